import { notificationSubscriptionRequest } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors.js';
import { memoryPush } from './notification-memory-ports.js';
import { notificationKey, PUSH_MESSAGES, pushAnnouncement, subscribePush, unsubscribePush } from './notifications.js';

const subscription = (name: string) => ({ endpoint: `https://push.example.com/${name}`, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } });
const groups = { 'u-1': 'premium', 'u-2': null, 'u-3': 'premium' };

describe('subscribePush', () => {
  it("stores the caller's browser with the caller's current group", async () => {
    const { ports, stored } = memoryPush(groups);
    await subscribePush(ports, { userId: 'u-1' }, { subscription: subscription('a'), userid: 'u-1' });
    expect([...stored.values()]).toEqual([
      { userId: 'u-1', userGroupId: 'premium', endpoint: 'https://push.example.com/a', keys: subscription('a').keys, createdAt: '2027-01-15T08:00:00.000Z' },
    ]);
  });

  it('refuses another userid', async () => {
    const { ports, stored } = memoryPush(groups);
    await expect(subscribePush(ports, { userId: 'u-1' }, { subscription: subscription('a'), userid: 'u-2' })).rejects.toThrow(new ForbiddenError(PUSH_MESSAGES.otherUser));
    expect(stored.size).toBe(0);
  });

  it('refuses an endpoint that is not a public push service, naming the field, and stores nothing', async () => {
    const { ports, stored } = memoryPush(groups);
    const internal = { ...subscription('a'), endpoint: 'https://metadata.internal/latest' };
    await expect(subscribePush(ports, { userId: 'u-1' }, { subscription: internal, userid: 'u-1' })).rejects.toMatchObject({
      kind: 'invalid',
      details: { fields: { 'subscription.endpoint': ['subscription.endpoint must be a push service on the public internet.'] } },
    });
    expect(stored.size).toBe(0);
  });

  it('gives a browser to whoever subscribed on it last', async () => {
    const { ports, stored } = memoryPush(groups);
    await subscribePush(ports, { userId: 'u-1' }, { subscription: subscription('a'), userid: 'u-1' });
    await subscribePush(ports, { userId: 'u-2' }, { subscription: subscription('a'), userid: 'u-2' });
    expect([...stored.values()].map((s) => s.userId)).toEqual(['u-2']);
  });
});

describe('unsubscribePush', () => {
  it("removes the caller's own browser only", async () => {
    const { ports, stored } = memoryPush(groups);
    await subscribePush(ports, { userId: 'u-1' }, { subscription: subscription('a'), userid: 'u-1' });
    await unsubscribePush(ports, { userId: 'u-2' }, { subscription: subscription('a'), userid: 'u-2' });
    expect(stored.size).toBe(1);
    await unsubscribePush(ports, { userId: 'u-1' }, { subscription: subscription('a'), userid: 'u-1' });
    expect(stored.size).toBe(0);
  });

  it('refuses another userid', async () => {
    const { ports } = memoryPush(groups);
    await expect(unsubscribePush(ports, { userId: 'u-1' }, { subscription: subscription('a'), userid: 'u-2' })).rejects.toThrow(ForbiddenError);
  });
});

describe('notificationKey', () => {
  it('answers the public key, or null while push is not configured', async () => {
    expect(await notificationKey(memoryPush(groups).ports)).toEqual({ publicKey: 'BPublicKey' });
    expect(await notificationKey(memoryPush(groups, { configured: false }).ports)).toEqual({ publicKey: null });
  });
});

