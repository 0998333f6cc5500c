import { PromotionList } from '../../features/content/components/promotion-list';

/** /promotion: the promotions that have not ended. */
export default function PromotionsPage() {
  return <PromotionList />;
}
