import i18next from 'i18next';
import type { Language } from './i18n';

/** The page's language (i18next's, `th` or `en`) as texts are kept in. */
export const languageOf = (language: string = i18next.language): Language => (language.startsWith('th') ? 'th' : 'en');

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Of a text kept in Thai and English (`title_th` and `title_en`), the one in `language` (the
 * page's, `th` or `en`), or the other when that one is empty; '' when both are.
 */
export function inLanguage(language: string, th: unknown, en: unknown): string {
  const [mine, other] = languageOf(language) === 'th' ? [th, en] : [en, th];
  return textOf(mine) || textOf(other);
}

/** Rows named in the page's language by a text kept in Thai and English (`<field>_th`, `<field>_en`), or by their id. */
export const namedInLanguage =
  (field: string) =>
  (row: { id: string } & Record<string, unknown>): string =>
    inLanguage(i18next.language, row[`${field}_th`], row[`${field}_en`]) || row.id;
