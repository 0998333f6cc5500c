import { api, type TokenKind } from '../../../lib/api/client';

/** POST /user/logout: ends the caller's own server session. */
export const logout = (userId: string, token: TokenKind) => api.post<{ ok: true }>('/user/logout', { user_id: userId }, { token });
