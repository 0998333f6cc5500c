import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** POST /user/logout: ends the caller's own server session. */
export const logout = (userId: string, token: TokenKind) => callRoute(routes.logout, { body: { user_id: userId }, token });
