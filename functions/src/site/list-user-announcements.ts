import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { userAnnouncements } from './announcements.js';

export const handler = route(routes.listUserAnnouncements, ({ params, caller }) => userAnnouncements(site(), params.id, caller));
