import { CUSTOM_PAGE_COLUMNS, customPageInput, routes } from '@lm/shared';
import { columnsOf } from '../master-files/columns';
import type { FieldDef, MasterFile } from '../types';

const label = (key: string) => `masterFiles.fields.${key}`;
const text = (name: string, hint?: string): FieldDef => ({ name, kind: 'text', label: label(name), hint });
const check = (name: string, initial: boolean, hint?: string): FieldDef => ({ name, kind: 'checkbox', label: label(name), initial, hint });
const image = 'pageBuilder.hints.image';

/** The custom pages master file (SPEC §3 "Custom page"): the page builder's table and page form. */
export const customPages: MasterFile = {
  key: 'customPages',
  title: 'pageBuilder.pages.title',
  item: 'pageBuilder.pages.item',
  endpoints: {
    list: routes.listCustomPages,
    get: routes.getCustomPage,
    create: routes.createCustomPage,
    update: routes.updateCustomPage,
    remove: routes.deleteCustomPages,
  },
  columns: columnsOf(CUSTOM_PAGE_COLUMNS, ['name', 'path', 'is_public', 'views', 'updated_at']),
  schema: customPageInput,
  fields: [
    text('name'),
    text('path', 'pageBuilder.hints.path'),
    check('is_public', true, 'pageBuilder.hints.isPublic'),
    check('is_enable_headerSystem', true),
    check('is_enable_footerSystem', true),
    check('business', false),
    text('meta_title'),
    text('page_keyword'),
    { name: 'meta_description', kind: 'textarea', label: label('meta_description') },
    check('robot_index', true),
    check('robot_follow', true),
    text('twitter_title'),
    text('twitter_description'),
    text('twitter_image', image),
    text('facebook_title'),
    text('facebook_description'),
    text('facebook_image', image),
  ],
  rowLabel: (row) => String(row.name ?? row.path ?? row.id),
};
