import { BuyNow } from '../../features/commerce/components/buy-now';
import { useRoute } from '../route-context';

/** /cart/{id}: buy now, by the item's id alone (decision 0030). */
export default function CartItemPage() {
  const { params } = useRoute();
  return <BuyNow id={params.id ?? ''} />;
}
