import { routes } from '@lm/shared/api/route-refs';
import type { TFunction } from 'i18next';
import { callRoute } from '../../../lib/api/call-route';
import { cellText } from '../lib/cell-text';
import { csvOf } from '../lib/csv';
import type { TableState } from '../stores/table';
import type { MasterFile } from '../types';

/**
 * GET /api/course-status/export: every row of the course status the table's course, search,
 * filters and sort leave, unpaged (decision 0039).
 */
export const getCourseStatusExport = (state: Pick<TableState, 'scope' | 'filters' | 'sort'>, signal?: AbortSignal) =>
  callRoute(routes.exportCourseStatus, {
    query: {
      course_id: state.scope.course_id || undefined,
      search: state.scope.search || undefined,
      filters: state.filters.length > 0 ? JSON.stringify(state.filters) : undefined,
      sort: state.sort?.key,
      order: state.sort?.order,
    },
    signal,
  });

/**
 * The rows as the table shows them, in the admin's language: its visible columns, numbers as
 * numbers and nothing for an empty cell; a CSV Excel opens with Thai names intact.
 */
export async function courseStatusCsv(file: MasterFile, state: Pick<TableState, 'scope' | 'filters' | 'sort'>, t: TFunction): Promise<string> {
  const { rows } = await getCourseStatusExport(state);
  const columns = file.columns.filter((column) => column.visible);
  const cell = (row: Record<string, unknown>, column: (typeof columns)[number]) => {
    if (column.type === 'number') return String(row[column.key] ?? '');
    const text = cellText({ id: String(row.id), ...row }, column, t, file.fields);
    return text === '—' ? '' : text;
  };
  return csvOf(
    columns.map((column) => t(column.label)),
    rows.map((row) => columns.map((column) => cell(row, column))),
  );
}
