import type { LoginResponse, RegisterRequest } from '@lm/shared';
import { api } from '../../../lib/api/client';

/** POST /user/register: creates a student account and answers like /user/login; no session token, like it. */
export const register = (input: RegisterRequest) => api.post<LoginResponse>('/user/register', { ...input }, { token: 'none' });
