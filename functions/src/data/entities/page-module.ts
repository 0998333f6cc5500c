import { MODULE_TYPES } from '@lm/shared';
import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A module of a custom page (../shared/SPEC.md §3), stored under its page: one query reads a page's
 * modules, in `ordering` (zero-padded in the sort key so it sorts as a number).
 */
export const pageModuleSchema = {
  model: { entity: 'pageModule', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true },
    page_id: { type: 'string', required: true },
    type: { type: MODULE_TYPES, required: true },
    ordering: { type: 'number', required: true, padding: { length: 6, char: '0' } },
    name: { type: 'string', default: '' },
    custom_name: { type: 'string', default: '' },
    data: { type: 'any' },
  },
  indexes: {
    byPage: { pk: { field: 'pk', composite: ['page_id'] }, sk: { field: 'sk', composite: ['ordering', 'id'] } },
  },
} as const;

export const createPageModuleEntity = ({ table, client }: DataOptions) => new Entity(pageModuleSchema, { table, client });
export type PageModuleItem = EntityItem<ReturnType<typeof createPageModuleEntity>>;

export function createPageModuleMock(overrides: Partial<PageModuleItem> = {}): PageModuleItem {
  return { id: 'module-1', page_id: 'page-home', type: 'text', ordering: 1, name: 'Text', custom_name: '', data: { heading: 'Hello', body: 'World' }, ...overrides };
}
