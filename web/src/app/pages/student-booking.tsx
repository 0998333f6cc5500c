import { StudyBooking } from '../../features/study-booking/components/study-booking';
import { useRoute } from '../route-context';

/** /myaccount/student/booking[/{branch id}]: the student books and cancels study-room seats at the branches (decision 0052). */
export default function StudentBookingPage() {
  const { params } = useRoute();
  return <StudyBooking branchId={params.id} />;
}
