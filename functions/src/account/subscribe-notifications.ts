import { routes } from './routes.js';
import { route } from '../app.js';
import { push } from './notification-deps.js';
import { subscribePush } from './notifications.js';

export const handler = route(routes.subscribeNotifications, async ({ body, caller }) => {
  await subscribePush(push(), caller, body);
  return { success: true as const, ok: true as const };
});
