/**
 * The one pricing function of the marketplace: the cart's preview and checkout both call it, so
 * what a buyer is shown is what they are charged. Every amount is integer satang and includes
 * VAT (../shared/SPEC.md §1: prices as the storefront shows them).
 *
 * Order of the rules: each line's list price; the best promotion for that line (promotions never
 * stack); one coupon over the order, after promotions; shipping when a physical item is in the
 * cart; the VAT the total includes, at the rate in force on the day.
 */

/** A day in Asia/Bangkok, YYYY-MM-DD: promotions, coupons and VAT rates hold from and to whole days. */
export type Day = string;

/** What a promotion or a coupon applies to; a list left empty does not narrow. */
export interface Targets {
  itemIds?: readonly string[];
  categoryIds?: readonly string[];
  userGroupIds?: readonly string[];
}

/** Percent (1 to 100) off, or an amount in satang off. */
export type Discount = { kind: 'percent'; value: number } | { kind: 'amount'; value: number };

export interface PriceLine {
  /** Names the line in the breakdown (one per sellable in the cart). */
  key: string;
  itemId: string;
  categoryIds: readonly string[];
  /** List price of one, in satang, VAT included. */
  unitPrice: number;
  quantity: number;
  /** A parcel to ship (a product); courses and classes are not. */
  physical: boolean;
  /** Grams of one, for shipping by weight. */
  weightGrams: number;
}

export interface PromotionRule {
  id: string;
  startsOn: Day;
  endsOn: Day;
  targets: Targets;
  /** An amount is off each unit. */
  discount: Discount;
}

export interface CouponRule {
  code: string;
  startsOn: Day;
  endsOn: Day;
  targets: Targets;
  /** An amount is off the order (its eligible lines). */
  discount: Discount;
  /** The eligible lines' total (after promotions) must reach this. */
  minimumSpend: number;
  /** The most a percent coupon takes off; none when null. */
  maximumDiscount: number | null;
  /** Uses left in all, and for this account; null when unlimited. */
  usesLeft: number | null;
  usesLeftForAccount: number | null;
}

/** Shipping to a zone of provinces: a flat fee or bands by weight, free from a threshold. */
export interface ShippingFeeRule {
  id: string;
  provinces: readonly string[];
  rate: { kind: 'flat'; fee: number } | { kind: 'weight'; bands: readonly { upToGrams: number; fee: number }[] };
  /** The order (after discounts) ships free from this amount; none when null. */
  freeFrom: number | null;
}

/** A VAT rate in basis points (700 is 7%) from a day on: the rate is dated configuration. */
export interface VatRate {
  from: Day;
  basisPoints: number;
}

export interface PricingRules {
  promotions: readonly PromotionRule[];
  coupon?: CouponRule;
  shippingFees: readonly ShippingFeeRule[];
  vatRates: readonly VatRate[];
}

export interface Buyer {
  /** The day prices are taken on. */
  day: Day;
  userGroupIds: readonly string[];
  /** Where a parcel goes; needed only when the cart holds one. */
  province?: string;
}

export interface PricedLine {
  key: string;
  unitPrice: number;
  quantity: number;
  listTotal: number;
  /** The promotion that lowers this line, if any, and what it takes off the line. */
  promotionId: string | null;
  promotionDiscount: number;
  total: number;
}

/** Why a coupon takes nothing off. */
export type CouponRefusal = 'unknown' | 'notStarted' | 'ended' | 'usedUp' | 'usedUpForAccount' | 'notEligible' | 'belowMinimum';

export interface PriceBreakdown {
  lines: PricedLine[];
  listTotal: number;
  promotionDiscount: number;
  /** After promotions, before the coupon. */
  subtotal: number;
  coupon: { code: string; discount: number } | { code: string; refused: CouponRefusal } | null;
  /** Null when nothing ships; a cart with a parcel and no zone for its province cannot be priced for checkout. */
  shipping: { fee: number; shippingFeeId: string } | { missing: 'province' | 'zone' } | null;
  total: number;
  /** The VAT the total includes, and its rate in basis points. */
  vat: number;
  vatBasisPoints: number;
}

const within = (day: Day, from: Day, to: Day) => from <= day && day <= to;

/** Whether targets take in a line for this buyer: an item, one of its categories, or one of the buyer's groups. */
function targets(target: Targets, line: Pick<PriceLine, 'itemId' | 'categoryIds'>, buyer: Buyer): boolean {
  const lists = [target.itemIds, target.categoryIds, target.userGroupIds].filter((list) => list && list.length > 0);
  if (lists.length === 0) return true;
  return (
    (target.itemIds?.includes(line.itemId) ?? false) ||
    line.categoryIds.some((id) => target.categoryIds?.includes(id)) ||
    buyer.userGroupIds.some((id) => target.userGroupIds?.includes(id))
  );
}

/** What a discount takes off an amount: a percent rounded to the satang, never more than the amount. */
function off(discount: Discount, amount: number): number {
  const taken = discount.kind === 'percent' ? Math.round((amount * Math.min(100, Math.max(0, discount.value))) / 100) : Math.max(0, discount.value);
  return Math.min(amount, taken);
}

function priceLine(line: PriceLine, promotions: readonly PromotionRule[], buyer: Buyer): PricedLine {
  let best: { id: string; perUnit: number } | null = null;
  for (const promotion of promotions) {
    if (!within(buyer.day, promotion.startsOn, promotion.endsOn) || !targets(promotion.targets, line, buyer)) continue;
    const perUnit = off(promotion.discount, line.unitPrice);
    if (perUnit > 0 && (!best || perUnit > best.perUnit || (perUnit === best.perUnit && promotion.id < best.id))) best = { id: promotion.id, perUnit };
  }
  const listTotal = line.unitPrice * line.quantity;
  const promotionDiscount = (best?.perUnit ?? 0) * line.quantity;
  return { key: line.key, unitPrice: line.unitPrice, quantity: line.quantity, listTotal, promotionId: best?.id ?? null, promotionDiscount, total: listTotal - promotionDiscount };
}

