import { ReviewDetail } from '../../features/content/components/review-detail';
import { useSiteSettings } from '../../features/site/stores/site';
import { useRoute } from '../route-context';

/** /review/{id}: a published review. */
export default function ReviewDetailPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <ReviewDetail id={params.id ?? ''} siteTitle={aboutWebSite.title} />;
}
