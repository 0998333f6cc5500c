import { useLocation } from 'react-router-dom';
import { CategoryCourses } from '../../features/storefront/components/category-courses';
import { slugOfPath } from '../../lib/category-path';

/** A configured category page (`/courses/category/programming`): the courses of the category its last segment names. */
export default function CategoryCoursesPage() {
  const { pathname } = useLocation();
  return <CategoryCourses slug={slugOfPath(pathname)} />;
}
