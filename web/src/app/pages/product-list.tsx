import { ProductCatalogue } from '../../features/commerce/components/product-catalogue';

/** /products: the published products, searched by name and narrowed by category. */
export default function ProductListPage() {
  return <ProductCatalogue />;
}
