import { routes } from './routes.js';
import { route } from '../app.js';
import { externalSignIns } from './external-deps.js';
import { externalSignIn } from './external-sign-in.js';

export const handler = route(routes.loginExternal, ({ body }) => externalSignIn(externalSignIns(), body.token));
