import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity';

describe('a quantity typed or linked', () => {
  it('is clamped to a whole number from 1 to the limit', () => {
    expect(clampQuantity(3, 12)).toBe(3);
    expect(clampQuantity(40, 12)).toBe(12);
    expect(clampQuantity(0, 12)).toBe(1);
    expect(clampQuantity(-4, 12)).toBe(1);
    expect(clampQuantity(2.7, 12)).toBe(2);
    expect(clampQuantity(Number('abc'), 12)).toBe(1);
  });
});
