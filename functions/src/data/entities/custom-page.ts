import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A storefront custom page (../shared/SPEC.md §3), found by id, by the site path that shows it, or
 * in the list of every page (the back office's table). Keeps the API's field names.
 */
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
    /** Whether visitors need no sign-in; the site's route list holds the same flag for routing. */
    is_public: { type: 'boolean', default: true },
    /** Page views, only ever raised with an atomic ADD. */
    views: { type: 'number' },
    /** Raised by each save of the page's modules, so two saves at once cannot interleave. */
    modules_version: { type: 'number' },
    /** Absent on pages written before the page builder. */
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['path'] }, sk: { field: 'gsi1sk', composite: [] } },
    // Keyed by id rather than created_at, which pages written before the page builder lack.
    all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['id'] } },
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
