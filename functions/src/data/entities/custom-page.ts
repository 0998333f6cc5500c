import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A storefront custom page (SPEC §3), found by id or by the site path that shows it. Keeps the API's field names. */
export const customPageSchema = {
  model: { entity: 'customPage', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true },
    path: { type: 'string', required: true },
    name: { type: 'string', required: true },
    meta_title: { type: 'string', default: '' },
    meta_description: { type: 'string', default: '' },
    page_keyword: { type: 'string', default: '' },
    robot_index: { type: 'boolean', default: true },
    robot_follow: { type: 'boolean', default: true },
    twitter_title: { type: 'string', default: '' },
    twitter_description: { type: 'string', default: '' },
    twitter_image: { type: 'string', default: '' },
    facebook_title: { type: 'string', default: '' },
    facebook_description: { type: 'string', default: '' },
    facebook_image: { type: 'string', default: '' },
    is_enable_headerSystem: { type: 'boolean', default: true },
    is_enable_footerSystem: { type: 'boolean', default: true },
    business: { type: 'boolean', default: false },
    /** Page views, only ever raised with an atomic ADD. */
    views: { type: 'number' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['path'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
} as const;

export const createCustomPageEntity = ({ table, client }: DataOptions) => new Entity(customPageSchema, { table, client });
export type CustomPageItem = EntityItem<ReturnType<typeof createCustomPageEntity>>;

export function createCustomPageMock(overrides: Partial<CustomPageItem> = {}): CustomPageItem {
  return {
    id: 'page-home',
    path: '/',
    name: 'Home',
    meta_title: 'Learn online',
    meta_description: 'Courses for everyone.',
    page_keyword: 'courses',
    robot_index: true,
    robot_follow: true,
    twitter_title: '',
    twitter_description: '',
    twitter_image: '',
    facebook_title: '',
    facebook_description: '',
    facebook_image: '',
    is_enable_headerSystem: true,
    is_enable_footerSystem: true,
    business: false,
    ...overrides,
  };
}
