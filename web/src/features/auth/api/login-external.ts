import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/**
 * POST /user/loginExternal: a token of the site's configured external issuer (decision 0023).
 * Sent without a session token: a refusal (401) must not end a session this browser already holds.
 */
export const loginExternal = (token: string) => callRoute(routes.loginExternal, { body: { token }, token: 'none' });
