import { PromotionList } from '../../features/content/components/promotion-list';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /promotion: the promotions that have not ended. */
export default function PromotionsPage() {
  const { aboutWebSite } = useSiteSettings();
  return <PromotionList siteTitle={aboutWebSite.title} />;
}
