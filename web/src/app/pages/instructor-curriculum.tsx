import { TeachingCurriculum } from '../../features/teaching/components/teaching-curriculum';
import { useRoute } from '../route-context';

/** /myaccount/instructor/courses/{id}/curriculum: one of the instructor's courses' curriculum. */
export default function InstructorCurriculumPage() {
  const { params } = useRoute();
  return <TeachingCurriculum courseId={params.id ?? ''} />;
}
