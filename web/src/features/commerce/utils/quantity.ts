/**
 * The most of one item a cart line holds: MAX_LINE_QUANTITY of the shared commerce schemas, which
 * is not imported from there because that module would bring zod into the page.
 */
export const MAX_QUANTITY = 99;

/** A whole quantity between 1 and `limit`. */
export const clampQuantity = (value: number, limit: number): number => Math.min(Math.max(1, limit), Math.max(1, Math.floor(value) || 1));
