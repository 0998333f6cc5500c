import { describe, expect, it } from 'vitest';
import { MAX_TERMS, searchTerms } from './terms.js';

describe('searchTerms', () => {
  it('splits English on spaces and punctuation, lower-cased, each word once', () => {
    expect(searchTerms('Python 101: Python for Data-Science!')).toEqual(['python', '101', 'for', 'data', 'science']);
  });

  it('splits Thai, which has no spaces between words, into its words', () => {
    const terms = searchTerms('เริ่มต้นเขียนโปรแกรม');
    expect(terms.length).toBeGreaterThan(1);
    expect(terms.join('')).toBe('เริ่มต้นเขียนโปรแกรม');
    expect(terms).toContain('โปรแกรม');
  });

  it('folds full-width letters and keeps nothing for punctuation only', () => {
    expect(searchTerms('ＡＷＳ')).toEqual(['aws']);
    expect(searchTerms(' — !? ')).toEqual([]);
  });

  it('keeps at most MAX_TERMS terms', () => {
    const words = Array.from({ length: MAX_TERMS + 10 }, (_, index) => `word${index}`).join(' ');
    expect(searchTerms(words)).toHaveLength(MAX_TERMS);
  });
});
