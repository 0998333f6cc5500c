import type { SerialNumber } from '@lm/shared';
import { Entity } from 'electrodb';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';
import type { DataOptions } from '../options.js';

/**
 * A serial number (decision 0061): a one-time code giving a course, found by its code on gsi2 when
 * a student types it, and with the rest of its batch on gsi3 when a batch is switched off or on.
 * Who used it is written once, with their enrollment, in one transaction.
 */
export const serialNumberModel = {
  model: { entity: 'serialNumber', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    code: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    batch: { type: 'string', required: true },
    redeem_until: { type: 'string' },
    access_months: { type: 'number', required: true },
    active: { type: 'boolean', default: true },
    redeemed_by: { type: 'string' },
    redeemed_email: { type: 'string' },
    redeemed_at: { type: 'string' },
  },
  indexes: {
    ...listedIndexes,
    byCode: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['code'] }, sk: { field: 'gsi2sk', composite: [] } },
    /** Keys are lower-cased: a batch's partition holds the batches whose names differ only in case, told apart on reading. */
    byBatch: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['batch'] }, sk: { field: 'gsi3sk', composite: [] } },
  },
} as const;

export const serialNumberRecords = recordKind<SerialNumber>(serialNumberModel, ['redeem_until', 'redeemed_by', 'redeemed_email', 'redeemed_at']);

/** The serial numbers' entity, for the look-up by code and the redeeming transaction. */
export const createSerialNumberEntity = (options: DataOptions) => new Entity(serialNumberModel, options);
