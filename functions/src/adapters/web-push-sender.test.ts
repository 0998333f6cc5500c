import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createWebPushSender, generateVapidKeys, readVapidParameter } from './web-push-sender.js';

function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    userId: 'u-1',
    userGroupId: '',
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

const message = { title: 'Welcome', body: 'Classes start on Monday.', url: '/announcement/a-1' };

describe('createWebPushSender', () => {
  it('posts an aes128gcm body signed with the VAPID key', async () => {
    const keys = generateVapidKeys('mailto:push@example.com');
    const send = vi.fn<typeof fetch>(async () => new Response(null, { status: 201 }));
    expect(await createWebPushSender(keys, send).send(subscription('https://push.example.com/a'), message)).toEqual({ status: 'sent' });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('https://push.example.com/a');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', TTL: '86400', Authorization: expect.stringMatching(new RegExp(`^vapid t=.+, k=${keys.publicKey}$`)) });
    expect(init?.headers).not.toHaveProperty('Content-Length');
  });

  it('reports 404 and 410 as gone and other answers as failed', async () => {
    const keys = generateVapidKeys();
    const answering = (status: number) => createWebPushSender(keys, async () => new Response(null, { status }));
    expect(await answering(410).send(subscription('https://push.example.com/a'), message)).toEqual({ status: 'gone' });
    expect(await answering(404).send(subscription('https://push.example.com/a'), message)).toEqual({ status: 'gone' });
    expect(await answering(429).send(subscription('https://push.example.com/a'), message)).toEqual({ status: 'failed', reason: 'push service answered 429' });
  });
});

describe('readVapidParameter', () => {
  it('reads the SecureString through the Parameters and Secrets extension, with the session token', async () => {
    const keys = generateVapidKeys('mailto:push@example.com');
    const send = vi.fn<typeof fetch>(async () => Response.json({ Parameter: { Name: '/marketplace/dev/vapid', Value: JSON.stringify(keys) } }));
    const environment = { AWS_SESSION_TOKEN: 'session-token', PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2775' };
    expect(await readVapidParameter('/marketplace/dev/vapid', environment, send)).toEqual(keys);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('http://localhost:2775/systemsmanager/parameters/get?name=%2Fmarketplace%2Fdev%2Fvapid&withDecryption=true');
    expect(init?.headers).toEqual({ 'X-Aws-Parameters-Secrets-Token': 'session-token' });
  });

  it('fails plainly when the parameter is missing or holds no keys', async () => {
    await expect(readVapidParameter('/x', {}, async () => new Response('not found', { status: 400 }))).rejects.toThrow('The parameter /x could not be read (400).');
    await expect(readVapidParameter('/x', {}, async () => Response.json({ Parameter: { Value: '' } }))).rejects.toThrow('The parameter /x is empty.');
  });
});
