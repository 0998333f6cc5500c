import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * An account's iframe sign-in, present only while the account has it turned on (decision 0023):
 * a salted scrypt of the MD5 of its password, parameters and salt inside the string.
 */
export const iframeLoginSchema = {
  model: { entity: 'iframeLogin', version: '1', service: 'marketplace' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    secret: { type: 'string', required: true },
    /** Epoch milliseconds of the last time the account turned it on. */
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createIframeLoginEntity = ({ table, client }: DataOptions) => new Entity(iframeLoginSchema, { table, client });
export type IframeLoginItem = EntityItem<ReturnType<typeof createIframeLoginEntity>>;
