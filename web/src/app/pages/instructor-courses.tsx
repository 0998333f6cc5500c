import { TeachingCourses } from '../../features/teaching/components/teaching-courses';

/** /myaccount/instructor/courses: the courses the instructor teaches. */
export default function InstructorCoursesPage() {
  return <TeachingCourses />;
}
