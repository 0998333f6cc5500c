import { FILTER_OPERATORS, type FilterOperator, type TableColumn, type TableFilter } from '@lm/shared';
import { satangOf } from '../form/values';

/** ../shared/SPEC.md §5: the operators in words (i18n keys under masterFiles.operators). */
export const OPERATOR_KEYS: Record<FilterOperator, string> = Object.fromEntries(
  FILTER_OPERATORS.map((operator) => [operator, `masterFiles.operators.${operator}`]),
) as Record<FilterOperator, string>;

/** §5: the id column is never filtered; only the columns the API can filter are offered. */
export const filterableColumns = <C extends TableColumn>(columns: readonly C[]): C[] =>
  columns.filter((column) => column.filterable && column.key !== 'id');

export type FilterProblem = 'valueRequired' | 'notANumber' | 'tooLong' | 'notFilterable';

/**
 * Builds a filter from what the admin typed: numbers compare as numbers, so a
 * number column takes a number (a money column baht); yes/no columns take `true` or `false`.
 */
export function buildFilter(column: (TableColumn & { money?: boolean }) | undefined, operator: FilterOperator, raw: string): { filter: TableFilter } | { problem: FilterProblem } {
  if (!column || !column.filterable || column.key === 'id') return { problem: 'notFilterable' };
  const text = raw.trim();
  if (!text) return { problem: 'valueRequired' };
  if (text.length > 256) return { problem: 'tooLong' };
  if (column.money) {
    // Money is typed in baht, as the table shows it, and compared in satang, as it is stored.
    const value = satangOf(text);
    return typeof value === 'number' ? { filter: { column: column.key, operator, value } } : { problem: 'notANumber' };
  }
  if (column.type === 'number') {
    const value = Number(text);
    return Number.isFinite(value) ? { filter: { column: column.key, operator, value } } : { problem: 'notANumber' };
  }
  return { filter: { column: column.key, operator, value: text } };
}
