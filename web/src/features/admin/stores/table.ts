import { ADMIN_PAGE_SIZE, type ReportPeriod, type TableFilter, type TablePage } from '@lm/shared';
import { createStore, type Store } from '../../../lib/store';

export type SortOrder = 'asc' | 'desc';
export interface TableSort {
  key: string;
  order: SortOrder;
}

/** A row of any master file: its id is what selection, highlight and delete name. */
export type Row = { id: string } & Record<string, unknown>;

/**
 * ../shared/SPEC.md §3 "Admin data table": rows, page, limit 50, total, filters, sort,
 * selected items and highlight. The page, sort and filters name the rows the
 * cache reads (`useTablePage`), which also says whether it is loading.
 */
export interface TableState {
  rows: Row[];
  page: number;
  limit: typeof ADMIN_PAGE_SIZE;
  total: number;
  lastPage: number;
  filters: TableFilter[];
  /** Query values a file's own controls set beside the filters (course status: `course_id`, `search`); empty ones are not sent. */
  scope: Record<string, string>;
  /** The sort the admin asked for; none leaves the rows in the file's own. */
  sort?: TableSort;
  /** What the rows shown are sorted by, as the API answered: the asked sort, or the file's own. */
  sorted?: TableSort;
  /** A report's days the rows cover, as the API answered: the asked ones, or the report's own period. */
  period?: ReportPeriod;
  selected: string[];
  highlight?: string;
  /** §4 delete flag: idle → active on trigger, idle again after the request. */
  deleting: boolean;
  /** Why the last fetch failed, shown above the table. */
  error?: string;
}

export const initialTableState = (): TableState => ({
  rows: [],
  page: 1,
  limit: ADMIN_PAGE_SIZE,
  total: 0,
  lastPage: 1,
  filters: [],
  scope: {},
  sort: undefined,
  sorted: undefined,
  period: undefined,
  selected: [],
  highlight: undefined,
  deleting: false,
  error: undefined,
});

const refetch = (state: TableState, patch: Partial<TableState>): TableState => ({ ...state, ...patch, error: undefined });

/**
/** The sort the table shows: the one asked for, else the one the rows came in (the file's own). */
export const shownSort = (state: Pick<TableState, 'sort' | 'sorted'>): TableSort | undefined => state.sort ?? state.sorted;

/**
 * Sort by a column: a new column sorts ascending, the column the rows are sorted by flips.
 * Back to page 1, since the page the admin was on means nothing in the new order.
 */
export function sortBy(state: TableState, key: string): TableState {
  const shown = shownSort(state);
  const order: SortOrder = shown?.key === key && shown.order === 'asc' ? 'desc' : 'asc';
  return refetch(state, { sort: { key, order }, page: 1, selected: [], highlight: undefined });
}

/** Adds a filter (§5) and shows the first page of what it leaves. */
export function addFilter(state: TableState, filter: TableFilter): TableState {
  return refetch(state, { filters: [...state.filters, filter], page: 1, selected: [], highlight: undefined });
}

export function removeFilter(state: TableState, index: number): TableState {
  return refetch(state, { filters: state.filters.filter((_, i) => i !== index), page: 1, selected: [], highlight: undefined });
}

/** §4: clear filter returns to page 1. */
export function clearFilters(state: TableState): TableState {
  return refetch(state, { filters: [], page: 1, selected: [], highlight: undefined });
}

/** Sets a value of the file's own controls and shows the first page of what it leaves, as a filter does. */
export function setScope(state: TableState, key: string, value: string): TableState {
  if ((state.scope[key] ?? '') === value) return state;
  return refetch(state, { scope: { ...state.scope, [key]: value }, page: 1, selected: [], highlight: undefined });
}

/** §4: the page is clamped to the last page (and to the first). */
export function changePage(state: TableState, page: number): TableState {
  const clamped = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, state.lastPage));
  if (clamped === state.page) return state;
  return refetch(state, { page: clamped, selected: [], highlight: undefined });
}

/** Rows set: the server's page (already clamped), its total; the selection keeps only rows still shown. */
export function setRows(state: TableState, page: TablePage<Row>): TableState {
  const ids = new Set(page.rows.map((row) => row.id));
  return {
    ...state,
    rows: page.rows,
    page: page.page,
    total: page.total,
    lastPage: Math.max(1, page.last_page),
    sorted: page.sort && { key: page.sort.column, order: page.sort.order },
    period: page.period,
    selected: state.selected.filter((id) => ids.has(id)),
    error: undefined,
  };
}

export function loadFailed(state: TableState, error: string): TableState {
  return { ...state, error };
}

/** §4: deleting removes the rows from the table view and clears the selection. */
export function deleteRows(state: TableState, ids: readonly string[]): TableState {
  const gone = new Set(ids);
  const rows = state.rows.filter((row) => !gone.has(row.id));
  return {
    ...state,
    rows,
    total: Math.max(0, state.total - (state.rows.length - rows.length)),
    selected: [],
    highlight: state.highlight && gone.has(state.highlight) ? undefined : state.highlight,
  };
}

export function toggleSelected(state: TableState, id: string): TableState {
  const selected = state.selected.includes(id) ? state.selected.filter((one) => one !== id) : [...state.selected, id];
  return { ...state, selected };
}

/** Select every row of the page, or none when all are selected already. */
export function toggleAllSelected(state: TableState): TableState {
  const all = state.rows.length > 0 && state.rows.every((row) => state.selected.includes(row.id));
  return { ...state, selected: all ? [] : state.rows.map((row) => row.id) };
}

export function setHighlight(state: TableState, id: string): TableState {
  return { ...state, highlight: id };
}

export function removeHighlight(state: TableState): TableState {
  return state.highlight === undefined ? state : { ...state, highlight: undefined };
}

export function setDeleting(state: TableState, deleting: boolean): TableState {
  return { ...state, deleting };
}

/** The query string of `GET /api/<file>` for this state (shared `tableQuery`, and the file's scope where it has one). */
export function queryOf(state: Pick<TableState, 'page' | 'sort' | 'filters'> & Partial<Pick<TableState, 'scope'>>): URLSearchParams {
  const query = new URLSearchParams({ page: String(state.page) });
  for (const [key, value] of Object.entries(state.scope ?? {})) if (value) query.set(key, value);
  if (state.sort) {
    query.set('sort', state.sort.key);
    query.set('order', state.sort.order);
  }
  if (state.filters.length > 0) query.set('filters', JSON.stringify(state.filters));
  return query;
}

const stores = new Map<string, Store<TableState>>();

/** One store per master-file table, kept while the admin moves between tabs. */
export function tableStore(key: string): Store<TableState> {
  let store = stores.get(key);
  if (!store) {
    store = createStore(initialTableState());
    stores.set(key, store);
  }
  return store;
}

/** Applies a transition to a table's store. */
export const update = (store: Store<TableState>, transition: (state: TableState) => TableState) => store.set((state) => transition(state));

/** §4: the delete flags (and everything else the tables keep) reset on logout. */
export function resetTables(): void {
  for (const store of stores.values()) store.set(initialTableState());
}
