import { defineRoute } from './route.js';
import { notificationKey, notificationSubscriptionRequest, notificationSubscriptionResponse } from './schemas/notification.js';

/**
 * Web push (SPEC §4 "On login success the stored push subscription is registered once",
 * SPEC §7). A caller registers and removes only their own browser's subscription
 * (decision 0022); announcements are pushed to the subscriptions of their audience.
 */
export const notificationRoutes = {
  getNotificationKey: defineRoute({
    id: 'getNotificationKey',
    method: 'GET',
    path: '/public/notification/key',
    domain: 'account',
    access: 'public',
    summary: 'The VAPID public key browsers subscribe with (null while push is not configured).',
    response: notificationKey,
  }),
  subscribeNotifications: defineRoute({
    id: 'subscribeNotifications',
    method: 'POST',
    path: '/api/notification/subscribe',
    domain: 'account',
    access: 'signed-in',
    summary: "Register the caller's browser push subscription.",
    body: notificationSubscriptionRequest,
    response: notificationSubscriptionResponse,
  }),
  unsubscribeNotifications: defineRoute({
    id: 'unsubscribeNotifications',
    method: 'POST',
    path: '/api/notification/unsubscribe',
    domain: 'account',
    access: 'signed-in',
    summary: "Remove the caller's browser push subscription.",
    body: notificationSubscriptionRequest,
    response: notificationSubscriptionResponse,
  }),
};
