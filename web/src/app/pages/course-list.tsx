import { CourseCatalogue } from '../../components/course-catalogue';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /courses: the published courses, searched by name and narrowed by category. */
export default function CourseListPage() {
  const { aboutWebSite } = useSiteSettings();
  return <CourseCatalogue siteTitle={aboutWebSite.title} />;
}
