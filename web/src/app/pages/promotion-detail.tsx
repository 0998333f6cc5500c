import { PromotionDetail } from '../../features/content/components/promotion-detail';
import { useSiteSettings } from '../../features/site/stores/site';
import { useRoute } from '../route-context';

/** /promotion/{id}: a promotion and the courses it applies to. */
export default function PromotionDetailPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <PromotionDetail id={params.id ?? ''} siteTitle={aboutWebSite.title} />;
}
