/** One attempt at placing an order: its idempotency key, and what it orders. */
export interface Attempt {
  key: string;
  signature: string;
}

export interface AttemptInput {
  payment_method_id: string;
  address_id?: string | undefined;
  coupon?: string | undefined;
  lines: readonly { item_id: string; quantity: number }[];
}

/** What an attempt orders, as one text: the same cart, address, payment method and coupon give the same text. */
export function attemptSignature({ payment_method_id, address_id, coupon, lines }: AttemptInput): string {
  const items = lines.map((line) => `${line.item_id}×${line.quantity}`).sort();
  return JSON.stringify([payment_method_id, address_id ?? '', coupon ?? '', items]);
}

/**
 * The attempt a click on "Place order" belongs to: a retry of the same order keeps its key, so the
 * server answers the order it may already have made (decision 0030) instead of ordering twice; a
 * change to what is ordered is a new attempt with a new key.
 */
export function attemptFor(previous: Attempt | undefined, signature: string, newKey: () => string): Attempt {
  return previous && previous.signature === signature ? previous : { key: newKey(), signature };
}
