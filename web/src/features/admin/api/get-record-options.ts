import { routes, type TablePage } from '@lm/shared';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api/client';
import { messageOf } from '../../../lib/api/errors';
import type { RecordSource } from '../types';
import type { CategoryOption } from './get-category-options';

/** The most pages a record list reads (50 rows a page). */
const MAX_PAGES = 20;

/** Each source's admin table endpoint and the column that names a row. */
const SOURCES: Record<RecordSource, { path: string; name: string }> = {
  courses: { path: routes.listCourses.path, name: 'title' },
  products: { path: routes.listProducts.path, name: 'name' },
  userRoles: { path: routes.listUserRoles.path, name: 'name' },
  userGroups: { path: routes.listUserGroups.path, name: 'name' },
};

/** Every record of an admin table as an option (id and name), by name: for selects of linked records. */
export async function getRecordOptions(source: RecordSource, signal?: AbortSignal): Promise<CategoryOption[]> {
  const { path, name } = SOURCES[source];
  const options: CategoryOption[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({ page: String(page), sort: name, order: 'asc' });
    const answer = await call<TablePage<Record<string, unknown> & { id: string }>>('GET', `${path}?${query}`, { signal });
    options.push(...answer.rows.map((row) => ({ id: row.id, name: String(row[name] ?? row.id) })));
    if (answer.page >= answer.last_page) break;
  }
  return options;
}

export type RecordOptionsState = { status: 'loading' } | { status: 'loaded'; options: CategoryOption[] } | { status: 'failed'; message: string };

export function useRecordOptions(source: RecordSource | undefined, fallbackError: string): RecordOptionsState {
  const [state, setState] = useState<RecordOptionsState>({ status: 'loading' });
  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    getRecordOptions(source, controller.signal).then(
      (options) => setState({ status: 'loaded', options }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, fallbackError) });
      },
    );
    return () => controller.abort();
  }, [source, fallbackError]);
  return state;
}
