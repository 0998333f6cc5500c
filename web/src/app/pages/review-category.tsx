import { ReviewCategory } from '../../features/content/components/review-list';
import { useRoute } from '../route-context';

/** /review/category/{id}: the reviews of one category, named by id or slug. */
export default function ReviewCategoryPage() {
  const { params } = useRoute();
  return <ReviewCategory idOrSlug={params.id ?? ''} />;
}
