import { describe, expect, it } from 'vitest';
import { formatDateTime, orderNumber, vatPercent } from './format';

describe('formatDateTime', () => {
  const iso = '2026-03-01T10:30:00.000Z';

  it('writes the moment in Thailand’s time, in the visitor’s language', () => {
    expect(formatDateTime(iso, 'en')).toBe('1 Mar 2026, 17:30');
    expect(formatDateTime(iso, 'th')).toContain('17:30');
    expect(formatDateTime(iso, 'th')).toContain('2569');
  });

  it('gives back a moment it cannot read as it is', () => {
    expect(formatDateTime('later', 'en')).toBe('later');
  });
});

describe('vatPercent', () => {
  it('turns basis points into a percentage', () => {
    expect(vatPercent(700)).toBe('7');
    expect(vatPercent(750)).toBe('7.5');
  });
});

describe('orderNumber', () => {
  it('is the id’s first eight characters without its prefix', () => {
    expect(orderNumber('order-3f9a2b7c1d')).toBe('3F9A2B7C');
  });
});
