import { routes } from './routes.js';
import { route } from '../app.js';
import { account } from './deps.js';
import { getProfile } from './service.js';

export const handler = route(routes.getProfile, ({ caller }) => getProfile(account(), caller.userId));
