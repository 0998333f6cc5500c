import { useEffect, useRef, type ReactNode } from 'react';
import type { Resource } from '../hooks/use-resource';
import { LoadFailure } from './load-failure';
import { Pagination } from './pagination';

export interface PagedResultsProps<T> {
  list: Resource<{ rows: T[]; page: number; total: number; last_page: number }> & { retry(): void };
  /** The count said above the list ("3 courses"). */
  countText(total: number): string;
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** The list element's class: a grid of cards by default. */
  className?: string;
  renderItem(item: T): ReactNode;
  hrefOfPage(page: number): string;
}

/** A page of a public list with its count and pages, or the state it is in: loading, empty, failed. */
export function PagedResults<T>({ list, countText, loadingText, errorText, emptyText, className = 'sf-grid', renderItem, hrefOfPage }: PagedResultsProps<T>) {
  const top = useRef<HTMLDivElement>(null);
  const page = list.status === 'success' ? list.data.page : undefined;
  const shownPage = useRef(page);

  // Another page of results starts at the top of the list.
  useEffect(() => {
    if (page === undefined) return;
    if (shownPage.current !== undefined && shownPage.current !== page) top.current?.scrollIntoView({ block: 'start' });
    shownPage.current = page;
  }, [page]);

  if (list.status === 'error') return <LoadFailure error={list.error} message={errorText} onRetry={list.retry} />;
  return (
    <div className="sf-results" ref={top}>
      <p className="sf-results__count" role="status">
        {list.status === 'loading' ? loadingText : countText(list.data.total)}
      </p>
      {list.status === 'loading' && <div className="sf-skeleton" aria-hidden="true" />}
      {list.status === 'success' &&
        (list.data.rows.length === 0 ? (
          <p className="sf-state">{emptyText}</p>
        ) : (
          <>
            <ul className={className}>{list.data.rows.map(renderItem)}</ul>
            <Pagination page={list.data.page} lastPage={list.data.last_page} hrefOf={hrefOfPage} />
          </>
        ))}
    </div>
  );
}
