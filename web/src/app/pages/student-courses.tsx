import { useSessionRefresh } from '../../features/account/stores/session-refresh';
import { MyCourses } from '../../features/commerce/components/my-courses';

/** /myaccount/student/course: the courses the student owns. */
export default function StudentCoursesPage() {
  useSessionRefresh();
  return <MyCourses />;
}
