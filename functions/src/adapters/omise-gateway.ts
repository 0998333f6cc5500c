import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { message } from '@lm/shared';
import type { Charge, PaymentGateway } from '../commerce/ports.js';

/** A stage's Omise keys: the JSON of the SecureString `/marketplace/<stage>/omise`, or the local test gateway's. */
export const omiseKeys = z.object({
  publicKey: z.string().min(1),
  secretKey: z.string().min(1),
  /** The webhook signing secret, base64 as the dashboard shows it. */
  webhookSecret: z.string().min(1),
});
export type OmiseKeys = z.infer<typeof omiseKeys>;

export interface OmiseConfig extends OmiseKeys {
  /** https://api.omise.co in AWS; the local test gateway on the local stack. */
  apiUrl: string;
  /** Omise.js: https://cdn.omise.co/omise.js, or the test gateway's. */
  scriptUrl: string;
}

/** The API version every call pins, so answers keep their shape whatever the account's default. */
const OMISE_VERSION = '2019-05-29';
/** A signed event older than this is refused: a captured request cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 10_000;

const omiseCharge = z.looseObject({
  object: z.literal('charge'),
  id: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'successful', 'failed', 'expired', 'reversed']),
  authorize_uri: z.string().nullish(),
  failure_code: z.string().nullish(),
  failure_message: z.string().nullish(),
  expires_at: z.string().nullish(),
  metadata: z.looseObject({ order_id: z.string().optional() }).nullish(),
  source: z
    .looseObject({ scannable_code: z.looseObject({ image: z.looseObject({ download_uri: z.string() }).nullish() }).nullish() })
    .nullish(),
});

/**
 * Omise's failure codes the buyer is told in their language (messages of the catalogue, which the
 * web translates); a code not listed keeps Omise's own words.
 */
const FAILURES = {
  insufficient_fund: 'cardInsufficientFunds',
  stolen_or_lost_card: 'cardLostOrStolen',
  failed_processing: 'paymentNotProcessed',
  payment_rejected: 'paymentRejectedByIssuer',
  failed_3ds: 'card3dsFailed',
  invalid_security_code: 'cardSecurityCodeInvalid',
  failed_fraud_check: 'paymentFraudCheckFailed',
} as const;

function failureText(code: string | null | undefined, text: string | null | undefined): string | null {
  // Own keys only: a code such as `constructor` is no failure of ours.
  return code && Object.hasOwn(FAILURES, code) ? message(FAILURES[code as keyof typeof FAILURES]) : (text ?? null);
}

function chargeOf(body: unknown): Charge {
  const charge = omiseCharge.parse(body);
  return {
    id: charge.id,
    orderId: charge.metadata?.order_id ?? null,
    amount: charge.amount,
    status: charge.status,
    authorizeUri: charge.authorize_uri ?? null,
    qrImage: charge.source?.scannable_code?.image?.download_uri ?? null,
    qrExpiresAt: charge.source?.scannable_code ? (charge.expires_at ?? null) : null,
    failureMessage: failureText(charge.failure_code, charge.failure_message),
  };
}

/** Omise's answer when it refuses a call: its HTTP status and error code (`not_found`, `invalid_card`…). */
class OmiseRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(`Omise answered ${status} ${code}: ${detail}`.trim());
  }
}

/**
 * Omise's charges API over HTTPS (decision 0031): a card charge with the token Omise.js made and a
 * return_uri for 3-D Secure, a PromptPay source and its charge, a charge read back, and the
 * webhook signature (HMAC-SHA256 over `timestamp.body` with the base64 secret). The same calls
 * reach the local test gateway on the local stack.
 */
export function createOmiseGateway(config: OmiseConfig, send: typeof fetch = fetch, now: () => number = Date.now): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await send(`${config.apiUrl}${path}`, {
      method,
      headers: { authorization, 'omise-version': OMISE_VERSION, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { object?: string; code?: string; message?: string };
    if (!response.ok || answer.object === 'error') throw new OmiseRefusal(response.status, answer.code ?? '', answer.message ?? '');
    return answer;
  }
  const charge = (orderId: string, amount: number, returnUri: string, payWith: Record<string, string>) =>
    call('POST', '/charges', { amount, currency: 'thb', return_uri: returnUri, metadata: { order_id: orderId }, ...payWith }).then(chargeOf);

  return {
    publicKey: config.publicKey,
    scriptUrl: config.scriptUrl,
    chargeCard: ({ orderId, amount, token, returnUri }) => charge(orderId, amount, returnUri, { card: token }),
    chargePromptPay: async ({ orderId, amount, returnUri }) => {
      const source = (await call('POST', '/sources', { type: 'promptpay', amount, currency: 'thb' })) as { id: string };
      return charge(orderId, amount, returnUri, { source: source.id });
    },
    chargeMobileBanking: async ({ orderId, amount, bank, returnUri }) => {
      const source = (await call('POST', '/sources', { type: `mobile_banking_${bank}`, amount, currency: 'thb' })) as { id: string };
      return charge(orderId, amount, returnUri, { source: source.id });
    },
    retrieveCharge: async (id) => {
      try {
        return chargeOf(await call('GET', `/charges/${encodeURIComponent(id)}`));
      } catch (error) {
        // Omise keeps no such charge under these keys (a test charge once the keys are live).
        if (error instanceof OmiseRefusal && error.code === 'not_found') return undefined;
        throw error;
      }
    },
    refund: async (chargeId, amount) => {
      await call('POST', `/charges/${encodeURIComponent(chargeId)}/refunds`, { amount });
    },
    verifySignature: (rawBody, headers) => {
      const timestamp = headers['omise-signature-timestamp'] ?? '';
      const signatures = (headers['omise-signature'] ?? '').split(',').map((one) => one.trim());
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
      const expected = createHmac('sha256', Buffer.from(config.webhookSecret, 'base64')).update(`${timestamp}.${rawBody}`, 'utf8').digest();
      return signatures.some((signature) => {
        const given = Buffer.from(signature, 'hex');
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
}

/** Signs a webhook body as Omise does: for the local test gateway and the tests. */
export function signOmiseEvent(rawBody: string, webhookSecret: string, timestamp: number): Record<string, string> {
  const signature = createHmac('sha256', Buffer.from(webhookSecret, 'base64')).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
  return { 'omise-signature': signature, 'omise-signature-timestamp': String(timestamp) };
}
