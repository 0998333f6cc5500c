import { routes } from './routes.js';
import { route } from '../app.js';
import { externalSignIns } from './external-deps.js';
import { socialSignIn } from './external-sign-in.js';

// generate_id is the visitor's anonymous id (../shared/SPEC.md §3); sign-in does not need it.
export const handler = route(routes.loginGoogle, ({ body }) =>
  socialSignIn(externalSignIns(), { provider: 'google', idToken: body.id_token, account: { email: body.email }, nonce: body.nonce }),
);
