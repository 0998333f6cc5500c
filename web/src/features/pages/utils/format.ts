import type { Promotion } from '@lm/shared';
import { formatBaht } from '../../../lib/format-price';

const locale = (language: string) => (language.startsWith('th') ? 'th-TH' : 'en-GB');

/** A date (ISO time or YYYY-MM-DD) as the reader's language writes it: 22 Nov 2026, 22 พ.ย. 2569. */
export function formatDay(value: string, language: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A promotion's discount in few words' value: 20% or ฿200. */
export function discountValue(promotion: Pick<Promotion, 'discount_kind' | 'discount_value'>): string {
  return promotion.discount_kind === 'percent' ? `${promotion.discount_value}%` : formatBaht(promotion.discount_value);
}
