import type { NotificationKey } from '@lm/shared';
import { api } from '../../../lib/api/client';

type Ok = { success: true; ok: true };

/** GET /public/notification/key: the VAPID public key, null while the stage has no push. */
export const getNotificationKey = () => api.get<NotificationKey>('/public/notification/key', { token: 'none' });

/** POST /api/notification/subscribe {subscription, userid} (SPEC §7); the subscription travels as JSON text in the form. */
export const subscribeNotifications = (subscription: PushSubscriptionJSON, userId: string) =>
  api.post<Ok>('/api/notification/subscribe', { subscription, userid: userId }, { token: 'student' });

/** POST /api/notification/unsubscribe {subscription, userid} (SPEC §7). */
export const unsubscribeNotifications = (subscription: PushSubscriptionJSON, userId: string) =>
  api.post<Ok>('/api/notification/unsubscribe', { subscription, userid: userId }, { token: 'student' });
