import { AnnouncementDetail } from '../../features/content/components/announcements';
import { useRoute } from '../route-context';

/** /announcement/{id}: one of the signed-in student's announcements. */
export default function AnnouncementDetailPage() {
  const { params } = useRoute();
  return <AnnouncementDetail id={params.id ?? ''} />;
}
