import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32, seededRandom, seedOf, shuffled } from './seeded-random.js';

describe('seededRandom', () => {
  it('gives the same numbers from the same seed, in [0, 1), and others from another seed', () => {
    const take = (rng: () => number) => Array.from({ length: 5 }, rng);
    expect(take(seededRandom(42))).toEqual(take(mulberry32(42)));
    expect(take(seededRandom('attempt-1'))).toEqual(take(mulberry32(seedOf('attempt-1'))));
    expect(take(seededRandom(42))).not.toEqual(take(seededRandom(43)));
    expect(take(seededRandom('attempt-1'))).not.toEqual(take(seededRandom('attempt-2')));
    // mulberry32's first numbers from seed 1, as on any machine: a draw made once can be made again.
    expect(take(mulberry32(1)).map((value) => value.toFixed(6))).toEqual(['0.627074', '0.002736', '0.527447', '0.981051', '0.968378']);
  });

  it('stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = mulberry32(seed);
        for (let index = 0; index < 20; index += 1) {
          const value = rng();
          expect(value >= 0 && value < 1).toBe(true);
        }
      }),
    );
  });
});

describe('shuffled', () => {
  it('keeps every item once and leaves its input as it was', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const before = [...items];
        const after = shuffled(items, mulberry32(seed));
        expect(items).toEqual(before);
        expect([...after].sort()).toEqual([...items].sort());
      }),
    );
  });
});
