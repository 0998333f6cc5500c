import { describe, expect, it } from 'vitest';
import { qualitiesOf } from './quality';

describe('the quality choice', () => {
  it('offers each height once, tallest first, with the level that has it', () => {
    expect(qualitiesOf([{ height: 360 }, { height: 720 }, { height: 720 }, { height: 1080 }])).toEqual([
      { level: 3, height: 1080 },
      { level: 1, height: 720 },
      { level: 0, height: 360 },
    ]);
  });

  it('leaves out levels with no height (audio only)', () => {
    expect(qualitiesOf([{ height: 0 }, { height: 360 }])).toEqual([{ level: 1, height: 360 }]);
    expect(qualitiesOf([])).toEqual([]);
  });
});
