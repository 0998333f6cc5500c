import type { TableColumn } from '@lm/shared';
import type { ColumnDef } from '../types';

/** The shared column list with labels; `visible` names the columns the table shows, in that order first. */
export function columnsOf(columns: readonly TableColumn[], visible: readonly string[]): ColumnDef[] {
  const shown = visible.map((key) => {
    const column = columns.find((one) => one.key === key);
    if (!column) throw new Error(`There is no column ${key}.`);
    return column;
  });
  const rest = columns.filter((column) => !visible.includes(column.key));
  return [...shown, ...rest].map((column) => ({ ...column, label: `masterFiles.fields.${column.key}`, visible: visible.includes(column.key) }));
}
