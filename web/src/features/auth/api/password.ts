import { api } from '../../../lib/api/client';

interface PasswordMessage {
  success: true;
  ok: true;
  message: string;
}

/** POST /user/password/forgot: the same answer whether or not the address is registered. */
export const forgotPassword = (email: string) => api.post<PasswordMessage>('/user/password/forgot', { email });

/** POST /user/password/reset: the token comes from the e-mailed /resetpass/{token} link. */
export const resetPassword = (token: string, password: string) => api.post<PasswordMessage>('/user/password/reset', { token, password });
