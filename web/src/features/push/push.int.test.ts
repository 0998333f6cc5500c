import { localDatabase } from '@lm/functions/testing/api';
import type {} from '@lm/functions/testing/provided-context';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();
const student2 = () => inject('userIds').student2 as string;
const storedEndpoints = async () => (await db.pushSubscriptions.query.byUser({ userId: student2() }).go({ pages: 'all' })).data.map((item) => item.endpoint);

afterAll(async () => {
  for (const item of (await db.pushSubscriptions.query.byUser({ userId: student2() }).go({ pages: 'all' })).data) {
    await db.pushSubscriptions.delete({ subscriptionId: item.subscriptionId }).go();
  }
});

describe('web push in Chromium', () => {
  it('registers the subscription once after signing in and removes it at sign-out', { timeout: 60_000 }, async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const browserSubscription = {
      endpoint: `${inject('pushServiceOrigin')}/student2`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    const page = await suite.page();
    await page.context().grantPermissions(['notifications'], { origin: inject('webUrl') });
    // Headless Chromium here has no push service (no network): PushManager's subscribe and
    // getSubscription are replaced by a stand-in answering a subscription at the push service the
    // test stack names. Everything else (permission, service worker, API calls, storage) is real.
    await page.addInitScript((json) => {
      let subscribed = false;
      const subscription = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          subscribed = false;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function () {
        subscribed = true;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return subscribed ? (subscription as unknown as PushSubscription) : null;
      };
    }, browserSubscription);

    await page.goto(url('/signin'));
    await suite.signIn(page, 'student2');
    await page.waitForURL(url('/myaccount/student/dashboard'));

    await expect.poll(storedEndpoints, { timeout: 20_000 }).toEqual([browserSubscription.endpoint]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lm.push_registered'))).toBe(JSON.stringify(student2()));
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('lm.push_subscription'))) ?? 'null')).toEqual(browserSubscription);

    await page.goto(url('/signout'));
    await expect.poll(storedEndpoints, { timeout: 20_000 }).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('lm.push_registered'))).toBeNull();
  });
});
