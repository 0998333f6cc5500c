import { routes } from './routes.js';
import { route } from '../app.js';
import { externalSignIns } from './external-deps.js';
import { socialSignIn } from './external-sign-in.js';

export const handler = route(routes.loginFacebook, ({ body }) =>
  socialSignIn(externalSignIns(), { provider: 'facebook', idToken: body.id_token, account: { username: body.username } }),
);
