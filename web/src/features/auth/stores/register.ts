import type { RegisterRequest } from '@lm/shared';
import { register as registerCall } from '../api/register';
import { sessions, toSessionUser } from './sessions';

/** Registers a student and keeps the session the server opened for it. */
export async function registerStudent(input: RegisterRequest) {
  const store = sessions.student;
  store.set({ isFetching: true, error: undefined });
  try {
    const answer = await registerCall(input);
    store.set({
      token: answer.id_token,
      refreshToken: answer.refresh_token,
      expiresAt: answer.session_expires_at,
      user: toSessionUser(answer.user),
      isFetching: false,
      isAuthenticated: true,
      sessionExpired: false,
      error: undefined,
    });
    return answer.user;
  } catch (error) {
    store.set({ isFetching: false });
    throw error;
  }
}
