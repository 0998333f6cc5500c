import * as z from 'zod';
import { ADMIN_PAGE_SIZE } from '../../constants.js';
import { day } from './common.js';

/** ../shared/SPEC.md §5: the seven filter operators of the admin data table. */
export const FILTER_OPERATORS = [
  'contain',
  'equal',
  'not_equal',
  'less_than',
  'greater_than',
  'less_than_or_equal',
  'greater_than_or_equal',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A column of an admin table: its type decides how filters compare (numbers as numbers). */
export interface TableColumn {
  key: string;
  type: 'string' | 'number' | 'boolean';
  /** The id column is shown and sorted, never filtered (§5). */
  filterable: boolean;
}

/** A column of a master file's table; the id column is never filtered. */
export const column = (key: string, type: TableColumn['type'], filterable = true): TableColumn => ({ key, type, filterable });
export const stampColumns: readonly TableColumn[] = [column('id', 'string', false), column('created_at', 'string'), column('updated_at', 'string')];

export const tableFilter = z.object({
  column: z.string().min(1).max(64),
  operator: z.enum(FILTER_OPERATORS, { error: `operator must be one of ${FILTER_OPERATORS.join(', ')}.` }),
  value: z.union([z.string().max(256), z.number()]),
});
export type TableFilter = z.infer<typeof tableFilter>;

/** Query strings carry the filters as JSON. */
const filtersParam = z
  .string()
  .max(4096)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters must be a JSON list.' });
      return z.NEVER;
    }
  })
  .pipe(z.array(tableFilter).max(20, 'At most 20 filters.'));

/** §3 "Admin data table": page (clamped to the last), sort key and direction, filters. */
export const tableQuery = z.strictObject({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').default(1),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc.' }).default('asc'),
  filters: filtersParam.optional(),
});
export type TableQuery = z.infer<typeof tableQuery>;

/** A report's table: its days from and to, both included (each report says its default period). */
export const reportQuery = tableQuery.extend({ from: day('from').optional(), to: day('to').optional() });
export type ReportQuery = z.infer<typeof reportQuery>;

export const tablePage = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    page: z.number().int(),
    limit: z.literal(ADMIN_PAGE_SIZE),
    total: z.number().int(),
    last_page: z.number().int(),
    /** What the rows are sorted by: the asked sort, or the file's own when none was asked. */
    sort: z.object({ column: z.string(), order: z.enum(['asc', 'desc']) }).optional(),
    /** A report's days, both included: the asked ones, or the report's own period when none were asked. */
    period: z.object({ from: z.string(), to: z.string() }).optional(),
  });
export interface TablePage<T> {
  rows: T[];
  page: number;
  limit: typeof ADMIN_PAGE_SIZE;
  total: number;
  last_page: number;
  sort?: { column: string; order: 'asc' | 'desc' };
  period?: ReportPeriod;
}

/** A report's days, YYYY-MM-DD (Bangkok), both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** §7 deletes carry a list of ids; form-data sends `ids` as JSON or repeated `ids[]` fields. */
export const idList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text.split(',').map((id) => id.trim()).filter(Boolean);
  },
  z.array(z.string().trim().min(1).max(64), { error: 'ids must be a list of ids.' }).min(1, 'ids must name at least one item.').max(100, 'At most 100 ids at once.'),
);
