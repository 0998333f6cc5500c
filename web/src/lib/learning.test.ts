import { describe, expect, it } from 'vitest';
import { formatPercent, learnHref, wholePercent } from './learning';

describe('learning links and percents', () => {
  it('links the learn page, at a lesson when one is named', () => {
    expect(learnHref('course-python-basics')).toBe('/courses/course-python-basics/learn');
    expect(learnHref('course-python-basics', 'your-first-script')).toBe('/courses/course-python-basics/learn?lesson=your-first-script');
    expect(learnHref('a b', 'c&d')).toBe('/courses/a%20b/learn?lesson=c%26d');
  });

  it('shows a whole percent between 0 and 100', () => {
    expect(wholePercent(33.4)).toBe(33);
    expect(wholePercent(66.6)).toBe(67);
    expect(wholePercent(-5)).toBe(0);
    expect(wholePercent(140)).toBe(100);
    expect(wholePercent(Number.NaN)).toBe(0);
  });

  it('writes the percent as the language does', () => {
    expect(formatPercent(40, 'en')).toBe('40%');
    expect(formatPercent(0, 'th')).toBe('0%');
    expect(formatPercent(100.2, 'en')).toBe('100%');
  });
});
