import type { Announcement } from '@lm/shared';
import { api } from '../../../lib/api/client';

/** GET /public/announcement/{id}: a user's announcements, each with action_read. */
export const getAnnouncements = (userId: string) =>
  api.get<Announcement[]>(`/public/announcement/${encodeURIComponent(userId)}`, { token: 'student' });
