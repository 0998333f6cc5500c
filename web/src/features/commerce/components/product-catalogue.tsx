import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { pageParam } from '../../../components/course-catalogue';
import { PagedResults } from '../../../components/paged-results';
import { ProductCard } from '../../../components/product-card';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicCategories } from '../../../hooks/use-public-categories';
import { usePublicProducts } from '../../../hooks/use-public-products';
import '../i18n';

/**
 * The product list at /products: a search by name, the product categories to narrow it, 12 cards
 * a page. The address holds the search (`q`, `category`, `page`), so it can be shared, reloaded and
 * walked back, as the course list's does.
 */
export function ProductCatalogue({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const value = params.get('q')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const page = pageParam(params.get('page'));
  const products = usePublicProducts({ category: category || undefined, value, page });
  const categories = usePublicCategories('product');
  useDocumentTitle(t('commerce.products.title'), siteTitle);

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, changed] of Object.entries(changes)) {
      if (changed) next.set(name, changed);
      else next.delete(name);
    }
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams(params);
    if (typed) next.set('q', typed);
    else next.delete('q');
    next.delete('page');
    setParams(next);
  };

  return (
    <main className="page sf-page" data-page="products">
      <header className="sf-page__header">
        <h1>{t('commerce.products.title')}</h1>
        <p className="sf-lead">{t('commerce.products.intro')}</p>
      </header>
      <form role="search" className="sf-search" onSubmit={search}>
        <label htmlFor="cm-product-search" className="sf-search__label">
          {t('commerce.products.searchLabel')}
        </label>
        <div className="sf-search__row">
          <input id="cm-product-search" key={value} name="q" type="search" defaultValue={value} placeholder={t('commerce.products.searchPlaceholder')} maxLength={200} autoComplete="off" />
          <button type="submit" className="button button--primary">
            {t('commerce.products.search')}
          </button>
        </div>
        {value && (
          <Link className="sf-search__clear" to={hrefWith({ q: undefined, page: undefined })}>
            {t('commerce.products.clear')}
          </Link>
        )}
      </form>
      {categories.status === 'success' && categories.data.length > 0 && (
        <nav className="sf-chips" aria-label={t('commerce.products.categories')}>
          <ul>
            <li>
              <Link to={hrefWith({ category: undefined, page: undefined })} aria-current={category ? undefined : 'true'}>
                {t('commerce.products.all')}
              </Link>
            </li>
            {categories.data.map((item) => (
              <li key={item.id}>
                <Link to={hrefWith({ category: item.id, page: undefined })} aria-current={item.id === category ? 'true' : undefined}>
                  {item.name} <span className="sf-chips__count">({item.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PagedResults
        list={products}
        countText={(count) => (value ? t('commerce.products.foundFor', { count, value }) : t('commerce.products.found', { count }))}
        loadingText={t('commerce.products.loading')}
        errorText={t('commerce.products.error')}
        emptyText={t('commerce.products.empty')}
        renderItem={(product) => <ProductCard key={product.id} product={product} level={2} />}
        hrefOfPage={(n) => hrefWith({ page: n > 1 ? String(n) : undefined })}
      />
    </main>
  );
}
