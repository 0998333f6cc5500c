import {
  bangkokDay,
  MAX_LINE_QUANTITY,
  message,
  priceCart,
  type CartLine,
  type Coupon,
  type CouponRule,
  type PriceBreakdown,
  type PriceLine,
  type SellableKind,
  type ShippingFeeRule,
} from '@lm/shared';
import { couponRecords } from '../data/records/coupon.js';
import { shippingFeeRecords } from '../data/records/shipping-fee.js';
import type { CartOwner, CommercePorts, Sellable, StoredCartLine } from './ports.js';

/*
 * The cart priced (decision 0030): its lines' items read by kind, what the buyer owns, promotions,
 * the coupon and shipping, through the one pricing function of shared/ that checkout uses too.
 */

/** Who buys from a cart: the signed-in student, or no one yet. */
export const buyerOf = (owner: CartOwner) => (owner.kind === 'user' ? owner.userId : undefined);

export async function sellablesOf(ports: CommercePorts, lines: readonly { kind: SellableKind; itemId: string }[]) {
  const found = new Map<string, Sellable>();
  const kinds = [...new Set(lines.map((line) => line.kind))];
  await Promise.all(
    kinds.map(async (kind) => {
      const items = await ports.sellables[kind].find(lines.filter((line) => line.kind === kind).map((line) => line.itemId));
      for (const [id, item] of items) found.set(id, item);
    }),
  );
  return found;
}

export async function ownedOf(ports: CommercePorts, userId: string | undefined, lines: readonly { kind: SellableKind; itemId: string }[]) {
  if (!userId) return new Set<string>();
  const owned = new Set<string>();
  const kinds = [...new Set(lines.map((line) => line.kind))];
  await Promise.all(
    kinds.map(async (kind) => {
      for (const id of await ports.sellables[kind].owned(
        userId,
        lines.filter((line) => line.kind === kind).map((line) => line.itemId),
      ))
        owned.add(id);
    }),
  );
  return owned;
}

/** Why a line cannot be ordered as it is, or null. */
function problemOf(line: StoredCartLine, item: Sellable | undefined, owned: Set<string>): string | null {
  if (!item || !item.available) return message('notOnSale', { name: item?.name ?? 'This item' });
  if (owned.has(item.id)) return message('alreadyOwned', { name: item.name });
  if (item.stock !== null && item.stock <= 0) return message('outOfStock', { name: item.name });
  if (item.stock !== null && item.stock < line.quantity) return message('onlyLeft', { count: String(item.stock), name: item.name });
  return null;
}

const priceLineOf = (item: Sellable, quantity: number): PriceLine => ({
  key: item.id,
  itemId: item.id,
  categoryIds: item.categoryIds,
  unitPrice: item.unitPrice,
  quantity,
  physical: item.physical,
  weightGrams: item.weightGrams,
});

/** A coupon by its code, as the form stores it (upper case). */
async function couponByCode(ports: CommercePorts, code: string) {
  const wanted = code.trim().toUpperCase();
  return (await ports.records(couponRecords).list()).find((coupon) => coupon.code === wanted && coupon.active);
}

async function couponRuleOf(ports: CommercePorts, code: string, userId: string | undefined): Promise<{ rule: CouponRule; couponId: string; coupon: Omit<Coupon, 'uses'> } | null> {
  const coupon = await couponByCode(ports, code);
  if (!coupon) return null;
  const [totals, mine] = await Promise.all([
    ports.couponUses.totals([coupon.id]),
    userId && coupon.uses_per_account !== null ? ports.couponUses.byAccount(coupon.id, userId) : Promise.resolve(0),
  ]);
  const total = totals.get(coupon.id) ?? 0;
  return {
    couponId: coupon.id,
    coupon,
    rule: {
      code: coupon.code,
      startsOn: coupon.starts_on,
      endsOn: coupon.ends_on,
      targets: { itemIds: coupon.item_ids, categoryIds: coupon.category_ids, userGroupIds: coupon.user_group_ids },
      discount: { kind: coupon.discount_kind, value: coupon.discount_value },
      minimumSpend: coupon.minimum_spend,
      maximumDiscount: coupon.maximum_discount,
      usesLeft: coupon.total_uses === null ? null : coupon.total_uses - total,
      usesLeftForAccount: coupon.uses_per_account === null ? null : coupon.uses_per_account - mine,
    },
  };
}

