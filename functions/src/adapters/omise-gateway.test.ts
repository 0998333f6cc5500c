import { describe, expect, it } from 'vitest';
import { createOmiseGateway, signOmiseEvent } from './omise-gateway.js';

const SECRET = Buffer.from('webhook-secret-of-the-test').toString('base64');
const NOW = 1_795_000_000_000;

function gateway(answers: Record<string, unknown> = {}) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const send = (async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init ? { init } : {}) });
    const path = new URL(url).pathname;
    return Response.json(answers[`${init?.method ?? 'GET'} ${path}`] ?? { object: 'error', code: 'not_found', message: 'nothing' }, { status: answers[`${init?.method ?? 'GET'} ${path}`] ? 200 : 404 });
  }) as typeof fetch;
  const omise = createOmiseGateway({ publicKey: 'pkey_test_1', secretKey: 'skey_test_1', webhookSecret: SECRET, apiUrl: 'https://api.test', scriptUrl: 'https://cdn.test/omise.js' }, send, () => NOW);
  return { omise, calls };
}

describe('the Omise gateway', () => {
  it('charges a card with the order in the metadata and the secret key as Basic auth, and reads the 3-D Secure page', async () => {
    const { omise, calls } = gateway({
      'POST /charges': { object: 'charge', id: 'chrg_1', amount: 129_000, status: 'pending', authorize_uri: 'https://bank.test/3ds', metadata: { order_id: 'order-1' } },
    });
    const charge = await omise.chargeCard({ orderId: 'order-1', amount: 129_000, token: 'tokn_1', returnUri: 'https://shop.test/omiseconfirm?order=order-1' });
    expect(charge).toMatchObject({ id: 'chrg_1', orderId: 'order-1', status: 'pending', authorizeUri: 'https://bank.test/3ds' });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ amount: 129_000, currency: 'thb', card: 'tokn_1', return_uri: 'https://shop.test/omiseconfirm?order=order-1', metadata: { order_id: 'order-1' } });
    expect((calls[0]?.init?.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('skey_test_1:').toString('base64')}`);
  });

  it('makes a PromptPay source and its charge, with the QR and its expiry', async () => {
    const { omise } = gateway({
      'POST /sources': { object: 'source', id: 'src_1' },
      'POST /charges': {
        object: 'charge',
        id: 'chrg_2',
        amount: 5_000,
        status: 'pending',
        expires_at: '2026-11-26T10:00:00Z',
        metadata: { order_id: 'order-2' },
        source: { scannable_code: { image: { download_uri: 'https://api.test/qr.svg' } } },
      },
    });
    expect(await omise.chargePromptPay({ orderId: 'order-2', amount: 5_000, returnUri: 'https://shop.test' })).toMatchObject({ qrImage: 'https://api.test/qr.svg', qrExpiresAt: '2026-11-26T10:00:00Z' });
  });

  it('makes a mobile banking source of the chosen bank and its charge, which returns to the shop', async () => {
    const { omise, calls } = gateway({
      'POST /sources': { object: 'source', id: 'src_3' },
      'POST /charges': { object: 'charge', id: 'chrg_3', amount: 129_000, status: 'pending', authorize_uri: 'https://bank.test/kbank', metadata: { order_id: 'order-3' } },
    });
    const charge = await omise.chargeMobileBanking({ orderId: 'order-3', amount: 129_000, bank: 'kbank', returnUri: 'https://shop.test/omiseconfirm?order=order-3' });
    expect(charge).toMatchObject({ id: 'chrg_3', orderId: 'order-3', status: 'pending', authorizeUri: 'https://bank.test/kbank', qrImage: null });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ type: 'mobile_banking_kbank', amount: 129_000, currency: 'thb' });
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ amount: 129_000, currency: 'thb', source: 'src_3', return_uri: 'https://shop.test/omiseconfirm?order=order-3', metadata: { order_id: 'order-3' } });
  });

  it('gives a failure Omise names by code in the words of the message catalogue, and keeps Omise’s own for a code it does not list', async () => {
    const failed = (code: string, text: string) => ({ object: 'charge', id: `chrg_${code}`, amount: 100, status: 'failed', failure_code: code, failure_message: text });
    const { omise } = gateway({ 'GET /charges/chrg_insufficient_fund': failed('insufficient_fund', 'insufficient funds in the account'), 'GET /charges/chrg_new_reason': failed('new_reason', 'a reason Omise added later') });
    expect((await omise.retrieveCharge('chrg_insufficient_fund'))?.failureMessage).toBe('The card has too little money or credit left for this payment.');
    expect((await omise.retrieveCharge('chrg_new_reason'))?.failureMessage).toBe('a reason Omise added later');
    const inherited = gateway({ 'GET /charges/chrg_constructor': failed('constructor', 'a code named as an object method') });
    expect((await inherited.omise.retrieveCharge('chrg_constructor'))?.failureMessage).toBe('a code named as an object method');
  });

  it('fails plainly when Omise refuses', async () => {
    await expect(gateway().omise.chargeCard({ orderId: 'order-1', amount: 100, token: 'tokn_1', returnUri: 'https://shop.test/' })).rejects.toThrow('Omise answered 404 not_found: nothing');
    const down = createOmiseGateway({ publicKey: 'pkey_test_1', secretKey: 'skey_test_1', webhookSecret: SECRET, apiUrl: 'https://api.test', scriptUrl: '' }, (async () => Response.json({ object: 'error', code: 'internal_error', message: 'try again' }, { status: 500 })) as typeof fetch);
    await expect(down.retrieveCharge('chrg_x')).rejects.toThrow('Omise answered 500 internal_error: try again');
  });

  it('answers no charge when Omise keeps none of that id under these keys', async () => {
    expect(await gateway().omise.retrieveCharge('chrg_made_with_test_keys')).toBeUndefined();
  });

  it('accepts a body signed with the webhook secret, and refuses a changed body, another secret or a stale timestamp', () => {
    const { omise } = gateway();
    const body = '{"object":"event","key":"charge.complete"}';
    const headers = signOmiseEvent(body, SECRET, NOW / 1000);
    expect(omise.verifySignature(body, headers)).toBe(true);
    expect(omise.verifySignature(body.replace('complete', 'create'), headers)).toBe(false);
    expect(omise.verifySignature(body, signOmiseEvent(body, Buffer.from('another').toString('base64'), NOW / 1000))).toBe(false);
    expect(omise.verifySignature(body, signOmiseEvent(body, SECRET, NOW / 1000 - 3_600))).toBe(false);
    // During a secret's rotation the header holds two signatures; either may match.
    expect(omise.verifySignature(body, { ...headers, 'omise-signature': `00ff,${headers['omise-signature']}` })).toBe(true);
  });
});
