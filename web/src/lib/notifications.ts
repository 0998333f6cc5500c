import { createStore } from './store';

/** ../shared/SPEC.md §3 "Notification": message, level, options; shown for a set time (§9). */
export interface Notice {
  id: number;
  level: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  message: string;
  durationMs: number;
}

export const notices = createStore<{ items: Notice[] }>({ items: [] });

let next = 1;

export function notify(notice: Omit<Notice, 'id'>): number {
  const id = next++;
  notices.set((state) => ({ items: [...state.items, { ...notice, id }] }));
  setTimeout(() => dismiss(id), notice.durationMs);
  return id;
}

export function dismiss(id: number): void {
  notices.set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
}
