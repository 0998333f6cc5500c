import { routes } from './routes.js';
import { route } from '../app.js';
import { account } from './deps.js';
import { updateProfile } from './service.js';

export const handler = route(routes.updateProfile, ({ body, caller }) => updateProfile(account(), caller.userId, body));
