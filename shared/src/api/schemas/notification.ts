import * as z from 'zod';
import { message } from '../messages.js';
import { json, okBody, text } from './common.js';

/** The longest endpoint accepted; push services' endpoints are a few hundred characters. */
const MAX_ENDPOINT = 2048;

/** A key of a PushSubscription: base64url text as `PushSubscription.toJSON()` writes it. */
const base64Url = (label: string, max: number) =>
  z
    .string({ error: message('required', { label }) })
    .trim()
    .min(1, message('required', { label }))
    .max(max, message('tooLong', { label }))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url text.`);

/**
 * `PushSubscription.toJSON()` as the browser gives it. Only https endpoints:
 * every push service is one, and the server posts to whatever is stored here.
 */
export const pushSubscription = z.object(
  {
    endpoint: z
      .string({ error: 'subscription.endpoint is required.' })
      .trim()
      .max(MAX_ENDPOINT, 'subscription.endpoint is too long.')
      .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'subscription.endpoint must be an https address.'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: base64Url('subscription.keys.p256dh', 256),
        auth: base64Url('subscription.keys.auth', 64),
      },
      { error: 'subscription.keys must hold p256dh and auth.' },
    ),
  },
  { error: 'subscription must be a push subscription (endpoint and keys).' },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscription>;

/** ../shared/SPEC.md §7 `{subscription, userid}`; form-data sends the subscription as JSON text. */
export const notificationSubscriptionRequest = z.object({
  subscription: json(pushSubscription),
  userid: text('userid', 64),
});
export type NotificationSubscriptionRequest = z.infer<typeof notificationSubscriptionRequest>;

export const notificationSubscriptionResponse = okBody;

/** The VAPID public key the SPA subscribes with; null while push is not configured for the stage. */
export const notificationKey = z.object({ publicKey: z.string().nullable() });
export type NotificationKey = z.infer<typeof notificationKey>;

/** The SecureString SSM parameter holding a stage's VAPID keys as JSON (decision 0022): written by `npm run vapid`, read by the Lambdas. */
export const vapidParameterName = (stage: string) => `/marketplace/${stage}/vapid`;
/** The SecureString parameter of a stage's Omise keys (decision 0031): JSON of publicKey, secretKey, webhookSecret. */
export const omiseParameterName = (stage: string) => `/marketplace/${stage}/omise`;
/** The SecureString parameter of a stage's partner bookstore (decision 0031): JSON of merchantId, secret, checkoutUrl. */
export const bookstoreParameterName = (stage: string) => `/marketplace/${stage}/bookstore`;
