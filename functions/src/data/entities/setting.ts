import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A named group of site settings (analytics, pixel, theme, …); the value's shape belongs to its reader. */
export const settingSchema = {
  model: { entity: 'setting', version: '1', service: 'marketplace' },
  attributes: {
    name: { type: 'string', required: true },
    value: { type: 'any', required: true },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createSettingEntity = ({ table, client }: DataOptions) => new Entity(settingSchema, { table, client });
export type SettingItem = EntityItem<ReturnType<typeof createSettingEntity>>;

export function createSettingMock(overrides: Partial<SettingItem> = {}): SettingItem {
  return { name: 'analytics', value: { analyticId: 'G-TEST' }, ...overrides };
}
