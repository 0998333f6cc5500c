import { describe, expect, it } from 'vitest';
import { sectionsToRun } from './sections.js';

describe('sectionsToRun', () => {
  it('runs every section by default', () => {
    expect(sectionsToRun([])).toEqual(['lambdas', 'http', 'commerce', 'web', 'media']);
  });

  it('runs only the named sections, in run order', () => {
    expect(sectionsToRun(['--only=web'])).toEqual(['web']);
    expect(sectionsToRun(['--only=web,lambdas'])).toEqual(['lambdas', 'web']);
    expect(sectionsToRun(['--only=http', '--only=lambdas'])).toEqual(['lambdas', 'http']);
  });

  it('refuses unknown sections and options', () => {
    expect(() => sectionsToRun(['--only=site'])).toThrow(/Unknown section "site"/);
    expect(() => sectionsToRun(['--only='])).toThrow(/Unknown section ""/);
    expect(() => sectionsToRun(['--fast'])).toThrow(/Unknown option --fast/);
  });
});
