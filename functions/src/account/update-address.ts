import { routes } from './routes.js';
import { route } from '../app.js';
import { account } from './deps.js';
import { updateAddress } from './service.js';

export const handler = route(routes.updateAddress, ({ body, caller, params }) => updateAddress(account(), caller.userId, params.id, body));
