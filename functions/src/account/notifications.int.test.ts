import { notificationKey } from '@lm/shared';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPushSubscriptionStore } from '../data/push-subscription-repository.js';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A browser's side of a subscription: its P-256 key pair and 16 random auth bytes, as a push service would hold them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** Reads an aes128gcm push body (RFC 8188, RFC 8291) the way a browser does. */
function decrypt(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString('utf8'));
}

interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in push service: `/gone/…` answers 410 as for an unsubscribed browser, anything else 201. */
let pushService: Server;
let pushUrl = '';
const received: Received[] = [];

let admin: Session;
let student: Session;
let student2: Session;

const subscriptionOf = (name: string) => ({ endpoint: `${inject('pushServiceOrigin')}/it/${name}`, keys: browserKeys().keys });
const storedFor = async (userId: string) => (await localDatabase().pushSubscriptions.query.byUser({ userId }).go({ pages: 'all' })).data;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  admin = await signIn('admin');
  student = await signIn('student');
  student2 = await signIn('student2');
});

afterAll(async () => {
  const db = localDatabase();
  for (const session of [student, student2]) {
    for (const item of await storedFor(session.user.id)) await db.pushSubscriptions.delete({ subscriptionId: item.subscriptionId }).go();
  }
  await signOut(admin);
  await signOut(student);
  await signOut(student2);
  await new Promise((resolve) => pushService.close(resolve));
});

