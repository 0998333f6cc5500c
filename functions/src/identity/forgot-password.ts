import { routes } from './routes.js';
import { route } from '../app.js';
import { passwordResets } from './deps.js';
import { requestPasswordReset } from './service.js';

export const handler = route(routes.forgotPassword, ({ body }) => requestPasswordReset(passwordResets(), body.email));
