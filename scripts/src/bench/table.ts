export interface Row {
  figure: string;
  value: string;
  /** `—` when the figure has no budget. */
  budget: string;
  /** Undefined when there is nothing to check. */
  ok?: boolean;
  /** Printed instead of `MISS` when the check fails (e.g. `INVALID`). */
  failLabel?: string;
}

const COLUMNS = ['figure', 'value', 'budget', 'ok'] as const;

function cells(row: Row): string[] {
  const ok = row.ok === undefined ? '—' : row.ok ? 'ok' : (row.failLabel ?? 'MISS');
  return [row.figure, row.value, row.budget, ok];
}

/** A plain-text table: `figure | value | budget | ok`, columns padded to their widest cell. */
export function formatTable(rows: readonly Row[]): string {
  const lines = [[...COLUMNS], ...rows.map(cells)];
  const widths = COLUMNS.map((_, i) => Math.max(...lines.map((line) => line[i]?.length ?? 0)));
  const format = (line: string[]) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  const [header = [], ...body] = lines;
  return [format(header), rule, ...body.map(format)].join('\n');
}

/** Figures are kept to 0.1 (ms, requests/s) in the result files. */
export const round = (value: number) => Math.round(value * 10) / 10;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
