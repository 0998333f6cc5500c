import { routes } from './routes.js';
import { route } from '../app.js';
import { account } from './deps.js';
import { deleteAddress } from './service.js';

export const handler = route(routes.deleteAddress, ({ caller, params }) => deleteAddress(account(), caller.userId, params.id));
