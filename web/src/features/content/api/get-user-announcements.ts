import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /public/announcement/{id} with the student's token: their announcements with the read flags. */
export const useUserAnnouncements = (userId: string) => useRouteResource(routes.listUserAnnouncements, { params: { id: userId }, token: 'student' });
