import type { Branch } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A branch with its study room (decision 0052): seats, weekly opening hours and closed dates in Bangkok. */
export const branchModel = {
  model: { entity: 'branch', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name_th: { type: 'string', default: '' },
    name_en: { type: 'string', default: '' },
    address: { type: 'string', default: '' },
    phone: { type: 'string', default: '' },
    seats: { type: 'number', required: true },
    weekly: {
      type: 'list',
      items: { type: 'map', properties: { weekday: { type: 'number', required: true }, start: { type: 'string', required: true }, end: { type: 'string', required: true } } },
      default: () => [],
    },
    dates_closed: { type: 'list', items: { type: 'string' }, default: () => [] },
    published: { type: 'boolean', default: false },
  },
  indexes: listedIndexes,
} as const;

export const branchRecords = recordKind<Branch>(branchModel);
