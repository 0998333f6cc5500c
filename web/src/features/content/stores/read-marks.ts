import { markOneRead } from '../../../lib/unread';
import { sessions } from '../../../lib/sessions';
import { createStore } from '../../../lib/store';
import { markAnnouncementRead } from '../api/mark-announcement-read';

/**
 * Announcements opened here, per user: the list already loaded shows them read and the count
 * falls only once, while the server records the read (action_read 1) for the next load.
 */
export const readMarks = createStore<{ read: Record<string, readonly string[]> }>({ read: {} });

export const isMarkedRead = (state: { read: Record<string, readonly string[]> }, userId: string, id: string) => state.read[userId]?.includes(id) ?? false;

/**
 * ../shared/SPEC.md §4: reading an unread announcement decrements the unread count by one. Opening
 * it again, or opening one already read, changes nothing. Answers whether the count fell.
 */
export function markRead(userId: string, announcement: { id: string; action_read: 0 | 1 }): boolean {
  watchSignOut();
  if (announcement.action_read !== 0 || isMarkedRead(readMarks.get(), userId, announcement.id)) return false;
  readMarks.set((state) => ({ read: { ...state.read, [userId]: [...(state.read[userId] ?? []), announcement.id] } }));
  markOneRead();
  // The count has fallen already; a failed record only means the next load counts it unread again.
  markAnnouncementRead(announcement.id).catch((error: unknown) => console.warn('Could not record the announcement as read.', error));
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
