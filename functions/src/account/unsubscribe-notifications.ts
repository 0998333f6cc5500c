import { routes } from './routes.js';
import { route } from '../app.js';
import { push } from './notification-deps.js';
import { unsubscribePush } from './notifications.js';

export const handler = route(routes.unsubscribeNotifications, async ({ body, caller }) => {
  await unsubscribePush(push(), caller, body);
  return { success: true as const, ok: true as const };
});
