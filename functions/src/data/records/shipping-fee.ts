import { SHIPPING_RATE_KINDS, type ShippingFee } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';
import { PRICING_DATA_KEPT_MS } from '../read-cache.js';

/** A shipping fee for a zone of provinces (decision 0030). */
export const shippingFeeModel = {
  model: { entity: 'shippingFee', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    provinces: { type: 'list', items: { type: 'string' }, required: true },
    rate_kind: { type: SHIPPING_RATE_KINDS, required: true },
    flat_fee: { type: 'number', default: 0 },
    bands: {
      type: 'list',
      items: { type: 'map', properties: { up_to_grams: { type: 'number', required: true }, fee: { type: 'number', required: true } } },
      default: () => [],
    },
    free_from: { type: 'number' },
    active: { type: 'boolean', default: true },
  },
  indexes: listedIndexes,
} as const;

export const shippingFeeRecords = recordKind<ShippingFee>(shippingFeeModel, ['free_from'], { listKeptMs: PRICING_DATA_KEPT_MS });
