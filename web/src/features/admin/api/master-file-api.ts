import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePage } from '@lm/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callAnyRoute } from '../../../lib/api/call-route';
import { localMessageOf } from '../../../lib/messages';
import { queryClient } from '../../../lib/query';
import { useStore, type Store } from '../../../lib/store';
import { loadFailed, queryOf, setRows, type Row, type TableState } from '../stores/table';
import type { MasterFile, RecordAction } from '../types';

/** A master file's routes are chosen at run time from its registry entry: their bodies and answers are its schema and rows. */
const call = callAnyRoute;

/** What the cache holds of a master file starts with its list route's id: its table pages, and the options other forms take from it. */
export const fileKey = (file: Pick<MasterFile, 'endpoints' | 'params'>) => [file.endpoints.list.id, file.params ?? {}] as const;

/** After a save or a delete: every table page and every option list read from the file is read again. */
export const invalidateFile = (file: Pick<MasterFile, 'endpoints'>) => queryClient.invalidateQueries({ queryKey: [file.endpoints.list.id] });

/** GET /api/<file>?page&sort&order&filters: one page of 50 rows (shared `tableQuery`). */
export const getTablePage = (file: MasterFile, state: Pick<TableState, 'page' | 'sort' | 'filters' | 'scope'>, signal?: AbortSignal) =>
  call<TablePage<Row>>(file.endpoints.list, { params: file.params, query: Object.fromEntries(queryOf(state)), signal });

/** The table's page through the cache: read when its page, sort or filters change, shown again at once when the admin comes back. */
export function useTablePage(file: MasterFile, store: Store<TableState>, fallbackError: string): { loading: boolean } {
  const page = useStore(store, (state) => state.page);
  const sort = useStore(store, (state) => state.sort);
  const filters = useStore(store, (state) => state.filters);
  const scope = useStore(store, (state) => state.scope);
  const query = useQuery({
    queryKey: [...fileKey(file), 'page', { page, sort, filters, scope }],
    queryFn: ({ signal }) => getTablePage(file, { page, sort, filters, scope }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { data, error } = query;
  const { t } = useTranslation();
  useEffect(() => {
    if (data) store.set((state) => setRows(state, data));
  }, [data, store]);
  useEffect(() => {
    if (error) store.set((state) => loadFailed(state, localMessageOf(t, error, fallbackError)));
  }, [error, store, fallbackError, t]);
  return { loading: query.isFetching };
}

/** Where the cache keeps one record of a file. */
const recordKey = (file: MasterFile, id: string | undefined) => [...fileKey(file), 'record', id] as const;

/** GET /api/<file>/{id}: one record, for its edit form or its view. */
export const getRecord = (file: MasterFile, id: string, signal?: AbortSignal) => {
  if (!file.endpoints.get) throw new Error(`No record of ${file.key} opens.`);
  return call<Row>(file.endpoints.get, { params: { ...file.params, id }, signal });
};

export type RecordState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; record: Row } | { status: 'failed'; message: string };

/** The record an edit form starts from, read fresh each time the form opens; idle when the form creates one. */
export function useRecord(file: MasterFile, id: string | undefined, fallbackError: string): RecordState {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: recordKey(file, id),
    queryFn: ({ signal }) => getRecord(file, id as string, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  if (!id) return { status: 'idle' };
  if (query.data) return { status: 'loaded', record: query.data };
  if (query.error) return { status: 'failed', message: localMessageOf(t, query.error, fallbackError) };
  return { status: 'loading' };
}

/** POST /api/<file> (create) or PUT /api/<file>/{id} (replace), with a form-data body; what the file's reads hold is dropped. */
export async function saveRecord(file: MasterFile, input: Record<string, unknown>, id?: string): Promise<Row> {
  const route = id ? file.endpoints.update : file.endpoints.create;
  if (!route) throw new Error(`No form writes ${file.key}.`);
  const saved = await call<Row>(route, { params: id ? { ...file.params, id } : file.params, body: input, ...(file.json ? { json: true } : {}) });
  void invalidateFile(file);
  return saved;
}

/**
 * A step of the record view (POST /api/orders/{id}/cancel): the answer is the record as it is now,
 * shown at once; then the table's pages and the record are read again.
 */
export async function runAction(file: MasterFile, action: RecordAction, id: string, input?: Record<string, unknown>): Promise<Row> {
  const record = await call<Row>(action.route, { params: { ...file.params, id }, ...(input ? { body: input } : {}) });
  queryClient.setQueryData(recordKey(file, id), record);
  void invalidateFile(file);
  return record;
}

/** The body a master file's delete endpoint takes: `{ids, type}` where one endpoint serves two kinds (../shared/SPEC.md §7), else `{ids}`. */
export const deleteBodyOf = (file: Pick<MasterFile, 'deleteType'>, ids: readonly string[]): { ids: string[]; type?: string } =>
  file.deleteType ? { ids: [...ids], type: file.deleteType } : { ids: [...ids] };

/** §7 deletes: e.g. DELETE /api/courses/delete {ids, type}, POST /api/article/delete {ids}, DELETE /api/articlecate {ids}. */
export async function deleteRecords(file: MasterFile, ids: readonly string[]): Promise<unknown> {
  if (!file.endpoints.remove) throw new Error(`Nothing of ${file.key} is deleted.`);
  const answer = await call<unknown>(file.endpoints.remove, { params: file.params, body: deleteBodyOf(file, ids) });
  void invalidateFile(file);
  return answer;
}
