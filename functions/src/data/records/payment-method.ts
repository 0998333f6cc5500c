import { PAYMENT_PROVIDERS, type PaymentMethod } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';
import { PRICING_DATA_KEPT_MS } from '../read-cache.js';

/**
 * A way to pay that checkout offers (decision 0030), named and described in Thai and English. The
 * Thai ones are kept in the fields `name` and `description`, which held the only language a method
 * had before: a method written then reads as Thai, with no English, which the buyer is shown in
 * either language until an administrator writes it.
 */
export const paymentMethodModel = {
  model: { entity: 'paymentMethod', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name_th: { type: 'string', field: 'name', default: '' },
    name_en: { type: 'string', default: '' },
    provider: { type: PAYMENT_PROVIDERS, required: true },
    description_th: { type: 'string', field: 'description', default: '' },
    description_en: { type: 'string', default: '' },
    image: { type: 'string', default: '' },
    account_details: { type: 'string', default: '' },
    ordering: { type: 'number', default: 0 },
    active: { type: 'boolean', default: true },
  },
  indexes: listedIndexes,
} as const;

export const paymentMethodRecords = recordKind<PaymentMethod>(paymentMethodModel, [], { listKeptMs: PRICING_DATA_KEPT_MS });
