import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { signBookstore, type BookstoreKeys } from '@lm/functions/adapters/bookstore-gateway';
import { signOmiseEvent } from '@lm/functions/adapters/omise-gateway';
import { MOBILE_BANKS } from '@lm/shared';

/**
 * The local stand-in for Omise (decision 0031): the REST calls the Omise adapter makes
 * (`POST /tokens`, `/sources`, `/charges`, `GET /charges/{id}`), Omise.js for the browser, the
 * bank's 3-D Secure step as a page (approve or decline), a PromptPay QR page with "simulate
 * payment", and signed webhooks to the API: the same flows as Omise's test mode, on the local stack.
 * Omise's documented test cards decide the outcome: the failing numbers decline with their
 * failure code, any other goes through 3-D Secure.
 */

/** Omise's test cards that fail, and how (https://docs.omise.co/api-testing). */
export const FAILING_TEST_CARDS: Record<string, { code: string; message: string }> = {
  '4111111111140011': { code: 'insufficient_fund', message: 'insufficient funds in the account or the card has reached the credit limit' },
  '5555551111110011': { code: 'insufficient_fund', message: 'insufficient funds in the account or the card has reached the credit limit' },
  '4111111111130012': { code: 'stolen_or_lost_card', message: 'card was lost or stolen' },
  '4111111111120013': { code: 'failed_processing', message: 'the payment could not be processed' },
  '4111111111110014': { code: 'payment_rejected', message: 'payment was rejected by the issuer' },
};

/** How long a PromptPay QR can be paid (Omise's default is a day; the order holds for 30 minutes anyway). */
const QR_MINUTES = 30;
/** Omise's mobile banking sources the test bank takes. */
const MOBILE_BANKING_SOURCES = MOBILE_BANKS.map((bank) => `mobile_banking_${bank}`);

interface Charge {
  object: 'charge';
  id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
  authorize_uri: string | null;
  return_uri: string;
  failure_code: string | null;
  failure_message: string | null;
  expires_at: string | null;
  metadata: Record<string, string>;
  source: { object: 'source'; id: string; type: string; scannable_code?: { image: { download_uri: string } } } | null;
  paid: boolean;
  refunded: number;
  created_at: string;
}

