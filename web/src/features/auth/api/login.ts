import { SESSION_LIFETIME_SECONDS, type LoginResponse } from '@lm/shared';
import { api } from '../../../lib/api/client';

/**
 * POST /user/login: every role; the SPA decides which area admits it (SPEC §5). The credential calls
 * carry no session token: a refusal (401) must not end a session this browser already holds.
 */
export const login = (username: string, password: string) =>
  api.post<LoginResponse>('/user/login', { username, password, expired_time: SESSION_LIFETIME_SECONDS }, { token: 'none' });

/** POST /user/instructor/login: role 2 only, refused by the server otherwise. */
export const instructorLogin = (username: string, password: string) =>
  api.post<LoginResponse>('/user/instructor/login', { username, password }, { token: 'none' });
