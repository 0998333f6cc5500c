import { useEffect } from 'react';
import { sessions, toSessionUser } from '../../../lib/sessions';
import { editUser } from '../api/account';

/** Replaces the student session's user with the stored profile; a failure keeps the session as it was. */
export async function refreshStudentSession(): Promise<void> {
  const { isAuthenticated, user } = sessions.student.get();
  if (!isAuthenticated || !user) return;
  try {
    const answer = await editUser(user.username);
    // The person may have signed out or switched while the answer travelled.
    if (sessions.student.get().user?.id === answer.user.id) sessions.student.set({ user: toSessionUser(answer.user) });
  } catch (error) {
    console.warn('profile not refreshed', error);
  }
}

/** The account area refreshes the stored session when it opens (../shared/SPEC.md §7 POST /user/edit). */
export function useSessionRefresh(): void {
  useEffect(() => {
    void refreshStudentSession();
  }, []);
}
