import { routes } from './routes.js';
import { route } from '../app.js';
import { externalSignIns } from './external-deps.js';
import { socialSignIn } from './external-sign-in.js';

export const handler = route(routes.loginAzureAd, ({ body }) =>
  socialSignIn(externalSignIns(), { provider: 'azureAd', idToken: body.id_token, account: { email: body.email } }),
);
