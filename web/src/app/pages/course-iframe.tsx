import { CourseIframe } from '../../features/content/components/course-iframe';
import { useRoute } from '../route-context';

/** /iframe/courses/{id}: a course card for embedding elsewhere. */
export default function CourseIframePage() {
  const { params } = useRoute();
  return <CourseIframe id={params.id ?? ''} />;
}
