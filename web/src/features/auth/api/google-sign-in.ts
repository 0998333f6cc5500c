import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** GET /public/user/social/google/authorize: where this sign-in with Google goes (decision 0060). */
export const googleAuthorize = (state: string, nonce: string) => callRoute(routes.googleAuthorize, { query: { state, nonce }, token: 'none' });

/**
 * POST /public/user/social/login/google: Google's ID token, the address it vouches for and the
 * sign-in's nonce. Sent without a session token, as the other sign-ins without a password are.
 */
export const loginGoogle = (body: { email: string; id_token: string; nonce: string; generate_id: string }) => callRoute(routes.loginGoogle, { body, token: 'none' });
