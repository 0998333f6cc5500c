import { routes } from './routes.js';
import { route } from '../app.js';
import { account } from './deps.js';
import { refreshSessionUser } from './service.js';

export const handler = route(routes.editUser, ({ body, caller }) => refreshSessionUser(account(), caller, body.username));
