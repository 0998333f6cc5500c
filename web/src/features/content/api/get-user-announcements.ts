import { getAnnouncements } from '../../account/api/get-announcements';
import { useResource } from '../../../hooks/use-resource';

/** GET /public/announcement/{id} with the student's token: their announcements with the read flags. */
export function useUserAnnouncements(userId: string) {
  return useResource(`announcements/${userId}`, () => getAnnouncements(userId));
}
