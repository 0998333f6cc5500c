import { CUSTOM_PAGE_COLUMNS, customPageInput, routes } from '@lm/shared';
import { masterFile } from '../master-files/define';

const IMAGE = { hint: 'pageBuilder.hints.image' };

/** The custom pages master file (../shared/SPEC.md §3 "Custom page"): the page builder's table and page form. */
export const customPages = masterFile({
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
  columns: CUSTOM_PAGE_COLUMNS,
  shown: ['name', 'path', 'is_public', 'views', 'updated_at'],
  named: 'name',
  schema: customPageInput,
  fields: [
    'name',
    'path',
    'is_public',
    'is_enable_headerSystem',
    'is_enable_footerSystem',
    'business',
    'meta_title',
    'page_keyword',
    'meta_description',
    'robot_index',
    'robot_follow',
    'twitter_title',
    'twitter_description',
    'twitter_image',
    'facebook_title',
    'facebook_description',
    'facebook_image',
  ],
  overrides: {
    path: { hint: 'pageBuilder.hints.path' },
    is_public: { hint: 'pageBuilder.hints.isPublic' },
    twitter_image: IMAGE,
    facebook_image: IMAGE,
  },
});
