import { CourseCatalogue } from '../../components/course-catalogue';

/** /courses: the published courses, searched by name and narrowed by category. */
export default function CourseListPage() {
  return <CourseCatalogue />;
}
