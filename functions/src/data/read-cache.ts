/** How long a warm Lambda keeps what carts are priced with: an administrator's change reaches every cart within this. */
export const PRICING_DATA_KEPT_MS = 5_000;

/**
 * A read that changes seldom (the coupons, shipping fees, payment methods and promotions every
 * cart is priced with), kept for `ms` by a warm Lambda (decision 0030, "What a warm Lambda
 * keeps"). Reads while one is on its way share it; a failed read is not kept; `clear` forgets
 * the value, which a write through the same Lambda does, so its own change shows at once.
 */
export function cachedFor<T>(ms: number, load: () => Promise<T>, now: () => number = Date.now) {
  let kept: { at: number; value: Promise<T> } | undefined;
  return {
    read(): Promise<T> {
      const at = now();
      if (!kept || at - kept.at >= ms) {
        const value = load();
        const entry = { at, value };
        kept = entry;
        value.catch(() => {
          if (kept === entry) kept = undefined;
        });
      }
      return kept.value;
    },
    clear() {
      kept = undefined;
    },
  };
}
