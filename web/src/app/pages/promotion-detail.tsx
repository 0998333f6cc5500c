import { PromotionDetail } from '../../features/content/components/promotion-detail';
import { useRoute } from '../route-context';

/** /promotion/{id}: a promotion and the courses it applies to. */
export default function PromotionDetailPage() {
  const { params } = useRoute();
  return <PromotionDetail id={params.id ?? ''} />;
}
