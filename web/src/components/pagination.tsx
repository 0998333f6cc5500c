import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Links to the previous, each, and the next page; nothing when there is one page. */
export function Pagination({ page, lastPage, hrefOf }: { page: number; lastPage: number; hrefOf(page: number): string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const pages = Array.from({ length: lastPage }, (_, i) => i + 1);
  return (
    <nav className="sf-pagination" aria-label={t('storefront.pagination.label')}>
      {page > 1 && (
        <Link to={hrefOf(page - 1)} rel="prev" className="sf-pagination__step">
          {t('storefront.pagination.previous')}
        </Link>
      )}
      <ol className="sf-pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={hrefOf(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('storefront.pagination.status', { page: n, last: lastPage })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < lastPage && (
        <Link to={hrefOf(page + 1)} rel="next" className="sf-pagination__step">
          {t('storefront.pagination.next')}
        </Link>
      )}
    </nav>
  );
}