function applyCoupon(coupon: CouponRule, lines: readonly PriceLine[], priced: readonly PricedLine[], buyer: Buyer): PriceBreakdown['coupon'] {
  const refuse = (refused: CouponRefusal) => ({ code: coupon.code, refused });
  if (buyer.day < coupon.startsOn) return refuse('notStarted');
  if (buyer.day > coupon.endsOn) return refuse('ended');
  if (coupon.usesLeft !== null && coupon.usesLeft <= 0) return refuse('usedUp');
  if (coupon.usesLeftForAccount !== null && coupon.usesLeftForAccount <= 0) return refuse('usedUpForAccount');
  const eligible = priced.filter((_, index) => targets(coupon.targets, lines[index]!, buyer)).reduce((sum, line) => sum + line.total, 0);
  if (eligible === 0) return refuse('notEligible');
  if (eligible < coupon.minimumSpend) return refuse('belowMinimum');
  const taken = off(coupon.discount, eligible);
  return { code: coupon.code, discount: coupon.maximumDiscount === null ? taken : Math.min(taken, coupon.maximumDiscount) };
}

function shippingOf(lines: readonly PriceLine[], fees: readonly ShippingFeeRule[], buyer: Buyer, afterDiscounts: number): PriceBreakdown['shipping'] {
  const parcels = lines.filter((line) => line.physical && line.quantity > 0);
  if (parcels.length === 0) return null;
  if (!buyer.province) return { missing: 'province' };
  const fee = fees.find((one) => one.provinces.includes(buyer.province!));
  if (!fee) return { missing: 'zone' };
  if (fee.freeFrom !== null && afterDiscounts >= fee.freeFrom) return { fee: 0, shippingFeeId: fee.id };
  if (fee.rate.kind === 'flat') return { fee: fee.rate.fee, shippingFeeId: fee.id };
  const grams = parcels.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  const bands = [...fee.rate.bands].sort((a, b) => a.upToGrams - b.upToGrams);
  // Beyond the heaviest band the heaviest band's fee applies.
  const band = bands.find((one) => grams <= one.upToGrams) ?? bands.at(-1);
  return { fee: band?.fee ?? 0, shippingFeeId: fee.id };
}

/** The VAT rate in force on a day: the latest that started on or before it. */
export function vatRateOn(rates: readonly VatRate[], day: Day): number {
  const current = [...rates].filter((rate) => rate.from <= day).sort((a, b) => (a.from < b.from ? 1 : -1))[0];
  if (!current) throw new Error(`No VAT rate is set for ${day}.`);
  return current.basisPoints;
}

/** The VAT an amount that includes it holds: amount × rate / (1 + rate), to the satang. */
export const includedVat = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / (10_000 + basisPoints));

/** A breakdown's coupon when it took something off; undefined when none was entered or it was refused. */
export const takenCoupon = <C extends object>(coupon: C | null | undefined): Extract<C, { discount: number }> | undefined =>
  coupon && 'discount' in coupon ? (coupon as Extract<C, { discount: number }>) : undefined;

/** A breakdown's shipping when a fee was worked out (0 when free); undefined when nothing ships or no fee could be. */
export const chargedShipping = <S extends object>(shipping: S | null | undefined): Extract<S, { fee: number }> | undefined =>
  shipping && 'fee' in shipping ? (shipping as Extract<S, { fee: number }>) : undefined;

/** Prices a cart for a buyer on a day under the rules in force: the breakdown the cart shows and checkout charges. */
export function priceCart(lines: readonly PriceLine[], rules: PricingRules, buyer: Buyer): PriceBreakdown {
  const priced = lines.map((line) => priceLine(line, rules.promotions, buyer));
  const listTotal = priced.reduce((sum, line) => sum + line.listTotal, 0);
  const promotionDiscount = priced.reduce((sum, line) => sum + line.promotionDiscount, 0);
  const subtotal = listTotal - promotionDiscount;
  const coupon = rules.coupon ? applyCoupon(rules.coupon, lines, priced, buyer) : null;
  const couponDiscount = takenCoupon(coupon)?.discount ?? 0;
  const afterDiscounts = subtotal - couponDiscount;
  const shipping = shippingOf(lines, rules.shippingFees, buyer, afterDiscounts);
  const total = afterDiscounts + (chargedShipping(shipping)?.fee ?? 0);
  const vatBasisPoints = vatRateOn(rules.vatRates, buyer.day);
  return { lines: priced, listTotal, promotionDiscount, subtotal, coupon, shipping, total, vat: includedVat(total, vatBasisPoints), vatBasisPoints };
}

/**
 * Thailand's VAT, dated: the rate has stood at 7% since 1992 (the 10% of the law is reduced by
 * royal decree, renewed each year). A change is a new entry from its first day.
 */
export const VAT_RATES: readonly VatRate[] = [{ from: '1992-01-01', basisPoints: 700 }];

/** The day of an instant in Asia/Bangkok (UTC+7, no daylight saving), YYYY-MM-DD. */
export const bangkokDay = (at: Date): Day => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Baht with two decimals for messages: 259000 → ฿2,590.00. */
export const bahtText = (satang: number) => `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
