import { describe, expect, it } from 'vitest';
import {
  addFilter,
  changePage,
  clearFilters,
  deleteRows,
  initialTableState,
  loadFailed,
  queryOf,
  removeFilter,
  removeHighlight,
  resetTables,
  setDeleting,
  setHighlight,
  setRows,
  setScope,
  shownSort,
  sortBy,
  tableStore,
  toggleAllSelected,
  toggleSelected,
  type Row,
  type TableState,
} from './table';

const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id, title: `Course ${id}` }));
const pageOf = (page: number, ids: string[], total: number, last_page: number) => ({ rows: rows(...ids), page, limit: 50 as const, total, last_page });
const loaded = (): TableState => setRows(initialTableState(), pageOf(2, ['a', 'b', 'c'], 103, 3));
const titleFilter = { column: 'title', operator: 'contain' as const, value: 'py' };

describe('admin table state (SPEC §3, §4)', () => {
  it('starts on page 1 of 50 rows, nothing loaded, selected or highlighted', () => {
    expect(initialTableState()).toMatchObject({ rows: [], page: 1, limit: 50, total: 0, filters: [], selected: [], deleting: false });
  });

  it('sets rows with the page, total and last page the server answered, and clears a failure', () => {
    const state = setRows(loadFailed(initialTableState(), 'down'), pageOf(2, ['a', 'b'], 52, 2));
    expect(state).toMatchObject({ rows: rows('a', 'b'), page: 2, total: 52, lastPage: 2, error: undefined });
  });

  it('keeps only the selected rows that are still shown when rows are set', () => {
    const state = setRows(toggleSelected(toggleSelected(loaded(), 'a'), 'c'), pageOf(2, ['a', 'b'], 102, 3));
    expect(state.selected).toEqual(['a']);
  });

  it('sorts a new column ascending, flips the same column, and asks for page 1 again', () => {
    const first = sortBy(loaded(), 'price');
    expect(first).toMatchObject({ sort: { key: 'price', order: 'asc' }, page: 1 });
    expect(sortBy(first, 'price').sort).toEqual({ key: 'price', order: 'desc' });
    expect(sortBy(sortBy(first, 'price'), 'price').sort).toEqual({ key: 'price', order: 'asc' });
    expect(sortBy(first, 'title').sort).toEqual({ key: 'title', order: 'asc' });
  });

  it('shows the sort the rows came in when none was asked, and flips that one first', () => {
    const newestFirst = setRows(loaded(), { ...pageOf(1, ['b', 'a'], 2, 1), sort: { column: 'created_at', order: 'desc' } });
    expect(shownSort(newestFirst)).toEqual({ key: 'created_at', order: 'desc' });
    expect(sortBy(newestFirst, 'created_at').sort).toEqual({ key: 'created_at', order: 'asc' });
    expect(sortBy(newestFirst, 'title').sort).toEqual({ key: 'title', order: 'asc' });
    expect(shownSort(sortBy(newestFirst, 'title'))).toEqual({ key: 'title', order: 'asc' });
  });

  it('filters from page 1, removes one filter, and clear filter returns to page 1', () => {
    const filtered = addFilter(loaded(), titleFilter);
    expect(filtered).toMatchObject({ filters: [titleFilter], page: 1 });
    const two = addFilter(filtered, { column: 'price', operator: 'greater_than', value: 100 });
    expect(removeFilter(two, 0).filters).toEqual([{ column: 'price', operator: 'greater_than', value: 100 }]);

    const onPage3 = changePage(setRows(two, pageOf(1, ['a'], 150, 3)), 3);
    expect(onPage3.page).toBe(3);
    expect(clearFilters(onPage3)).toMatchObject({ filters: [], page: 1 });
  });

  it('changes the page, clamped to the first and the last page', () => {
    expect(changePage(loaded(), 3)).toMatchObject({ page: 3 });
    expect(changePage(loaded(), 9).page).toBe(3);
    expect(changePage(loaded(), 0).page).toBe(1);
    const same = loaded();
    expect(changePage(same, 2)).toBe(same);
  });

  it('delete rows removes them from the view, lowers the total and clears the selection', () => {
    const state = deleteRows(toggleSelected(toggleSelected(setHighlight(loaded(), 'b'), 'a'), 'b'), ['a', 'b']);
    expect(state).toMatchObject({ rows: rows('c'), total: 101, selected: [], highlight: undefined });
    expect(deleteRows(setHighlight(loaded(), 'c'), ['a']).highlight).toBe('c');
  });

  it('selects one row at a time, or every row of the page and none again', () => {
    expect(toggleSelected(toggleSelected(loaded(), 'b'), 'b').selected).toEqual([]);
    const all = toggleAllSelected(toggleSelected(loaded(), 'b'));
    expect(all.selected).toEqual(['a', 'b', 'c']);
    expect(toggleAllSelected(all).selected).toEqual([]);
    expect(toggleAllSelected(initialTableState()).selected).toEqual([]);
  });

  it('sets and removes the highlight; a new query removes it too', () => {
    const highlighted = setHighlight(loaded(), 'b');
    expect(highlighted.highlight).toBe('b');
    expect(removeHighlight(highlighted).highlight).toBeUndefined();
    expect(sortBy(highlighted, 'title').highlight).toBeUndefined();
  });

  it('turns the delete flag on and off', () => {
    expect(setDeleting(loaded(), true).deleting).toBe(true);
    expect(setDeleting(setDeleting(loaded(), true), false).deleting).toBe(false);
  });

  it('asks the API for the page, the sort and the filters as the shared table query', () => {
    const state = addFilter(sortBy(initialTableState(), 'price'), titleFilter);
    expect(Object.fromEntries(queryOf(state))).toEqual({ page: '1', sort: 'price', order: 'asc', filters: JSON.stringify([titleFilter]) });
    expect(queryOf(initialTableState()).toString()).toBe('page=1');
  });

  it('sends what a file’s own controls set beside the filters, and shows the first page of what it leaves', () => {
    const scoped = setScope(setScope(loaded(), 'course_id', 'course-sql'), 'search', 'ใจดี');
    expect(scoped).toMatchObject({ page: 1, scope: { course_id: 'course-sql', search: 'ใจดี' }, selected: [] });
    expect(Object.fromEntries(queryOf(scoped))).toEqual({ page: '1', course_id: 'course-sql', search: 'ใจดี' });
    // An emptied control is not sent, and setting what is set already changes nothing.
    expect(queryOf(setScope(scoped, 'search', '')).has('search')).toBe(false);
    expect(setScope(scoped, 'course_id', 'course-sql')).toBe(scoped);
  });

  it('keeps one store per table, and resets them all (SPEC §4: on logout)', () => {
    const store = tableStore('test-courses');
    expect(tableStore('test-courses')).toBe(store);
    store.set(setDeleting(addFilter(setHighlight(loaded(), 'a'), titleFilter), true));
    resetTables();
    expect(store.get()).toEqual(initialTableState());
  });
});
