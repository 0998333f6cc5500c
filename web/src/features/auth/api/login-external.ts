import type { LoginExternalResponse } from '@lm/shared';
import { api } from '../../../lib/api/client';

/**
 * POST /user/loginExternal: a token of the site's configured external issuer (decision 0023).
 * Sent without a session token: a refusal (401) must not end a session this browser already holds.
 */
export const loginExternal = (token: string) => api.post<LoginExternalResponse>('/user/loginExternal', { token }, { token: 'none' });
