import type { RegisterRequest } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** POST /user/register: creates a student account and answers like /user/login; no session token, like it. */
export const register = (input: RegisterRequest) => callRoute(routes.register, { body: input, token: 'none' });
