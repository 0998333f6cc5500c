import { randomUUID } from 'node:crypto';
import { VAT_RATES } from '@lm/shared';
import { createOmiseGateway, omiseKeys, type OmiseKeys } from '../adapters/omise-gateway.js';
import { bookstoreKeys, createBookstoreGateway } from '../adapters/bookstore-gateway.js';
import { readSecureParameter } from '../adapters/secure-parameter.js';
import { stageMailer } from '../adapters/stage-mailer.js';
import { database, logger, onceAsync, records } from '../app.js';
import { createCommerceStores } from '../data/commerce-repository.js';
import { createStaffNoticeQueue } from '../data/staff-notice-queue.js';
import { paymentMethodRecords } from '../data/records/payment-method.js';
import { env } from '../env.js';
import type { BookstoreGateway, CommercePorts, PaymentGateway } from './ports.js';
import type { SalesReportPorts } from './sales-reports.js';

/** The stage's Omise keys: from the SecureString parameter in AWS, from the environment on the local stack. */
async function keys(): Promise<OmiseKeys> {
  const { OMISE_PARAMETER, OMISE_PUBLIC_KEY, OMISE_SECRET_KEY, OMISE_WEBHOOK_SECRET } = env();
  if (OMISE_PUBLIC_KEY && OMISE_SECRET_KEY && OMISE_WEBHOOK_SECRET) return { publicKey: OMISE_PUBLIC_KEY, secretKey: OMISE_SECRET_KEY, webhookSecret: OMISE_WEBHOOK_SECRET };
  if (!OMISE_PARAMETER) throw new Error('No Omise keys are configured (OMISE_PARAMETER).');
  return omiseKeys.parse(JSON.parse(await readSecureParameter(OMISE_PARAMETER)));
}

const payments = onceAsync(async (): Promise<PaymentGateway> => createOmiseGateway({ ...(await keys()), apiUrl: env().OMISE_API_URL, scriptUrl: env().OMISE_SCRIPT_URL }));

/** The partner bookstore's settings: from the SecureString parameter in AWS, from the environment on the local stack. */
const bookstore = onceAsync(async (): Promise<BookstoreGateway> => {
  const { BOOKSTORE_KEYS, BOOKSTORE_PARAMETER } = env();
  const text = BOOKSTORE_KEYS ?? (BOOKSTORE_PARAMETER ? await readSecureParameter(BOOKSTORE_PARAMETER) : undefined);
  if (!text) throw new Error('No partner bookstore is configured (BOOKSTORE_PARAMETER).');
  return createBookstoreGateway(bookstoreKeys.parse(JSON.parse(text)));
});

let ports: CommercePorts | undefined;

export function commerce(): CommercePorts {
  return (ports ??= {
    ...createCommerceStores(database()),
    records: records(),
    vatRates: VAT_RATES,
    payments,
    bookstore,
    mailer: stageMailer(),
    notices: createStaffNoticeQueue(database()),
    warn: (message, details) => logger.warn(message, details),
    siteUrl: env().SITE_URL ?? '',
    newId: randomUUID,
    now: () => new Date(),
  });
}

/** The sales dashboards read their period's orders and the payment methods' names (decision 0058). */
export function salesReports(): SalesReportPorts {
  const ports = commerce();
  return {
    paidBetween: ports.orders.paidBetween,
    placedBetween: ports.orders.placedBetween,
    paymentMethods: () => ports.records(paymentMethodRecords).list(),
    now: ports.now,
  };
}
