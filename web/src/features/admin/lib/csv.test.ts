import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv';

describe('a CSV Excel opens', () => {
  it('starts with the byte order mark and ends every line with CRLF', () => {
    // Prepare, Act
    const text = csvOf(['ชื่อ', 'Percent'], [['สมชาย ใจดี', '29'], ['Ann', '0']]);

    // Assess
    expect(text).toBe('\uFEFFชื่อ,Percent\r\nสมชาย ใจดี,29\r\nAnn,0\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvCell('The "best" course')).toBe('"The ""best"" course"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('')).toBe('');
  });

  it('keeps text that looks like a formula as text, and numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('2026-01-10 03:02')).toBe('2026-01-10 03:02');
  });
});
