/** Excel takes a file as UTF-8 (Thai names and all) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/** A cell starting like this is a formula to a spreadsheet: a name typed as `=HYPERLINK(…)` must stay text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell of RFC 4180: quoted, its quotes doubled, when it holds a quote, a comma or a line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text: the header, then the rows, lines ended by CRLF, after the BOM. */
export function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves a text as a file the browser downloads under `name`. */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
