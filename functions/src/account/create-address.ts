import { routes } from './routes.js';
import { route } from '../app.js';
import { account } from './deps.js';
import { createAddress } from './service.js';

export const handler = route(routes.createAddress, ({ body, caller }) => createAddress(account(), caller.userId, body));
