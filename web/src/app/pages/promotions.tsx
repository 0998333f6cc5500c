import { PromotionList } from '../../features/content/components/promotion-list';
import { useSiteSettings } from '../../features/site/stores/site';

/** /promotion: the promotions that have not ended. */
export default function PromotionsPage() {
  const { aboutWebSite } = useSiteSettings();
  return <PromotionList siteTitle={aboutWebSite.title} />;
}
