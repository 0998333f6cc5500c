import { api } from '../../../lib/api/client';

interface PasswordMessage {
  success: true;
  ok: true;
  message: string;
}

// Without a session token, like the sign-in calls (login.ts): a refusal must not end another session.

/** POST /user/password/forgot: the same answer whether or not the address is registered. */
export const forgotPassword = (email: string) => api.post<PasswordMessage>('/user/password/forgot', { email }, { token: 'none' });

/** POST /user/password/reset: the token comes from the e-mailed /resetpass/{token} link. */
export const resetPassword = (token: string, password: string) => api.post<PasswordMessage>('/user/password/reset', { token, password }, { token: 'none' });