describe('GET /public/notification/key', () => {
  it('answers the stage’s VAPID public key to anyone', async () => {
    const answer = await api('/public/notification/key');
    expect(answer.status).toBe(200);
    expect(notificationKey.parse(answer.body).publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});

describe('POST /api/notification/subscribe and /unsubscribe', () => {
  it('answers 401 without a token', async () => {
    const subscription = subscriptionOf('anonymous');
    expect((await api('/api/notification/subscribe', { json: { subscription, userid: student.user.id } })).status).toBe(401);
    expect((await api('/api/notification/unsubscribe', { json: { subscription, userid: student.user.id } })).status).toBe(401);
  });

  it('answers 403 for another user and stores nothing', async () => {
    const subscription = subscriptionOf('someone-else');
    const answer = await api('/api/notification/subscribe', { json: { subscription, userid: student2.user.id }, token: student.id_token });
    expect(answer).toMatchObject({ status: 403, body: { message: 'You can only manage push notifications for your own account.' } });
    expect(await storedFor(student2.user.id)).toEqual([]);
    expect((await api('/api/notification/unsubscribe', { json: { subscription, userid: student2.user.id }, token: student.id_token })).status).toBe(403);
  });

  it('names the field of a bad subscription', async () => {
    const answer = await api('/api/notification/subscribe', {
      json: { subscription: { endpoint: 'http://push.example.com/plain', keys: { p256dh: 'not base64!' } }, userid: student.user.id },
      token: student.id_token,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        fields: {
          'subscription.endpoint': ['subscription.endpoint must be an https address.'],
          'subscription.keys.p256dh': ['subscription.keys.p256dh must be base64url text.'],
          'subscription.keys.auth': ['subscription.keys.auth is required.'],
        },
      },
    });
  });

  it.each([
    ['https://127.0.0.1:8443/push', 'an https address on the standard port (443).'],
    ['https://127.0.0.1/push', 'a push service on the public internet.'],
    ['https://[::1]/push', 'a push service on the public internet.'],
    ['https://169.254.169.254/latest/meta-data/', 'a push service on the public internet.'],
    ['https://10.0.0.7/push', 'a push service on the public internet.'],
    ['https://192.168.1.1/push', 'a push service on the public internet.'],
  ])('refuses %s, which the server would connect to, and stores nothing', async (endpoint, problem) => {
    const answer = await api('/api/notification/subscribe', { json: { subscription: { ...subscriptionOf('x'), endpoint }, userid: student.user.id }, token: student.id_token });
    expect(answer).toMatchObject({ status: 400, body: { fields: { 'subscription.endpoint': [`subscription.endpoint must be ${problem}`] } } });
    expect((await storedFor(student.user.id)).map((item) => item.endpoint)).not.toContain(endpoint);
  });

  it("stores the caller's subscription sent as form-data JSON text, with their group, and removes it", async () => {
    const subscription = subscriptionOf('student-browser');
    const form = { subscription: JSON.stringify(subscription), userid: student.user.id };
    expect(await api('/api/notification/subscribe', { form, token: student.id_token })).toMatchObject({ status: 200, body: { success: true, ok: true } });
    expect(await storedFor(student.user.id)).toEqual([
      expect.objectContaining({ userId: student.user.id, userGroupId: 'premium', endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }),
    ]);

    // Another account cannot take it off this browser's owner.
    await api('/api/notification/unsubscribe', { form: { ...form, userid: student2.user.id }, token: student2.id_token });
    expect(await storedFor(student.user.id)).toHaveLength(1);

    expect(await api('/api/notification/unsubscribe', { form, token: student.id_token })).toMatchObject({ status: 200, body: { success: true, ok: true } });
    expect(await storedFor(student.user.id)).toEqual([]);
  });

  it('gives a browser to whoever subscribes on it last', async () => {
    const subscription = subscriptionOf('shared-browser');
    await api('/api/notification/subscribe', { json: { subscription, userid: student.user.id }, token: student.id_token });
    await api('/api/notification/subscribe', { json: { subscription, userid: student2.user.id }, token: student2.id_token });
    expect(await storedFor(student.user.id)).toEqual([]);
    expect((await storedFor(student2.user.id)).map((item) => item.endpoint)).toEqual([subscription.endpoint]);
    await api('/api/notification/unsubscribe', { json: { subscription, userid: student2.user.id }, token: student2.id_token });
  });
});

describe('an announcement created in the back office', () => {
  it('is pushed to the subscribed browsers of its audience, and a gone subscription is removed', async () => {
    const alive = browserKeys();
    const gone = browserKeys();
    // The API accepts https endpoints only; this stand-in push service is plain http on loopback, so its
    // subscriptions are written to the table directly, as the subscribe route would store them.
    const store = createPushSubscriptionStore(localDatabase());
    const at = new Date().toISOString();
    await store.save({ userId: student.user.id, userGroupId: 'premium', endpoint: `${pushUrl}/alive/student`, keys: alive.keys, createdAt: at });
    await store.save({ userId: student2.user.id, userGroupId: 'morning-class', endpoint: `${pushUrl}/gone/student2`, keys: gone.keys, createdAt: at });
    received.length = 0;

    const created = await api('/api/announcements', {
      json: { title: 'Campus closed', message: 'No classes on Friday.', audience: 'all' },
      token: admin.id_token,
    });
    expect(created.status, created.text).toBe(200);
    const id = String(created.body.id);

    expect(received.map((request) => [request.method, request.path]).sort()).toEqual([
      ['POST', '/alive/student'],
      ['POST', '/gone/student2'],
    ]);
    const delivered = received.find((request) => request.path === '/alive/student')!;
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);
    expect(decrypt(delivered.body, alive)).toEqual({ title: 'Campus closed', body: 'No classes on Friday.', url: `/announcement/${id}` });

    expect((await storedFor(student.user.id)).map((item) => item.endpoint)).toEqual([`${pushUrl}/alive/student`]);
    expect(await storedFor(student2.user.id)).toEqual([]);

    await api('/api/announcements', { method: 'DELETE', json: { ids: [id] }, token: admin.id_token });
  });

  it('reaches only the group it is for', async () => {
    const premium = browserKeys();
    const store = createPushSubscriptionStore(localDatabase());
    const at = new Date().toISOString();
    await store.save({ userId: student.user.id, userGroupId: 'premium', endpoint: `${pushUrl}/alive/premium`, keys: premium.keys, createdAt: at });
    await store.save({ userId: student2.user.id, userGroupId: 'morning-class', endpoint: `${pushUrl}/alive/morning`, keys: browserKeys().keys, createdAt: at });
    received.length = 0;

    const created = await api('/api/announcements', {
      json: { title: 'Premium webinar', message: 'Tonight at eight.', audience: 'group', audience_id: 'premium' },
      token: admin.id_token,
    });
    expect(created.status, created.text).toBe(200);
    // The premium browser of the previous test is still subscribed; the morning-class one is not in the audience.
    expect(received.map((request) => request.path).sort()).toEqual(['/alive/premium', '/alive/student']);
    expect(decrypt(received.find((request) => request.path === '/alive/premium')!.body, premium)).toMatchObject({ title: 'Premium webinar' });

    await api('/api/announcements', { method: 'DELETE', json: { ids: [String(created.body.id)] }, token: admin.id_token });
  });
});
