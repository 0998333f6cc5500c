import { InstructorSlots } from '../../features/private-classes/components/instructor-slots';
import { useRoute } from '../route-context';

/** /private/instructors/{id}: an instructor's free private-class times, booked by a student with hours (decision 0048). */
export default function PrivateInstructorPage() {
  const { params } = useRoute();
  return <InstructorSlots key={params.id} id={params.id ?? ''} />;
}
