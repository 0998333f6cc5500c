import type { TokenKind } from '../../../lib/api/client';
import { sessions } from '../../../lib/sessions';
import { useStore } from '../../../lib/store';

/** Whose token goes with the learn page's calls: a signed-in student, else an instructor, else an administrator; none for a visitor. */
export type LearnIdentity = TokenKind | 'none';

/** The learn routes take an optional identity: the caller's session decides what they may open and where they are. */
export function useLearnIdentity(): LearnIdentity {
  const student = useStore(sessions.student, (state) => state.isAuthenticated);
  const instructor = useStore(sessions.instructor, (state) => state.isAuthenticated);
  const admin = useStore(sessions.admin, (state) => state.isAuthenticated);
  return student ? 'student' : instructor ? 'instructor' : admin ? 'admin' : 'none';
}