export interface LocalPaymentGateway {
  url: string;
  keys: { publicKey: string; secretKey: string; webhookSecret: string };
  /** The partner bookstore's stand-in: its merchant id, secret and checkout page. */
  bookstore: BookstoreKeys;
  /** Settles a charge as the bank would (tests use it where a person would press a button). */
  settle(chargeId: string, outcome: 'successful' | 'failed'): Promise<void>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const baht = (satang: number) => (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}button{font:inherit;padding:.6rem 1.2rem;margin:.3rem;border-radius:.4rem;border:1px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#0f766e}.note{color:#6b7280;font-size:.9rem}</style>
</head><body>${body}</body></html>`;
}

/** A stand-in QR: an SVG that reads as one and names the charge (nothing real can scan it). */
function qrSvg(charge: Charge) {
  const cells: string[] = [];
  const seed = [...charge.id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  for (let y = 0; y < 25; y++) for (let x = 0; x < 25; x++) if (((seed >>> ((x * 7 + y * 13) % 29)) ^ (x * y)) & 1) cells.push(`<rect x="${x * 8}" y="${y * 8}" width="8" height="8"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220" width="200" height="220"><rect width="200" height="220" fill="#fff"/><g fill="#111">${cells.join('')}</g><text x="100" y="214" font-size="10" text-anchor="middle" font-family="sans-serif">PromptPay ฿${baht(charge.amount)}</text></svg>`;
}

/** Omise.js as far as the storefront uses it: setPublicKey and createToken('card', …, callback). */
const omiseJs = (origin: string) => `window.Omise = (function () {
  var publicKey = '';
  return {
    setPublicKey: function (key) { publicKey = key; },
    createToken: function (type, data, callback) {
      var body = {}; body[type] = data;
      fetch('${origin}/tokens', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Basic ' + btoa(publicKey + ':') }, body: JSON.stringify(body) })
        .then(function (response) { return response.json().then(function (json) { callback(response.status, json); }); })
        .catch(function () { callback(0, { object: 'error', message: 'The card could not be sent.' }); });
    },
  };
})();
`;

export async function startPaymentGateway(options: { host: string; port: number; apiUrl: string; allowedOrigins: string[] }): Promise<LocalPaymentGateway> {
  const keys = { publicKey: `pkey_test_${randomUUID().slice(0, 8)}`, secretKey: `skey_test_${randomUUID().slice(0, 8)}`, webhookSecret: randomBytes(32).toString('base64') };
  const origin = `http://${options.host}:${options.port}`;
  const bookstore: BookstoreKeys = { merchantId: 'bookstore-local', secret: randomBytes(24).toString('hex'), checkoutUrl: `${origin}/bookstore/checkout` };
  const tokens = new Map<string, { number: string; last_digits: string; brand: string }>();
  const charges = new Map<string, Charge>();
  const sources = new Map<string, { id: string; type: string; amount: number }>();

  const authorised = (request: IncomingMessage, key: string) => request.headers.authorization === `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

  async function sendEvent(charge: Charge) {
    const body = JSON.stringify({ object: 'event', id: `evnt_test_${randomUUID().slice(0, 12)}`, key: 'charge.complete', data: charge, created_at: new Date().toISOString() });
    // The API refusing or being away leaves the charge as it is: the buyer's return reads it again.
    await fetch(`${options.apiUrl}/public/payments/omise/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signOmiseEvent(body, keys.webhookSecret, Math.floor(Date.now() / 1000)) },
      body,
    }).catch(() => undefined);
  }

  async function settle(chargeId: string, outcome: 'successful' | 'failed') {
    const charge = charges.get(chargeId);
    if (!charge || charge.status !== 'pending') return;
    charge.status = outcome;
    charge.paid = outcome === 'successful';
    if (outcome === 'failed') {
      const byApp = charge.source?.type.startsWith('mobile_banking_');
      Object.assign(charge, byApp ? { failure_code: 'payment_rejected', failure_message: 'the payment was rejected in the bank app' } : { failure_code: 'failed_3ds', failure_message: 'the card holder did not pass 3-D Secure' });
    }
    await sendEvent(charge);
  }

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, code: string, message: string) => json(response, status, { object: 'error', location: 'https://docs.omise.co', code, message });

  function newCharge(body: Record<string, unknown>): Charge | { error: [number, string, string] } {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 2_000) return { error: [400, 'invalid_charge', 'amount must be at least 2000'] };
    const id = `chrg_test_${randomUUID().replaceAll('-', '').slice(0, 19)}`;
    const base = {
      object: 'charge' as const,
      id,
      amount,
      currency: String(body.currency ?? 'thb'),
      return_uri: String(body.return_uri ?? ''),
      metadata: (body.metadata as Record<string, string>) ?? {},
      failure_code: null,
      failure_message: null,
      expires_at: null,
      source: null,
      paid: false,
      refunded: 0,
      created_at: new Date().toISOString(),
    };
    if (typeof body.card === 'string') {
      const card = tokens.get(body.card);
      if (!card) return { error: [404, 'not_found', 'token was not found'] };
      tokens.delete(body.card);
      const failing = FAILING_TEST_CARDS[card.number];
      if (failing) return { ...base, status: 'failed', authorize_uri: null, failure_code: failing.code, failure_message: failing.message };
      return { ...base, status: 'pending', authorize_uri: `${origin}/3ds/${id}` };
    }
    const source = typeof body.source === 'string' ? sources.get(body.source) : undefined;
    if (!source) return { error: [400, 'invalid_charge', 'card or source is required'] };
    if (source.amount !== amount) return { error: [400, 'invalid_charge', 'amount does not match the source'] };
    if (source.type.startsWith('mobile_banking_')) {
      // The bank's app confirms it: a page of the test bank stands in, then the buyer returns to the shop.
      return { ...base, status: 'pending', authorize_uri: `${origin}/bank/${id}`, source: { object: 'source', id: source.id, type: source.type } };
    }
    return {
      ...base,
      status: 'pending',
      // As in Omise's test mode, a page where the payment can be marked as done.
      authorize_uri: `${origin}/promptpay/${id}`,
      expires_at: new Date(Date.now() + QR_MINUTES * 60_000).toISOString(),
      source: { object: 'source', id: source.id, type: 'promptpay', scannable_code: { image: { download_uri: `${origin}/qr/${id}.svg` } } },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const corsOrigin = request.headers.origin && options.allowedOrigins.includes(request.headers.origin) ? request.headers.origin : undefined;
    if (corsOrigin) response.setHeader('access-control-allow-origin', corsOrigin);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'authorization, content-type' });
      return response.end();
    }
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /omise.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return response.end(omiseJs(origin));
    }
    if (route === 'POST /tokens') {
      if (!authorised(request, keys.publicKey)) return error(response, 401, 'authentication_failure', 'authentication failed');
      const body = await readBody(request);
      const card = (body.card ?? {}) as Record<string, unknown>;
      const number = String(card.number ?? '').replace(/\s/g, '');
      const month = Number(card.expiration_month);
      const year = Number(card.expiration_year);
      if (!/^\d{12,19}$/.test(number)) return error(response, 400, 'invalid_card', 'number is invalid');
      if (!(month >= 1 && month <= 12) || !(year >= new Date().getFullYear())) return error(response, 400, 'invalid_card', 'expiration date is invalid');
      const id = `tokn_test_${randomUUID().replaceAll('-', '').slice(0, 19)}`;
      const brand = number.startsWith('4') ? 'Visa' : number.startsWith('5') ? 'MasterCard' : 'JCB';
      tokens.set(id, { number, last_digits: number.slice(-4), brand });
      return json(response, 200, { object: 'token', id, used: false, card: { object: 'card', last_digits: number.slice(-4), brand, name: String(card.name ?? '') } });
    }
    if (url.pathname.startsWith('/sources') || url.pathname.startsWith('/charges')) {
      if (!authorised(request, keys.secretKey)) return error(response, 401, 'authentication_failure', 'authentication failed');
      if (route === 'POST /sources') {
        const body = await readBody(request);
        const type = String(body.type);
        if (type !== 'promptpay' && !MOBILE_BANKING_SOURCES.includes(type)) return error(response, 400, 'invalid_source', `only promptpay and ${MOBILE_BANKING_SOURCES.join(', ')} are offered here`);
        const source = { id: `src_test_${randomUUID().replaceAll('-', '').slice(0, 19)}`, type, amount: Number(body.amount) };
        sources.set(source.id, source);
        return json(response, 200, { object: 'source', ...source, currency: 'thb', flow: type === 'promptpay' ? 'offline' : 'app_redirect' });
      }
      if (route === 'POST /charges') {
        const made = newCharge(await readBody(request));
        if ('error' in made) return error(response, ...made.error);
        charges.set(made.id, made);
        return json(response, 200, made);
      }
      const refund = /^\/charges\/([\w-]+)\/refunds$/.exec(url.pathname);
      if (request.method === 'POST' && refund) {
        const charge = charges.get(refund[1] ?? '');
        const amount = Number((await readBody(request)).amount);
        if (!charge) return error(response, 404, 'not_found', 'charge was not found');
        if (charge.status !== 'successful' || !(amount > 0) || amount > charge.amount - charge.refunded) return error(response, 400, 'invalid_refund', 'the charge cannot be refunded by this amount');
        // As Omise: the charge stays successful, its refunded amount grows.
        charge.refunded += amount;
        return json(response, 200, { object: 'refund', id: `rfnd_test_${randomUUID().replaceAll('-', '').slice(0, 19)}`, amount, charge: charge.id });
      }
      const found = /^\/charges\/([\w-]+)$/.exec(url.pathname);
      const charge = found && charges.get(found[1] ?? '');
      if (request.method === 'GET' && charge) {
        if (charge.status === 'pending' && charge.expires_at && charge.expires_at < new Date().toISOString()) charge.status = 'expired';
        return json(response, 200, charge);
      }
      return error(response, 404, 'not_found', 'charge was not found');
    }
    if (url.pathname === '/bookstore/checkout') return bookstoreCheckout(request, response, url);
    const step = /^\/(3ds|promptpay|bank)\/([\w-]+)$/.exec(url.pathname);
    const qr = /^\/qr\/([\w-]+)\.svg$/.exec(url.pathname);
    if (qr && request.method === 'GET') {
      const charge = charges.get(qr[1] ?? '');
      if (!charge) return error(response, 404, 'not_found', 'charge was not found');
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end(qrSvg(charge));
    }
    if (step) {
      const [, kind, id] = step;
      const charge = charges.get(id ?? '');
      if (!charge) return error(response, 404, 'not_found', 'charge was not found');
      if (request.method === 'POST') {
        const body = await readBody(request);
        await settle(charge.id, body.decision === 'approve' ? 'successful' : 'failed');
        // 3-D Secure and the bank's app return the buyer to the shop; a QR is paid from a phone, so its page just says so.
        if (kind !== 'promptpay' && charge.return_uri) {
          response.writeHead(302, { location: charge.return_uri });
          return response.end();
        }
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const settled = charge.status !== 'pending';
      const bank = (charge.source?.type ?? '').replace('mobile_banking_', '').toUpperCase();
      const title = kind === '3ds' ? 'Test bank: 3-D Secure' : kind === 'bank' ? `Test bank: ${bank} mobile banking` : 'Test bank: PromptPay';
      const intro =
        kind === '3ds'
          ? `<p>Confirm the payment of <strong>฿${baht(charge.amount)}</strong> with your card.</p>`
          : kind === 'bank'
            ? `<p>Confirm the payment of <strong>฿${baht(charge.amount)}</strong> in the ${escape(bank)} app.</p>`
            : `<p>Pay <strong>฿${baht(charge.amount)}</strong> by PromptPay.</p><img src="/qr/${escape(charge.id)}.svg" alt="PromptPay QR" width="200" height="220">`;
      const [approve, decline] = kind === 'promptpay' ? ['Simulate payment', 'Simulate failure'] : ['Approve', 'Decline'];
      const actions = settled
        ? `<p>This payment is <strong>${escape(charge.status)}</strong>.</p>`
        : `<form method="post"><button name="decision" value="approve">${approve}</button><button class="secondary" name="decision" value="decline">${decline}</button></form>`;
      return response.end(page(title, `<h1>${title}</h1>${intro}${actions}<p class="note">This page stands in for the bank on the local stack; no money moves.</p>`));
    }
    return error(response, 404, 'not_found', 'not found');
  }

  /**
   * The partner bookstore's checkout page: the shop's signed request is checked, then Pay or Cancel
   * sends the buyer back to the shop's return address with the outcome signed (decision 0031).
   */
  async function bookstoreCheckout(request: IncomingMessage, response: ServerResponse, url: URL) {
    const field = (name: string) => url.searchParams.get(name) ?? '';
    const [merchant, orderId, amount, returnUrl, timestamp] = ['merchant', 'order_id', 'amount', 'return_url', 'timestamp'].map(field) as [string, string, string, string, string];
    if (merchant !== bookstore.merchantId || field('signature') !== signBookstore(bookstore.secret, [merchant, orderId, amount, returnUrl, timestamp])) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page('Bookstore', '<h1>Bookstore</h1><p>This payment request is not signed by the shop.</p>'));
    }
    if (request.method === 'POST') {
      const decision = (await readBody(request)).decision === 'pay' ? 'paid' : 'cancelled';
      const ref = decision === 'paid' ? `BK${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}` : '';
      const at = Math.floor(Date.now() / 1000);
      const back = new URL(returnUrl);
      const result = { merchant, order_id: orderId, amount, status: decision, ref, timestamp: String(at) };
      for (const [name, value] of Object.entries(result)) back.searchParams.set(name, value);
      back.searchParams.set('signature', signBookstore(bookstore.secret, [merchant, orderId, amount, decision, ref, at]));
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(
      page(
        'Bookstore checkout',
        `<h1>Bookstore checkout</h1><p>Pay <strong>฿${baht(Number(amount))}</strong> for order ${escape(orderId)}.</p><form method="post"><button name="decision" value="pay">Pay</button><button class="secondary" name="decision" value="cancel">Cancel</button></form><p class="note">This page stands in for the partner bookstore on the local stack; no money moves.</p>`,
      ),
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => error(response, 500, 'internal_error', String(failure)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    url: origin,
    keys,
    bookstore,
    settle,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Lambda environment that points the Omise adapter at the test gateway. */
export const paymentEnvironment = (gateway: LocalPaymentGateway): Record<string, string> => ({
  OMISE_API_URL: gateway.url,
  OMISE_SCRIPT_URL: `${gateway.url}/omise.js`,
  OMISE_PUBLIC_KEY: gateway.keys.publicKey,
  OMISE_SECRET_KEY: gateway.keys.secretKey,
  OMISE_WEBHOOK_SECRET: gateway.keys.webhookSecret,
  BOOKSTORE_KEYS: JSON.stringify(gateway.bookstore),
});
