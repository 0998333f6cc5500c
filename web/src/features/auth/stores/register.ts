import type { RegisterRequest } from '@lm/shared';
import { register as registerCall } from '../api/register';
import { sessions, signedInState } from '../../../lib/sessions';
import { mergeVisitorCart } from './merge-visitor-cart';

/** Registers a student, keeps the session the server opened for it, and merges the visitor cart into theirs. */
export async function registerStudent(input: RegisterRequest) {
  const store = sessions.student;
  store.set({ isFetching: true, error: undefined });
  try {
    const answer = await registerCall(input);
    store.set(signedInState(answer));
    // Registration signs the student in: what they put in the cart as a visitor comes along.
    await mergeVisitorCart();
    return answer.user;
  } catch (error) {
    store.set({ isFetching: false });
    throw error;
  }
}
