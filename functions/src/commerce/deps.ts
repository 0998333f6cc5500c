import { randomUUID } from 'node:crypto';
import { VAT_RATES } from '@lm/shared';
import { createOmiseGateway, omiseKeys, type OmiseKeys } from '../adapters/omise-gateway.js';
import { readSecureParameter } from '../adapters/secure-parameter.js';
import { database, records } from '../app.js';
import { createCommerceStores } from '../data/commerce-repository.js';
import { env } from '../env.js';
import type { CommercePorts, PaymentGateway } from './ports.js';

/** The stage's Omise keys: from the SecureString parameter in AWS, from the environment on the local stack. */
async function keys(): Promise<OmiseKeys> {
  const { OMISE_PARAMETER, OMISE_PUBLIC_KEY, OMISE_SECRET_KEY, OMISE_WEBHOOK_SECRET } = env();
  if (OMISE_PUBLIC_KEY && OMISE_SECRET_KEY && OMISE_WEBHOOK_SECRET) return { publicKey: OMISE_PUBLIC_KEY, secretKey: OMISE_SECRET_KEY, webhookSecret: OMISE_WEBHOOK_SECRET };
  if (!OMISE_PARAMETER) throw new Error('No Omise keys are configured (OMISE_PARAMETER).');
  return omiseKeys.parse(JSON.parse(await readSecureParameter(OMISE_PARAMETER)));
}

let gateway: Promise<PaymentGateway> | undefined;
const payments = () =>
  (gateway ??= keys()
    .then((found) => createOmiseGateway({ ...found, apiUrl: env().OMISE_API_URL, scriptUrl: env().OMISE_SCRIPT_URL }))
    .catch((error: unknown) => {
      gateway = undefined;
      throw error;
    }));

let ports: CommercePorts | undefined;

export function commerce(): CommercePorts {
  return (ports ??= {
    ...createCommerceStores(database()),
    records: records(),
    vatRates: VAT_RATES,
    payments,
    siteUrl: env().SITE_URL ?? '',
    newId: randomUUID,
    now: () => new Date(),
  });
}
