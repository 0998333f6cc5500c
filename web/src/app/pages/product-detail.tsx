import { ProductDetail } from '../../features/commerce/components/product-detail';
import { useRoute } from '../route-context';

/** /products/{id}: a published product, to add to the cart or buy now. */
export default function ProductDetailPage() {
  const { params } = useRoute();
  return <ProductDetail id={params.id ?? ''} />;
}
