/** The recap `npm test` prints of a lane that failed (scripts/src/testing/run-lanes.ts). */

const RECAP_LINES = 120;
/** Without the terminal's colour codes. */
const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * What a failed lane said about its failure, printed again after every lane has finished: the
 * lanes' output is interleaved and long, and a CI log is often read from its end. Vitest's
 * "Failed Tests" section when there is one; otherwise (the lane's stack did not start) its last lines.
 */
export function failureRecap(lines: string[]): string[] {
  const text = lines.map(plain);
  const start = text.findIndex((line) => /Failed (Tests|Suites) \d+/.test(line));
  const recap = start >= 0 ? text.slice(start) : text.slice(-RECAP_LINES);
  return recap.length > RECAP_LINES ? [...recap.slice(0, RECAP_LINES), `… and ${recap.length - RECAP_LINES} lines more: the lane's output above has them all`] : recap;
}
