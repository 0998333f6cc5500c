import { routes, type Category, type TablePage } from '@lm/shared';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api/client';
import { messageOf } from '../../../lib/api/errors';
import type { CategoryType } from '../types';
import { pathOf } from './endpoint';

export interface CategoryOption {
  id: string;
  name: string;
}

/** The most pages a category select reads (50 categories a page). */
const MAX_PAGES = 20;

/** Every category of a kind, by name, through the category table endpoint (GET /api/categories/{type}). */
export async function getCategoryOptions(type: CategoryType, signal?: AbortSignal): Promise<CategoryOption[]> {
  const options: CategoryOption[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({ page: String(page), sort: 'name', order: 'asc' });
    const answer = await call<TablePage<Category>>('GET', `${pathOf(routes.listCategories, { params: { type } })}?${query}`, { signal });
    options.push(...answer.rows.map((row) => ({ id: row.id, name: row.name })));
    if (answer.page >= answer.last_page) break;
  }
  return options;
}

export type CategoryOptionsState = { status: 'loading' } | { status: 'loaded'; options: CategoryOption[] } | { status: 'failed'; message: string };

export function useCategoryOptions(type: CategoryType | undefined, fallbackError: string): CategoryOptionsState {
  const [state, setState] = useState<CategoryOptionsState>({ status: 'loading' });
  useEffect(() => {
    if (!type) return;
    const controller = new AbortController();
    getCategoryOptions(type, controller.signal).then(
      (options) => setState({ status: 'loaded', options }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, fallbackError) });
      },
    );
    return () => controller.abort();
  }, [type, fallbackError]);
  return state;
}
