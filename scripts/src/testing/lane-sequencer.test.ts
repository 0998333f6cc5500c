import { describe, expect, it } from 'vitest';
import { dealLanes, guessedSeconds } from './lane-sequencer';

describe('dealing test files to lanes', () => {
  it('evens out the recorded seconds, the longest files first', () => {
    const seconds = { 'a.int.test.ts': 60, 'b.int.test.ts': 50, 'c.int.test.ts': 40, 'd.int.test.ts': 30, 'e.test.ts': 1 };
    expect(dealLanes(Object.keys(seconds), seconds, 2)).toEqual([
      ['a.int.test.ts', 'd.int.test.ts', 'e.test.ts'],
      ['b.int.test.ts', 'c.int.test.ts'],
    ]);
  });

  it('deals the same whatever order the files come in, so every lane agrees', () => {
    const paths = ['web/x.int.test.ts', 'functions/y.int.test.ts', 'shared/z.test.ts', 'web/w.int.test.ts'];
    const dealt = dealLanes(paths, {}, 2);
    expect(dealLanes([...paths].reverse(), {}, 2)).toEqual(dealt);
    expect(dealt.flat().sort()).toEqual([...paths].sort());
  });

  it('takes an unrecorded browser suite for longer than another integration file, and that for longer than a unit file', () => {
    expect(guessedSeconds('web/src/features/cart/cart.int.test.ts')).toBeGreaterThan(guessedSeconds('functions/src/cart/cart.int.test.ts'));
    expect(guessedSeconds('functions/src/cart/cart.int.test.ts')).toBeGreaterThan(guessedSeconds('functions/src/cart/cart.test.ts'));
  });
});
