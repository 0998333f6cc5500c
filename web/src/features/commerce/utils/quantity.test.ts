import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityLimit } from './quantity';

describe('how many of a line the buyer may ask for', () => {
  it('is one of a course, whatever is asked', () => {
    expect(quantityLimit({ kind: 'course', stock: null })).toBe(1);
  });

  it('is a product’s stock, and never more than 99 a line', () => {
    expect(quantityLimit({ kind: 'product', stock: 12 })).toBe(12);
    expect(quantityLimit({ kind: 'product', stock: 500 })).toBe(99);
    expect(quantityLimit({ kind: 'product', stock: null })).toBe(99);
  });

  it('keeps 1 as the least, even when none is left (the line then says why it cannot be ordered)', () => {
    expect(quantityLimit({ kind: 'product', stock: 0 })).toBe(1);
  });

  it('clamps a typed or linked quantity to a whole number from 1 to the limit', () => {
    expect(clampQuantity(3, 12)).toBe(3);
    expect(clampQuantity(40, 12)).toBe(12);
    expect(clampQuantity(0, 12)).toBe(1);
    expect(clampQuantity(-4, 12)).toBe(1);
    expect(clampQuantity(2.7, 12)).toBe(2);
    expect(clampQuantity(Number('abc'), 12)).toBe(1);
  });
});
