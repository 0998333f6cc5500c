import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/errors';
import { localMessage, localMessageOf } from '../../../lib/messages';

/** Several of the catalogue's sentences in one text ("Only 2 of X are left. Y is out of stock."), each in the visitor's language. */
export function localSentences(t: TFunction, text: string): string {
  return text
    .split(/(?<=\.)\s+(?=\S)/)
    .map((sentence) => localMessage(t, sentence))
    .join(' ');
}

/**
 * A refused change of the cart or checkout, said plainly in the visitor's language: what ran out
 * (409, one sentence a line), the field a 400 names (the address, the coupon, the payment method)
 * without the summary line before it, or the server's message.
 */
export function refusalText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fields = (error.body as { fields?: Record<string, string[]> } | undefined)?.fields;
    const problems = fields ? [...new Set(Object.values(fields).flat())] : [];
    if (error.status === 400 && problems.length) return problems.map((problem) => localMessage(t, problem)).join(' ');
    if (error.status === 409) return localSentences(t, error.message);
  }
  return localMessageOf(t, error, fallback);
}
