import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { CategoryCourses } from '../../features/storefront/components/category-courses';
import { slugOfPath } from '../../lib/category-path';

/** A configured category page (`/courses/category/programming`): the courses of the category its last segment names. */
export default function CategoryCoursesPage() {
  const { pathname } = useLocation();
  const { aboutWebSite } = useSiteSettings();
  return <CategoryCourses slug={slugOfPath(pathname)} siteTitle={aboutWebSite.title} />;
}
