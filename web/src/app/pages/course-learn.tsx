import { LearnPage } from '../../features/learn/components/learn-page';
import { useRoute } from '../route-context';
import NotFoundPage from './not-found';

/** /courses/{id}/learn: the course's lessons, without the site's header and footer. */
export default function CourseLearnPage() {
  const { params } = useRoute();
  return <LearnPage courseId={params.id ?? ''} notFound={<NotFoundPage />} />;
}
