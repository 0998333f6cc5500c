import { InstructorAssessment } from '../../features/teaching/components/instructor-assessment';
import { useRoute } from '../route-context';

/** /myaccount/instructor/assessment/{id}: the instructor's assessments in a course they teach (`{id}`, decision 0043). */
export default function InstructorAssessmentPage() {
  const { params } = useRoute();
  return <InstructorAssessment courseId={params.id ?? ''} />;
}
