import { routes } from './routes.js';
import { route } from '../app.js';
import { identity } from './deps.js';
import { signOut } from './service.js';

export const handler = route(routes.logout, ({ body, caller }) => signOut(identity(), caller.userId, body.user_id));
