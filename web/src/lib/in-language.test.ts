import { describe, expect, it } from 'vitest';
import { inLanguage, languageOf } from './in-language';

describe('inLanguage', () => {
  it('answers the text in the page’s language, the other when that one is empty, and nothing when both are', () => {
    expect(inLanguage('th', 'บัตรเครดิต', 'Credit card')).toBe('บัตรเครดิต');
    expect(inLanguage('en', 'บัตรเครดิต', 'Credit card')).toBe('Credit card');
    expect(inLanguage('th-TH', '', 'Credit card')).toBe('Credit card');
    expect(inLanguage('en', 'บัตรเครดิต', '')).toBe('บัตรเครดิต');
    expect(inLanguage('en', undefined, null)).toBe('');
  });
});

describe('languageOf', () => {
  it('reads Thai as th, whatever its region, and any other language as en', () => {
    expect(languageOf('th')).toBe('th');
    expect(languageOf('th-TH')).toBe('th');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB')).toBe('en');
  });
});
