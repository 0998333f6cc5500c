import { Announcements } from '../../features/content/components/announcements';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /announcement: the signed-in student's announcements. */
export default function AnnouncementsPage() {
  const { aboutWebSite } = useSiteSettings();
  return <Announcements siteTitle={aboutWebSite.title} />;
}
