import { InstructorDetail } from '../../features/content/components/instructor-detail';
import { instructorListHref } from '../../features/content/utils/content-paths';
import { useSiteSettings } from '../../features/site/stores/site';
import { useRoute } from '../route-context';

/** /private/instructors/{id}: an instructor's page by profile id, for instructors with no configured page of their own. */
export default function AboutInstructorsPage() {
  const { params } = useRoute();
  const { aboutWebSite, routes } = useSiteSettings();
  return <InstructorDetail idOrSlug={params.id ?? ''} siteTitle={aboutWebSite.title} listHref={instructorListHref(routes.instructorPages)} />;
}
