import { routes } from './routes.js';
import { route } from '../app.js';
import { push } from './notification-deps.js';
import { notificationKey } from './notifications.js';

export const handler = route(routes.getNotificationKey, () => notificationKey(push()));
