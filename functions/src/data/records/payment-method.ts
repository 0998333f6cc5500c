import { PAYMENT_PROVIDERS, type PaymentMethod } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';
import { PRICING_DATA_KEPT_MS } from '../read-cache.js';

/** A way to pay that checkout offers (decision 0030). */
export const paymentMethodModel = {
  model: { entity: 'paymentMethod', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    provider: { type: PAYMENT_PROVIDERS, required: true },
    description: { type: 'string', default: '' },
    image: { type: 'string', default: '' },
    account_details: { type: 'string', default: '' },
    ordering: { type: 'number', default: 0 },
    active: { type: 'boolean', default: true },
  },
  indexes: listedIndexes,
} as const;

export const paymentMethodRecords = recordKind<PaymentMethod>(paymentMethodModel, [], { listKeptMs: PRICING_DATA_KEPT_MS });
