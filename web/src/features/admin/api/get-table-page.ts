import type { TablePage } from '@lm/shared';
import { useEffect } from 'react';
import { messageOf } from '../../../lib/api/errors';
import { useStore, type Store } from '../../../lib/store';
import { loadFailed, queryOf, setRows, startLoading, update, type Row, type TableState } from '../stores/table';
import type { MasterFile } from '../types';
import { callEndpoint } from './endpoint';

/** GET /api/<file>?page&sort&order&filters: one page of 50 rows (shared `tableQuery`). */
export const getTablePage = (file: MasterFile, state: Pick<TableState, 'page' | 'sort' | 'filters'>, signal?: AbortSignal) =>
  callEndpoint<TablePage<Row>>(file.endpoints.list, file, { query: queryOf(state), signal });

/** Fetches the table's page whenever a transition asks for it (its `version` changes). */
export function useTablePage(file: MasterFile, store: Store<TableState>, fallbackError: string): void {
  const version = useStore(store, (state) => state.version);
  useEffect(() => {
    const controller = new AbortController();
    update(store, startLoading);
    getTablePage(file, store.get(), controller.signal).then(
      (page) => update(store, (state) => setRows(state, page)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        update(store, (state) => loadFailed(state, messageOf(error, fallbackError)));
      },
    );
    return () => controller.abort();
  }, [file, store, version, fallbackError]);
}
