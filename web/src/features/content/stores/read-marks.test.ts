import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnread, unread } from '../../../lib/unread';
import { markAnnouncementRead } from '../api/mark-announcement-read';
import { isRead, markRead, readMarks, resetReadMarks } from './read-marks';

vi.mock('../api/mark-announcement-read', () => ({ markAnnouncementRead: vi.fn(() => Promise.resolve({ success: true, ok: true, action_read: 1 })) }));

describe('reading announcements (SPEC §4)', () => {
  beforeEach(() => {
    resetReadMarks();
    setUnread(2);
    vi.mocked(markAnnouncementRead).mockClear();
  });

  it('decrements the unread count by one when an unread announcement is opened, once however often it is opened', () => {
    expect(markRead('u-1', { id: 'a-1', action_read: 0 })).toBe(true);
    expect(unread.get().count).toBe(1);
    expect(markRead('u-1', { id: 'a-1', action_read: 0 })).toBe(false);
    expect(unread.get().count).toBe(1);
    expect(vi.mocked(markAnnouncementRead).mock.calls).toEqual([['a-1']]);
    expect(isRead(readMarks.get(), 'u-1', { id: 'a-1', action_read: 0 })).toBe(true);
  });

  it('leaves the count alone for an announcement already read, and keeps each user’s marks apart', () => {
    expect(markRead('u-1', { id: 'a-2', action_read: 1 })).toBe(false);
    expect(unread.get().count).toBe(2);
    markRead('u-1', { id: 'a-3', action_read: 0 });
    expect(isRead(readMarks.get(), 'u-2', { id: 'a-3', action_read: 0 })).toBe(false);
    expect(isRead(readMarks.get(), 'u-2', { id: 'a-2', action_read: 1 })).toBe(true);
  });

  it('never counts below zero', () => {
    setUnread(0);
    markRead('u-1', { id: 'a-4', action_read: 0 });
    expect(unread.get().count).toBe(0);
  });
});
