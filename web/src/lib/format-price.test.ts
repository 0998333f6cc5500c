import { describe, expect, it } from 'vitest';
import { formatBaht } from './format-price';

describe('formatBaht', () => {
  it('shows satang as baht with thousands separators, and satang only when there are some', () => {
    expect(formatBaht(159_000)).toBe('฿1,590');
    expect(formatBaht(12_345_600)).toBe('฿123,456');
    expect(formatBaht(159_050)).toBe('฿1,590.50');
    expect(formatBaht(99)).toBe('฿0.99');
    expect(formatBaht(0)).toBe('฿0');
  });
});
