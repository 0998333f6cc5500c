import { PrivateStudent } from '../../features/private-classes/components/private-student';
import { useRoute } from '../route-context';

/** /private/students/{id}: the instructor's view of one student's private classes (decision 0048). */
export default function PrivateStudentPage() {
  const { params } = useRoute();
  return <PrivateStudent key={params.id} id={params.id ?? ''} />;
}
