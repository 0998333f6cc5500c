import { typedSerialCode } from '@lm/shared';

/** A CSV line's first cell: unquoted, its doubled quotes made single. */
function firstCell(line: string): string {
  const quoted = /^\s*"((?:[^"]|"")*)"/.exec(line);
  if (quoted) return quoted[1]!.replace(/""/g, '"');
  return line.split(/[,;\t]/)[0] ?? '';
}

/** A first line that names the column ("Serial number" is twelve letters too, written as words). */
const isHeader = (cell: string) => !typedSerialCode(cell) || (/\s/.test(cell) && /[a-z]/.test(cell));

/**
 * The codes of a printer's file, one per line, as the import form shows them: each line's first
 * cell (a CSV file's, this screen's own download among them, or a plain list). A first line that
 * is not a code is the file's header and is left out; blank lines at the end are too. Every other
 * line is kept as it is, so the form names a line that is not a code rather than dropping it.
 */
export function codesOfFile(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((line) => firstCell(line).trim());
  if (lines.length > 1 && lines[0] && isHeader(lines[0])) lines.shift();
  while (lines.length && !lines.at(-1)) lines.pop();
  return lines;
}
