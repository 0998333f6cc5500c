/** Terms a name is found by, at most this many (a long title's tail adds little). */
export const MAX_TERMS = 40;

// ICU's dictionary word breaker splits Thai, which writes no spaces between words, as well as
// English; one segmenter serves both languages of the storefront.
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * The words of a text as the search index keeps them: NFKC-normalised, lower case, each once,
 * in their order. "Python 101: เริ่มต้นเขียนโปรแกรม" gives python, 101, เริ่มต้น, เขียน, โปรแกรม.
 */
export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (!isWordLike) continue;
    terms.add(segment);
    if (terms.size === MAX_TERMS) break;
  }
  return [...terms];
}
