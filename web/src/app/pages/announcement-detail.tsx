import { AnnouncementDetail } from '../../features/content/components/announcements';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

/** /announcement/{id}: one of the signed-in student's announcements. */
export default function AnnouncementDetailPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <AnnouncementDetail id={params.id ?? ''} siteTitle={aboutWebSite.title} />;
}
