import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** The subscription as the browser gives it (`PushSubscription.toJSON()`). */
type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** GET /public/notification/key: the VAPID public key, null while the stage has no push. */
export const getNotificationKey = () => callRoute(routes.getNotificationKey, {});

/** POST /api/notification/subscribe {subscription, userid} (../shared/SPEC.md §7); the subscription travels as JSON text in the form. */
export const subscribeNotifications = (subscription: PushSubscriptionJSON, userId: string) =>
  callRoute(routes.subscribeNotifications, { body: { subscription: subscription as Subscription, userid: userId }, token: 'student' });

/** POST /api/notification/unsubscribe {subscription, userid} (§7). */
export const unsubscribeNotifications = (subscription: PushSubscriptionJSON, userId: string) =>
  callRoute(routes.unsubscribeNotifications, { body: { subscription: subscription as Subscription, userid: userId }, token: 'student' });
