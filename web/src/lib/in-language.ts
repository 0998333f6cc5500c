const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Of a text kept in Thai and English (`title_th` and `title_en`), the one in `language` (the
 * page's, `th` or `en`), or the other when that one is empty; '' when both are.
 */
export function inLanguage(language: string, th: unknown, en: unknown): string {
  const [mine, other] = language.startsWith('th') ? [th, en] : [en, th];
  return textOf(mine) || textOf(other);
}
