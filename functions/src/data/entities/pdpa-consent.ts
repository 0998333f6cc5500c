import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * That a user approved a version of the privacy policy (PDPA), kept as an
 * audit record: one item per approval, never changed, listed by time.
 */
export const pdpaConsentSchema = {
  model: { entity: 'pdpaConsent', version: '1', service: 'marketplace' },
  attributes: {
    userId: { type: 'string', required: true },
    /** ISO 8601, UTC: sorts as it reads. */
    approvedAt: { type: 'string', required: true, readOnly: true },
    policyVersion: { type: 'string', required: true, readOnly: true },
    sourceIp: { type: 'string', default: '', readOnly: true },
    userAgent: { type: 'string', default: '', readOnly: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['approvedAt'] } },
  },
} as const;

export const createPdpaConsentEntity = ({ table, client }: DataOptions) => new Entity(pdpaConsentSchema, { table, client });
export type PdpaConsentItem = EntityItem<ReturnType<typeof createPdpaConsentEntity>>;

export function createPdpaConsentMock(overrides: Partial<PdpaConsentItem> = {}): PdpaConsentItem {
  return {
    userId: 'u-1',
    approvedAt: '2026-11-22T07:00:00.000Z',
    policyVersion: '2026-01',
    sourceIp: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    ...overrides,
  };
}
