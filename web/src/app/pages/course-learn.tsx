import { LearnPage } from '../../features/learn/components/learn-page';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';
import NotFoundPage from './not-found';

/** /courses/{id}/learn: the course's lessons, without the site's header and footer. */
export default function CourseLearnPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <LearnPage courseId={params.id ?? ''} siteTitle={aboutWebSite.title} notFound={<NotFoundPage />} />;
}
