import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A migration step that has run on this table (data/migrations.ts): when, and how many items it wrote. */
export const migrationRunSchema = {
  model: { entity: 'migrationRun', version: '1', service: 'marketplace' },
  attributes: {
    name: { type: 'string', required: true },
    ran_at: { type: 'string', required: true },
    written: { type: 'number', required: true },
  },
  indexes: {
    byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createMigrationRunEntity = ({ table, client }: DataOptions) => new Entity(migrationRunSchema, { table, client });
