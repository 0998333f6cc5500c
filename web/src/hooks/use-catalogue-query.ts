import type { FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** A positive whole page number from the address, else 1. */
export const pageParam = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/**
 * A catalogue's search as the address holds it (`q`, `category`, `page`), so it can be shared,
 * reloaded and walked back: the values, links with some of them changed, and the search form's
 * submit, which starts again at the first page.
 */
export function useCatalogueQuery() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();

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

  return {
    value: params.get('q')?.trim() ?? '',
    category: params.get('category') ?? '',
    page: pageParam(params.get('page')),
    hrefWith,
    search,
    hrefOfPage: (n: number) => hrefWith({ page: n > 1 ? String(n) : undefined }),
  };
}
