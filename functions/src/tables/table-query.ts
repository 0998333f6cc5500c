import { ADMIN_PAGE_SIZE, type ReportPeriod, type TableColumn, type TableFilter, type TablePage, type TableQuery } from '@lm/shared';
import { ValidationError } from '../errors.js';

type Row = Record<string, unknown>;

function invalid(field: string, message: string): never {
  throw new ValidationError(`The request is not valid. (query) ${field}: ${message}`, { [field]: [message] });
}

function comparable(value: unknown, type: TableColumn['type']): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (type === 'number') return Number(value);
  if (type === 'boolean') return value === true || value === 'true' || value === 1 || value === '1';
  return String(value);
}

/** One filter as a predicate; numbers compare as numbers, `contain` ignores case (../shared/SPEC.md §5). */
function predicate(filter: TableFilter, column: TableColumn): (row: Row) => boolean {
  const wanted = comparable(filter.value, column.type);
  if (column.type === 'number' && Number.isNaN(wanted)) invalid('filters', `${filter.column} compares numbers, and "${filter.value}" is not one.`);
  return (row) => {
    const actual = comparable(row[column.key], column.type);
    if (filter.operator === 'contain') {
      return actual !== undefined && String(actual).toLowerCase().includes(String(filter.value).toLowerCase());
    }
    if (actual === undefined || wanted === undefined) return filter.operator === 'not_equal' && actual !== wanted;
    switch (filter.operator) {
      case 'equal':
        return actual === wanted;
      case 'not_equal':
        return actual !== wanted;
      case 'less_than':
        return actual < wanted;
      case 'greater_than':
        return actual > wanted;
      case 'less_than_or_equal':
        return actual <= wanted;
      case 'greater_than_or_equal':
        return actual >= wanted;
    }
  };
}

/**
 * An admin table page (§3, §4, §5): filters with the seven operators
 * (never on the id column), sort by a column in either direction, 50 rows a
 * page, the page clamped to the last one. Rows come from a Query of the
 * entity's listing index (docs/data-model.md says where this stops scaling). A report's page
 * tells the days it covers (`period`).
 */
export function tablePageOf<T extends Row>(rows: readonly T[], query: TableQuery, columns: readonly TableColumn[], period?: ReportPeriod): TablePage<T> {
  const selected = filteredAndSorted(rows, query, columns);
  const total = selected.length;
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, lastPage);
  return {
    rows: selected.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE),
    page,
    limit: ADMIN_PAGE_SIZE,
    total,
    last_page: lastPage,
    ...(query.sort && { sort: { column: query.sort, order: query.order === 'desc' ? 'desc' : 'asc' } }),
    ...(period && { period: { from: period.from, to: period.to } }),
  };
}

/** The rows an admin table's filters leave, in its sort, unpaged: what an export of the table holds. */
export function filteredAndSorted<T extends Row>(rows: readonly T[], query: Pick<TableQuery, 'sort' | 'order' | 'filters'>, columns: readonly TableColumn[]): T[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  let selected = [...rows];
  for (const filter of query.filters ?? []) {
    const column = byKey.get(filter.column);
    if (!column) invalid('filters', `There is no column ${filter.column}.`);
    if (!column.filterable) invalid('filters', `The ${filter.column} column cannot be filtered.`);
    selected = selected.filter(predicate(filter, column));
  }
  if (query.sort) {
    const column = byKey.get(query.sort);
    if (!column) invalid('sort', `There is no column ${query.sort}.`);
    const direction = query.order === 'desc' ? -1 : 1;
    selected.sort((a, b) => {
      const x = comparable(a[column.key], column.type);
      const y = comparable(b[column.key], column.type);
      if (x === y) return 0;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (x < y ? -1 : 1) * direction;
    });
  }
  return selected;
}
