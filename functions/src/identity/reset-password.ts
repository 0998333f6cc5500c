import { routes } from './routes.js';
import { route } from '../app.js';
import { passwordResets } from './deps.js';
import { resetPassword } from './service.js';

export const handler = route(routes.resetPassword, ({ body }) => resetPassword(passwordResets(), body.token, body.password));
