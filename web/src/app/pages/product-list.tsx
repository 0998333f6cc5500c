import { ProductCatalogue } from '../../features/commerce/components/product-catalogue';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /products: the published products, searched by name and narrowed by category. */
export default function ProductListPage() {
  const { aboutWebSite } = useSiteSettings();
  return <ProductCatalogue siteTitle={aboutWebSite.title} />;
}
