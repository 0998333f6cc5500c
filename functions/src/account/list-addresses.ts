import { routes } from './routes.js';
import { route } from '../app.js';
import { account } from './deps.js';
import { listAddresses } from './service.js';

export const handler = route(routes.listAddresses, ({ caller }) => listAddresses(account(), caller.userId));