const province = (name: string) => name.trim().toLowerCase();

async function shippingRules(ports: CommercePorts): Promise<ShippingFeeRule[]> {
  return (await ports.records(shippingFeeRecords).list())
    .filter((fee) => fee.active)
    .sort((a, b) => (a.created_at < b.created_at ? -1 : 1))
    .map((fee) => ({
      id: fee.id,
      provinces: fee.provinces.map(province),
      rate: fee.rate_kind === 'flat' ? { kind: 'flat', fee: fee.flat_fee } : { kind: 'weight', bands: fee.bands.map((band) => ({ upToGrams: band.up_to_grams, fee: band.fee })) },
      freeFrom: fee.free_from,
    }));
}

export interface PriceOptions {
  coupon?: string;
  province?: string;
}

export interface Priced {
  lines: CartLine[];
  /** The lines that can be ordered, with their items. */
  orderable: { line: StoredCartLine; item: Sellable }[];
  breakdown: PriceBreakdown;
  coupon: Awaited<ReturnType<typeof couponRuleOf>>;
}

/**
 * The cart as the buyer sees it and checkout charges it: the one pricing function over the lines
 * that can be ordered, the promotions in force, the coupon tried and the shipping zone.
 */
export async function price(
  ports: CommercePorts,
  stored: StoredCartLine[],
  userId: string | undefined,
  /** `userGroupIds`: the buyer's groups, when this request has already read them. */
  options: PriceOptions & { userGroupIds?: string[] },
  /** Items this request already read, and found the buyer does not own: not read again. */
  known: readonly Sellable[] = [],
): Promise<Priced> {
  const knownIds = new Set(known.map((item) => item.id));
  const unknown = stored.filter((line) => !knownIds.has(line.itemId));
  const [found, owned, promotions, shippingFees, userGroupIds, coupon] = await Promise.all([
    sellablesOf(ports, unknown),
    ownedOf(ports, userId, unknown),
    ports.promotions(),
    shippingRules(ports),
    options.userGroupIds ?? (userId ? ports.userGroupsOf(userId) : []),
    options.coupon ? couponRuleOf(ports, options.coupon, userId) : Promise.resolve(null),
  ]);
  const items = new Map([...found, ...known.map((item) => [item.id, item] as const)]);
  const ordered = [...stored].sort((a, b) => (a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : a.itemId < b.itemId ? -1 : 1));
  const lines: CartLine[] = [];
  const orderable: Priced['orderable'] = [];
  for (const line of ordered) {
    const item = items.get(line.itemId);
    const problem = problemOf(line, item, owned);
    lines.push({
      kind: line.kind,
      item_id: line.itemId,
      name: item?.name ?? '',
      slug: item?.slug ?? '',
      image: item?.image ?? '',
      unit_price: item?.unitPrice ?? 0,
      quantity: line.quantity,
      physical: item?.physical ?? false,
      stock: item?.stock ?? null,
      max_quantity: Math.max(line.quantity, Math.min(item?.maxPerCart ?? 1, MAX_LINE_QUANTITY, item?.stock ?? MAX_LINE_QUANTITY)),
      problem,
    });
    if (item && !problem) orderable.push({ line, item });
  }
  const breakdown = priceCart(
    orderable.map(({ line, item }) => priceLineOf(item, line.quantity)),
    { promotions, shippingFees, vatRates: ports.vatRates, ...(coupon ? { coupon: coupon.rule } : {}) },
    { day: bangkokDay(ports.now()), userGroupIds, ...(options.province ? { province: province(options.province) } : {}) },
  );
  if (options.coupon && !coupon) breakdown.coupon = { code: options.coupon.trim().toUpperCase(), refused: 'unknown' };
  return { lines, orderable, breakdown, coupon };
}
