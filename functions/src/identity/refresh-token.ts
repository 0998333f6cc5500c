import { routes } from './routes.js';
import { route } from '../app.js';
import { identity } from './deps.js';
import { refreshSession } from './service.js';

export const handler = route(routes.refreshToken, ({ body }) => refreshSession(identity(), body.refresh_token));
