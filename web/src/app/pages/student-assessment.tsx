import { useSessionRefresh } from '../../features/account/stores/session-refresh';
import { StudentAssessment } from '../../features/account/components/student-assessment';
import { useRoute } from '../route-context';

/** /myaccount/student/assessment/{id}: the student's assessments in a course (`{id}`, decision 0043). */
export default function StudentAssessmentPage() {
  useSessionRefresh();
  const { params } = useRoute();
  return <StudentAssessment courseId={params.id ?? ''} />;
}
