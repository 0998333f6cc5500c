import { ReviewDetail } from '../../features/content/components/review-detail';
import { useRoute } from '../route-context';

/** /review/{id}: a published review. */
export default function ReviewDetailPage() {
  const { params } = useRoute();
  return <ReviewDetail id={params.id ?? ''} />;
}
