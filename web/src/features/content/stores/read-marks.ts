import { markOneRead } from '../../account/stores/unread';
import { sessions } from '../../auth/stores/sessions';
import { createStore } from '../../../lib/store';

/**
 * Announcements opened here, per user. The API has no call that marks one read, so the read
 * flag (action_read) of SPEC §3 stays 0 on the server; this keeps what the student opened
 * for as long as the page lives, so the list shows it read and the count falls only once.
 */
export const readMarks = createStore<{ read: Record<string, readonly string[]> }>({ read: {} });

export const isMarkedRead = (state: { read: Record<string, readonly string[]> }, userId: string, id: string) => state.read[userId]?.includes(id) ?? false;

/**
 * SPEC §4: reading an unread announcement decrements the unread count by one. Opening it again,
 * or opening one already read, changes nothing. Answers whether the count fell.
 */
export function markRead(userId: string, announcement: { id: string; action_read: 0 | 1 }): boolean {
  watchSignOut();
  if (announcement.action_read !== 0 || isMarkedRead(readMarks.get(), userId, announcement.id)) return false;
  readMarks.set((state) => ({ read: { ...state.read, [userId]: [...(state.read[userId] ?? []), announcement.id] } }));
  markOneRead();
  return true;
}

/** What the list shows: read on the server, or opened here. */
export const isRead = (state: { read: Record<string, readonly string[]> }, userId: string, announcement: { id: string; action_read: 0 | 1 }) =>
  announcement.action_read === 1 || isMarkedRead(state, userId, announcement.id);

export const resetReadMarks = () => readMarks.set({ read: {} });

let watching = false;

/** The count is loaded from the server again at the next sign-in, so the marks made here go with the session. */
function watchSignOut(): void {
  if (watching) return;
  watching = true;
  sessions.student.subscribe(() => {
    if (!sessions.student.get().isAuthenticated && Object.keys(readMarks.get().read).length > 0) resetReadMarks();
  });
}
