import { describe, expect, it } from 'vitest';
import { failureRecap } from './lane-recap.js';

describe("a failed lane's recap", () => {
  it("repeats vitest's failed tests section without its colours", () => {
    const lines = ['\x1b[32m✓\x1b[39m web/a.test.ts', ' ⎯⎯⎯ \x1b[31mFailed Tests 1\x1b[39m ⎯⎯⎯', ' FAIL  web/b.int.test.ts > a page > shows it', 'AssertionError: expected 1 to be 2', ' Test Files  1 failed | 1 passed (2)'];
    expect(failureRecap(lines)).toEqual([' ⎯⎯⎯ Failed Tests 1 ⎯⎯⎯', ' FAIL  web/b.int.test.ts > a page > shows it', 'AssertionError: expected 1 to be 2', ' Test Files  1 failed | 1 passed (2)']);
  });

  it('ends with the last lines when the lane stopped before any test, as when its stack did not start', () => {
    const lines = Array.from({ length: 300 }, (_, index) => `line ${index}`).concat('Error: listen EADDRINUSE: address already in use 127.0.0.1:20003');
    const recap = failureRecap(lines);
    expect(recap).toHaveLength(120);
    expect(recap.at(-1)).toBe('Error: listen EADDRINUSE: address already in use 127.0.0.1:20003');
  });

  it('says how many lines it left out of a long section', () => {
    const lines = ['⎯⎯ Failed Tests 40 ⎯⎯', ...Array.from({ length: 200 }, (_, index) => `detail ${index}`)];
    const recap = failureRecap(lines);
    expect(recap).toHaveLength(121);
    expect(recap.at(-1)).toBe("… and 81 lines more: the lane's output above has them all");
  });
});
