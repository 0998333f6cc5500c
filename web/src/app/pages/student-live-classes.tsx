import { StudentLiveClasses } from '../../features/live-classes/components/student-live-classes';

/** /myaccount/student/course/live: booked, bookable and past live classes (decision 0047). */
export default function StudentLiveClassesPage() {
  return <StudentLiveClasses />;
}
