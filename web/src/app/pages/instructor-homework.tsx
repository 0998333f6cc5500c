import { HomeworkReview, HomeworkReviews } from '../../features/teaching/components/homework-reviews';
import { useRoute } from '../route-context';

/** /myaccount/instructor/homework: the submissions to review; with `{id}`, one of them and its review (decision 0041). */
export default function InstructorHomeworkPage() {
  const { params } = useRoute();
  return params.id ? <HomeworkReview key={params.id} id={params.id} /> : <HomeworkReviews />;
}
