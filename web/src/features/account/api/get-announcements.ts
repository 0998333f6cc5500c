import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** GET /public/announcement/{id}: a user's announcements, each with action_read. */
export const getAnnouncements = (userId: string) => callRoute(routes.listUserAnnouncements, { params: { id: userId }, token: 'student' });
