import { InstructorDetail } from '../../features/content/components/instructor-detail';
import { instructorListHref } from '../../features/content/utils/content-paths';
import { InstructorSlots } from '../../features/private-classes/components/instructor-slots';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

/**
 * /private/instructors/{id}: an instructor's page by profile id or slug (for instructors with no
 * configured page of their own), and under it their free private-class times, booked by a student
 * with hours (decision 0048).
 */
export default function PrivateInstructorPage() {
  const { params } = useRoute();
  const { routes } = useSiteSettings();
  return (
    <InstructorDetail
      key={params.id}
      idOrSlug={params.id ?? ''}
      listHref={instructorListHref(routes.instructorPages)}
      after={(instructor) => <InstructorSlots key={instructor.id} id={instructor.id} />}
    />
  );
}
