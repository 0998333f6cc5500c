import { randomUUID } from 'node:crypto';
import { VAT_RATES } from '@lm/shared';
import { database, records } from '../app.js';
import { createCommerceStores } from '../data/commerce-repository.js';
import type { CommercePorts } from './ports.js';

let ports: CommercePorts | undefined;

export function commerce(): CommercePorts {
  return (ports ??= {
    ...createCommerceStores(database()),
    records: records(),
    vatRates: VAT_RATES,
    newId: randomUUID,
    now: () => new Date(),
  });
}
