import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** POST /api/announcement/{id}/read: the server keeps that the student read it (action_read 1). */
export const markAnnouncementRead = (id: string) => callRoute(routes.markAnnouncementRead, { params: { id }, token: 'student' });
