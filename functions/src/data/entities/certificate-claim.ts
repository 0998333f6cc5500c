import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student's certificate of a course (decision 0042), in the student's partition beside their
 * lesson progress: one per course, so a second issue finds the first, and the student's
 * certificates are one Query.
 */
export const certificateClaimSchema = {
  model: { entity: 'certificateClaim', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    number: { type: 'string', required: true },
    issued_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['course_id'] } },
  },
} as const;

export const createCertificateClaimEntity = ({ table, client }: DataOptions) => new Entity(certificateClaimSchema, { table, client });
export type CertificateClaimItem = EntityItem<ReturnType<typeof createCertificateClaimEntity>>;
