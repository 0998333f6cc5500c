import { SESSION_LIFETIME_SECONDS } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/**
 * POST /user/login: every role; the SPA decides which area admits it (../shared/SPEC.md §5). The
 * credential calls carry no session token: a refusal (401) must not end a session this browser
 * already holds.
 */
export const login = (username: string, password: string) =>
  callRoute(routes.login, { body: { username, password, expired_time: SESSION_LIFETIME_SECONDS }, token: 'none' });

/** POST /user/instructor/login: role 2 only, refused by the server otherwise. */
export const instructorLogin = (username: string, password: string) => callRoute(routes.instructorLogin, { body: { username, password }, token: 'none' });
