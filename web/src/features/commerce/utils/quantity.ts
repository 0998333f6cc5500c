import type { CartLine } from '@lm/shared';

/**
 * The most of one item a cart line holds: MAX_LINE_QUANTITY of the shared commerce schemas, which
 * is not imported from there because that module would bring zod into the page.
 */
export const MAX_QUANTITY = 99;

/** How many of a line the buyer may ask for: a course once; a product up to its stock and 99. */
export function quantityLimit(line: Pick<CartLine, 'kind' | 'stock'>): number {
  if (line.kind === 'course') return 1;
  return Math.max(1, Math.min(MAX_QUANTITY, line.stock ?? MAX_QUANTITY));
}

/** A whole quantity between 1 and `limit`. */
export const clampQuantity = (value: number, limit: number): number => Math.min(Math.max(1, limit), Math.max(1, Math.floor(value) || 1));
