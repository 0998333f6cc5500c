import { useEffect } from 'react';
import { sessions, toSessionUser } from '../../../lib/sessions';
import { editUser, type AccountKind } from '../api/account';

/** Replaces the session's user with the stored profile; a failure keeps the session as it was. */
export async function refreshSession(kind: AccountKind = 'student'): Promise<void> {
  const { isAuthenticated, user } = sessions[kind].get();
  if (!isAuthenticated || !user) return;
  try {
    const answer = await editUser(user.username, kind);
    // The person may have signed out or switched while the answer travelled.
    if (sessions[kind].get().user?.id === answer.user.id) sessions[kind].set({ user: toSessionUser(answer.user) });
  } catch (error) {
    console.warn('profile not refreshed', error);
  }
}

/** The account area refreshes the stored session when it opens (../shared/SPEC.md §7 POST /user/edit). */
export function useSessionRefresh(kind: AccountKind = 'student'): void {
  useEffect(() => {
    void refreshSession(kind);
  }, [kind]);
}
