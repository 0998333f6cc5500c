import { Announcements } from '../../features/content/components/announcements';

/** /announcement: the signed-in student's announcements. */
export default function AnnouncementsPage() {
  return <Announcements />;
}
