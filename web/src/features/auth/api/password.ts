import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

// Without a session token, like the sign-in calls (login.ts): a refusal must not end another session.

/** POST /user/password/forgot: the same answer whether or not the address is registered. */
export const forgotPassword = (email: string) => callRoute(routes.forgotPassword, { body: { email }, token: 'none' });

/** POST /user/password/reset: the token comes from the e-mailed /resetpass/{token} link. */
export const resetPassword = (token: string, password: string) => callRoute(routes.resetPassword, { body: { token, password }, token: 'none' });
