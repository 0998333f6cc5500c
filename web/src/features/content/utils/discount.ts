import type { Promotion } from '@lm/shared';
import { formatBaht } from '../../../lib/format-price';

/** The i18n key and values that say a promotion's discount: "20% off", "฿200 off" (amounts are satang). */
export function discountOf(promotion: Pick<Promotion, 'discount_kind' | 'discount_value'>): { key: string; values: Record<string, string | number> } {
  return promotion.discount_kind === 'percent'
    ? { key: 'content.promotions.percentOff', values: { value: promotion.discount_value } }
    : { key: 'content.promotions.amountOff', values: { amount: formatBaht(promotion.discount_value) } };
}

/** Where a promotion stands on a day: not started yet, running, or over. */
export function promotionPhase(promotion: Pick<Promotion, 'starts_on' | 'ends_on'>, today: string): 'upcoming' | 'current' | 'ended' {
  if (today < promotion.starts_on) return 'upcoming';
  return today > promotion.ends_on ? 'ended' : 'current';
}
