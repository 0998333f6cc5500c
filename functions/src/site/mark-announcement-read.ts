import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { markAnnouncementRead } from './announcements.js';

export const handler = route(routes.markAnnouncementRead, ({ params, caller }) => markAnnouncementRead(site(), params.id, caller));
