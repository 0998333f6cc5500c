import { ReviewList } from '../../features/content/components/review-list';

/** /review: the published reviews, with their categories. */
export default function ReviewsPage() {
  return <ReviewList />;
}
