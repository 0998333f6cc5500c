import { useTranslation } from 'react-i18next';
import { CatalogueFilters } from '../../../components/catalogue-filters';
import { PagedResults } from '../../../components/paged-results';
import { ProductCard } from '../../../components/product-card';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useCatalogueQuery } from '../../../hooks/use-catalogue-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicCategories } from '../../../hooks/use-public-categories';
import { usePublicProducts } from '../../../hooks/use-public-products';
import '../i18n';

/**
 * The product list at /products: a search by name, the product categories to narrow it, 12 cards
 * a page. The address holds the search (`q`, `category`, `page`), so it can be shared, reloaded and
 * walked back, as the course list's does.
 */
export function ProductCatalogue() {
  const { t } = useTranslation();
  const { value, category, page, hrefWith, search, hrefOfPage } = useCatalogueQuery();
  const products = usePublicProducts({ category: category || undefined, value, page });
  const categories = usePublicCategories('product');
  useDocumentTitle(t('commerce.products.title'));

  return (
    <main className="page sf-page" data-page="products">
      <header className="sf-page__header">
        <h1>{t('commerce.products.title')}</h1>
        <p className="sf-lead">{t('commerce.products.intro')}</p>
      </header>
      <CatalogueFilters
        inputId="cm-product-search"
        words="commerce.products"
        value={value}
        category={category}
        categories={categories.status === 'success' ? categories.data : undefined}
        hrefWith={hrefWith}
        onSearch={search}
      />
      <PagedResults
        list={products}
        countText={(count) => (value ? t('commerce.products.foundFor', { count, value }) : t('commerce.products.found', { count }))}
        loadingText={t('commerce.products.loading')}
        errorText={t('commerce.products.error')}
        emptyText={t('commerce.products.empty')}
        renderItem={(product) => <ProductCard key={product.id} product={product} level={2} />}
        hrefOfPage={hrefOfPage}
      />
    </main>
  );
}
