import { defineRoute, EXAMPLE_USER_ID } from './route.js';
import { notificationKey, notificationSubscriptionRequest, notificationSubscriptionResponse } from './schemas/notification.js';

const exampleSubscription = {
  subscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/example-browser',
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  },
  userid: EXAMPLE_USER_ID,
};

/**
 * Web push (../shared/SPEC.md §4 "On login success the stored push subscription is registered
 * once", §7). A caller registers and removes only their own browser's subscription
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
    ownership: { kind: 'body', field: 'userid' },
    example: exampleSubscription,
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
    ownership: { kind: 'body', field: 'userid' },
    example: exampleSubscription,
  }),
};
