import type { RegisterRequest } from '@lm/shared';
import { register as registerCall } from '../api/register';
import { sessions, signedInState } from '../../../lib/sessions';

/** Registers a student and keeps the session the server opened for it. */
export async function registerStudent(input: RegisterRequest) {
  const store = sessions.student;
  store.set({ isFetching: true, error: undefined });
  try {
    const answer = await registerCall(input);
    store.set(signedInState(answer));
    return answer.user;
  } catch (error) {
    store.set({ isFetching: false });
    throw error;
  }
}
