import webpush from 'web-push';
import { readSecureParameter } from './secure-parameter.js';
import * as z from 'zod';
import type { PushSender } from '../account/notification-ports.js';

/** A stage's VAPID keys: the JSON of `/marketplace/<stage>/vapid`, or `.local/vapid.json` (decision 0022). */
export const vapidKeys = z.object({
  publicKey: z.string().min(1),
  privateKey: z.string().min(1),
  /** Who the push services may contact: an https: or mailto: address. */
  subject: z.string().min(1),
});
export type VapidKeys = z.infer<typeof vapidKeys>;

/** The subject used when none is configured; push services only need a way to reach the sender. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@example.com';

export function generateVapidKeys(subject = DEFAULT_VAPID_SUBJECT): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey, subject };
}

/**
 * Reads the keys from their SecureString parameter through the AWS Parameters and Secrets Lambda
 * extension (a layer of the function, on localhost), so the Lambda bundles no SSM client (decision
 * 0008); read once per cold start by the caller.
 */
export async function readVapidParameter(name: string, environment: NodeJS.ProcessEnv = process.env, send: typeof fetch = fetch): Promise<VapidKeys> {
  return vapidKeys.parse(JSON.parse(await readSecureParameter(name, environment, send)));
}

/** How long a push service keeps an undelivered announcement: a day. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 5_000;

/**
 * Sends through the `web-push` library: it encrypts the payload (aes128gcm) and signs the
 * VAPID header; the request itself goes out with fetch, so one timeout covers it. A 404 or
 * 410 means the browser dropped the subscription.
 */
export function createWebPushSender(keys: VapidKeys, send: typeof fetch = fetch): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(subscription, message) {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        JSON.stringify({ title: message.title, body: message.body, url: message.url }),
        { vapidDetails: keys, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      // fetch sets the length of the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await send(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return { status: 'sent' };
      if (response.status === 404 || response.status === 410) return { status: 'gone' };
      return { status: 'failed', reason: `push service answered ${response.status}` };
    },
  };
}