describe('pushAnnouncement', () => {
  async function subscribed(options: Parameters<typeof memoryPush>[1] = {}) {
    const push = memoryPush(groups, options);
    await subscribePush(push.ports, { userId: 'u-1' }, { subscription: subscription('one'), userid: 'u-1' });
    await subscribePush(push.ports, { userId: 'u-2' }, { subscription: subscription('two'), userid: 'u-2' });
    await subscribePush(push.ports, { userId: 'u-3' }, { subscription: subscription('three'), userid: 'u-3' });
    return push;
  }
  const announcement = { id: 'a-1', title: 'Welcome', message: 'Classes start on Monday.' };

  it('reaches every browser for an announcement to all, with the title, message and its page', async () => {
    const { ports, log, sent } = await subscribed();
    expect(await pushAnnouncement(ports, log, { ...announcement, audience: { kind: 'all' } })).toEqual({ sent: 3, removed: 0, failed: 0 });
    expect(sent.map((s) => s.endpoint).sort()).toEqual(['https://push.example.com/one', 'https://push.example.com/three', 'https://push.example.com/two']);
    expect(sent[0]?.message).toEqual({ title: 'Welcome', body: 'Classes start on Monday.', url: '/announcement/a-1' });
  });

  it('reaches the members of a group who are still in it', async () => {
    const { ports, log, sent } = await subscribed();
    // u-3 left the group after subscribing.
    const moved = { ...ports, groupOf: async (userId: string) => (userId === 'u-3' ? 'basic' : (groups as Record<string, string | null>)[userId]) };
    await pushAnnouncement(moved, log, { ...announcement, audience: { kind: 'group', groupId: 'premium' } });
    expect(sent.map((s) => s.endpoint)).toEqual(['https://push.example.com/one']);
  });

  it('reaches one user', async () => {
    const { ports, log, sent } = await subscribed();
    await pushAnnouncement(ports, log, { ...announcement, audience: { kind: 'user', userId: 'u-2' } });
    expect(sent.map((s) => s.endpoint)).toEqual(['https://push.example.com/two']);
  });

  it('removes gone subscriptions and logs other failures without throwing', async () => {
    const { ports, log, stored, logs } = await subscribed({
      outcomes: { 'https://push.example.com/two': { status: 'gone' }, 'https://push.example.com/three': new Error('socket hang up') },
    });
    expect(await pushAnnouncement(ports, log, { ...announcement, audience: { kind: 'all' } })).toEqual({ sent: 1, removed: 1, failed: 1 });
    expect([...stored.keys()].sort()).toEqual(['https://push.example.com/one', 'https://push.example.com/three']);
    expect(logs.filter((entry) => entry.level === 'warn').map((entry) => entry.details.reason)).toEqual(['Error: socket hang up']);
  });

  it('only logs when push is not configured', async () => {
    const { ports, log, logs, sent } = await subscribed({ configured: false });
    expect(await pushAnnouncement(ports, log, { ...announcement, audience: { kind: 'all' } })).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect(logs).toEqual([{ level: 'info', message: PUSH_MESSAGES.notConfigured, details: { announcementId: 'a-1' } }]);
  });

  it('logs a failing store instead of throwing', async () => {
    const { ports, log, logs } = await subscribed();
    const broken = { ...ports, subscriptions: { ...ports.subscriptions, listForAudience: async () => Promise.reject(new Error('table down')) } };
    await expect(pushAnnouncement(broken, log, { ...announcement, audience: { kind: 'all' } })).resolves.toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(logs.at(-1)).toMatchObject({ level: 'warn', message: 'Announcement push failed' });
  });
});

describe('notificationSubscriptionRequest', () => {
  it('reads a subscription sent as JSON text', () => {
    expect(notificationSubscriptionRequest.parse({ subscription: JSON.stringify(subscription('a')), userid: 'u-1' }).subscription.endpoint).toBe('https://push.example.com/a');
  });

  it('names the field that is wrong', () => {
    const result = notificationSubscriptionRequest.safeParse({ subscription: { endpoint: 'http://push.example.com/a', keys: { p256dh: 'x' } }, userid: 'u-1' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subscription.endpoint', 'subscription.endpoint must be an https address.'],
      ['subscription.keys.auth', 'subscription.keys.auth is required.'],
    ]);
  });
});
