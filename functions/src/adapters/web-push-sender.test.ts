import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createWebPushSender, generateVapidKeys } from './web-push-sender.js';

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
