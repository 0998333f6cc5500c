import { useLocation } from 'react-router-dom';
import { InstructorDetail } from '../../features/content/components/instructor-detail';
import { instructorListHref } from '../../features/content/utils/content-paths';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { slugOfPath } from '../../lib/category-path';

/** A configured instructor page (`/instructor/somchai`): the profile whose slug is the last path segment, with their courses. */
export default function InstructorDetailPage() {
  const { pathname } = useLocation();
  const { routes } = useSiteSettings();
  return <InstructorDetail idOrSlug={slugOfPath(pathname)} listHref={instructorListHref(routes.instructorPages)} />;
}
