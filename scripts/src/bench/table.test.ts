import { describe, expect, it } from 'vitest';
import { formatTable, kb, ms } from './table.js';

describe('formatTable', () => {
  it('pads columns and marks checks ok, MISS, a custom label or —', () => {
    const table = formatTable([
      { figure: 'site bundle', value: kb(2048), budget: '< 300 KB', ok: true },
      { figure: 'p99', value: ms(123.456), budget: '< 100 ms', ok: false },
      { figure: 'non-2xx', value: '3', budget: '0', ok: false, failLabel: 'INVALID' },
      { figure: 'requests/s', value: '402', budget: '—' },
    ]);
    expect(table.split('\n')).toEqual([
      'figure      | value    | budget   | ok',
      '------------|----------|----------|--------',
      'site bundle | 2.0 KB   | < 300 KB | ok',
      'p99         | 123.5 ms | < 100 ms | MISS',
      'non-2xx     | 3        | 0        | INVALID',
      'requests/s  | 402      | —        | —',
    ]);
  });
});
