import { useSiteSettings } from '../../hooks/use-site-settings';
import { CourseDetail } from '../../features/storefront/components/course-detail';
import { categoryPath } from '../../lib/category-path';
import { useRoute } from '../route-context';

/** /courses/{id}: a published course; its category links to the configured category page when there is one. */
export default function CourseDetailPage() {
  const { params } = useRoute();
  const { routes } = useSiteSettings();
  return <CourseDetail id={params.id ?? ''} categoryHref={(category) => categoryPath(category, routes.categoryPages)} />;
}
