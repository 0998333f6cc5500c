import { api } from '../../../lib/api/client';

/** POST /api/announcement/{id}/read: the server keeps that the student read it (action_read 1). */
export const markAnnouncementRead = (id: string) =>
  api.post<{ success: true; ok: true; action_read: 1 }>(`/api/announcement/${encodeURIComponent(id)}/read`, {}, { token: 'student' });
