import { createStore } from './store';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from './api/call-route';

/** ../shared/SPEC.md §4: the unread count is the announcements with action_read 0; set, and decremented on read. */
export const unread = createStore<{ count: number }>({ count: 0 });

export const setUnread = (count: number) => unread.set({ count: Math.max(0, count) });
export const markOneRead = () => unread.set((state) => ({ count: Math.max(0, state.count - 1) }));

export async function loadUnread(userId: string): Promise<void> {
  try {
    const list = await callRoute(routes.listUserAnnouncements, { params: { id: userId }, token: 'student' });
    setUnread(list.filter((item) => item.action_read === 0).length);
  } catch (error) {
    console.warn('unread announcements not loaded', error);
  }
}
