import { CourseIframe } from '../../features/content/components/course-iframe';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

/** /iframe/courses/{id}: a course card for embedding elsewhere. */
export default function CourseIframePage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <CourseIframe id={params.id ?? ''} siteTitle={aboutWebSite.title} />;
}
