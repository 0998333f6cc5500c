import { InstructorDetail } from '../../features/content/components/instructor-detail';
import { instructorListHref } from '../../features/content/utils/content-paths';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

/** /private/instructors/{id}: an instructor's page by profile id, for instructors with no configured page of their own. */
export default function AboutInstructorsPage() {
  const { params } = useRoute();
  const { routes } = useSiteSettings();
  return <InstructorDetail idOrSlug={params.id ?? ''} listHref={instructorListHref(routes.instructorPages)} />;
}
