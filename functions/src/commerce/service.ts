import {
  COUPON_COLUMNS,
  MAX_LINE_QUANTITY,
  ORDER_COLUMNS,
  PAYMENT_METHOD_COLUMNS,
  SHIPPING_FEE_COLUMNS,
  bahtText,
  chargedShipping,
  takenCoupon,
  bangkokDay,
  message,
  priceCart,
  type Cart,
  type CartLine,
  type Coupon,
  type CouponRule,
  type Order,
  type OrderLine,
  type OrderPayment,
  type OwnedCourse,
  type PaymentMethod,
  type PriceBreakdown,
  type PriceLine,
  type SellableKind,
  type ShippingFee,
  type ShippingFeeRule,
  type MobileBank,
  type checkoutInput,
  type couponInput,
} from '@lm/shared';
import type * as z from 'zod';
import { couponRecords } from '../data/records/coupon.js';
import { paymentMethodRecords } from '../data/records/payment-method.js';
import { shippingFeeRecords } from '../data/records/shipping-fee.js';
import { CannotDeleteError, ConflictError, DomainError, invalidField, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
import { deleteRecords, keptAs, type MasterFile, type RecordStore } from '../master-files/master-file.js';
import { queuedNotice, recordLink, type QueuedNotice } from '../people/staff-notices.js';
import type { BookstoreResult, CartOwner, Charge, CommercePorts, Enrollment, Sellable, StoredCartLine } from './ports.js';
import { routes } from './routes.js';

/** The most different items one cart holds. */
export const MAX_CART_LINES = 50;
/** An unpaid order holds its stock and coupon use this long (decision 0030). */
export const ORDER_HOLD_MINUTES = 30;

/**
 * The cart `{id}` names: the caller's own when it is their user id and they are signed in, a
 * visitor's otherwise. Someone else's user id opens only a visitor cart of that name, which is
 * empty (decision 0030).
 */
export const ownerOf = (id: string, callerId: string | undefined): CartOwner => (callerId && id === callerId ? { kind: 'user', userId: id } : { kind: 'visitor', generateId: id });

const buyerOf = (owner: CartOwner) => (owner.kind === 'user' ? owner.userId : undefined);

async function sellablesOf(ports: CommercePorts, lines: readonly { kind: SellableKind; itemId: string }[]) {
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

async function ownedOf(ports: CommercePorts, userId: string | undefined, lines: readonly { kind: SellableKind; itemId: string }[]) {
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

interface PriceOptions {
  coupon?: string;
  province?: string;
}

interface Priced {
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
async function price(
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

const sizeOf = (lines: readonly StoredCartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export async function cartSize(ports: CommercePorts, owner: CartOwner) {
  return [{ cartSize: sizeOf(await ports.carts.lines(owner)) }];
}

export async function viewCart(ports: CommercePorts, cartId: string, owner: CartOwner, options: PriceOptions = {}): Promise<Cart> {
  return cartOf(ports, cartId, owner, await ports.carts.lines(owner), options);
}

/** The cart of these stored lines, priced: a change answers the lines it wrote without reading them again. */
async function cartOf(ports: CommercePorts, cartId: string, owner: CartOwner, stored: StoredCartLine[], options: PriceOptions = {}, known: readonly Sellable[] = []): Promise<Cart> {
  const { lines, breakdown } = await price(ports, stored, buyerOf(owner), options, known);
  return { id: cartId, cartSize: sizeOf(stored), lines, breakdown };
}

const withLine = (lines: readonly StoredCartLine[], line: StoredCartLine) => [...lines.filter((other) => other.itemId !== line.itemId), line];

/** The item of an id, of the kind named or, when none is, of whichever kind has it. */
async function findSellable(ports: CommercePorts, id: string, kind?: SellableKind): Promise<Sellable | undefined> {
  const kinds = kind ? [kind] : (Object.keys(ports.sellables) as SellableKind[]);
  const found = await Promise.all(kinds.map(async (one) => (await ports.sellables[one].find([id])).get(id)));
  return found.find(Boolean);
}

/** Adds to a line: a course once (adding it again changes nothing), a product up to its stock. */
export async function addToCart(ports: CommercePorts, cartId: string, owner: CartOwner, input: { kind?: SellableKind | undefined; item_id: string; quantity: number }): Promise<Cart> {
  const [item, lines] = await Promise.all([findSellable(ports, input.item_id, input.kind), ports.carts.lines(owner)]);
  if (!item) throw new NotFoundError(message('noneWithId', { what: input.kind ?? 'course or product', id: input.item_id }));
  if (!item.available) throw new ConflictError(message('notOnSale', { name: item.name }));
  const userId = buyerOf(owner);
  if (userId && (await ports.sellables[item.kind].owned(userId, [item.id])).has(item.id)) throw new ConflictError(message('alreadyOwned', { name: item.name }));
  const existing = lines.find((line) => line.itemId === item.id);
  if (!existing && lines.length >= MAX_CART_LINES) throw new ConflictError(message('cartFull', { max: String(MAX_CART_LINES) }));
  const quantity = Math.min(item.maxPerCart, MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + input.quantity);
  refuseBeyondStock(item, quantity);
  const line: StoredCartLine = { kind: item.kind, itemId: item.id, quantity, addedAt: existing?.addedAt ?? ports.now().toISOString() };
  await ports.carts.put(owner, line);
  return cartOf(ports, cartId, owner, withLine(lines, line), {}, [item]);
}

function refuseBeyondStock(item: Sellable, quantity: number) {
  if (item.stock === null || quantity <= item.stock) return;
  throw new ConflictError(item.stock <= 0 ? message('outOfStock', { name: item.name }) : message('onlyLeft', { count: String(item.stock), name: item.name }));
}

/** The cart's lines and the one named, or not found. */
async function requireLine(ports: CommercePorts, owner: CartOwner, itemId: string) {
  const lines = await ports.carts.lines(owner);
  const line = lines.find((candidate) => candidate.itemId === itemId);
  if (!line) throw new NotFoundError(message('noneWithId', { what: 'cart line', id: itemId }));
  return { lines, line };
}

export async function setQuantity(ports: CommercePorts, cartId: string, owner: CartOwner, itemId: string, quantity: number): Promise<Cart> {
  const { lines, line } = await requireLine(ports, owner, itemId);
  const item = (await ports.sellables[line.kind].find([itemId])).get(itemId);
  if (item) refuseBeyondStock(item, quantity);
  const changed: StoredCartLine = { ...line, quantity: Math.min(quantity, item?.maxPerCart ?? MAX_LINE_QUANTITY) };
  await ports.carts.put(owner, changed);
  return cartOf(ports, cartId, owner, withLine(lines, changed));
}

export async function removeFromCart(ports: CommercePorts, cartId: string, owner: CartOwner, itemId: string): Promise<Cart> {
  const { lines } = await requireLine(ports, owner, itemId);
  await ports.carts.remove(owner, [itemId]);
  return cartOf(ports, cartId, owner, lines.filter((line) => line.itemId !== itemId));
}

export async function clearCart(ports: CommercePorts, cartId: string, owner: CartOwner): Promise<Cart> {
  const lines = await ports.carts.lines(owner);
  if (lines.length) await ports.carts.remove(owner, lines.map((line) => line.itemId));
  return cartOf(ports, cartId, owner, []);
}

/**
 * Signing in merges the visitor's cart into the account's: quantities add up to what the items
 * allow, courses the student owns are left out, and the visitor's cart is emptied.
 */
export async function mergeCarts(ports: CommercePorts, userId: string, generateId: string): Promise<Cart> {
  const visitor: CartOwner = { kind: 'visitor', generateId };
  const account: CartOwner = { kind: 'user', userId };
  const [incoming, mine] = await Promise.all([ports.carts.lines(visitor), ports.carts.lines(account)]);
  if (incoming.length) {
    const [items, owned] = await Promise.all([sellablesOf(ports, incoming), ownedOf(ports, userId, incoming)]);
    let room = MAX_CART_LINES - mine.length;
    for (const line of incoming) {
      const item = items.get(line.itemId);
      if (!item || owned.has(line.itemId)) continue;
      const existing = mine.find((candidate) => candidate.itemId === line.itemId);
      if (!existing && room-- <= 0) continue;
      const quantity = Math.min(item.maxPerCart, MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + line.quantity);
      await ports.carts.put(account, { kind: line.kind, itemId: line.itemId, quantity, addedAt: existing?.addedAt ?? line.addedAt });
    }
    await ports.carts.remove(visitor, incoming.map((line) => line.itemId));
  }
  return viewCart(ports, userId, account);
}

const couponMessage = (refused: string, code: string, minimum: number) => {
  switch (refused) {
    case 'notStarted':
      return message('couponNotStarted', { code });
    case 'ended':
      return message('couponEnded', { code });
    case 'usedUp':
      return message('couponUsedUp', { code });
    case 'usedUpForAccount':
      return message('couponUsedUpForAccount', { code });
    case 'notEligible':
      return message('couponNotEligible', { code });
    case 'belowMinimum':
      return message('couponBelowMinimum', { code, minimum: bahtText(minimum) });
    default:
      return message('couponUnknown', { code });
  }
};

/**
 * Checkout (decision 0030): the student's cart priced again here, never from the browser, and
 * written in one transaction: the order, its stock, its coupon use and its idempotency key. What
 * ran out is named and nothing is written; the same key answers the order it made.
 */
export async function checkout(ports: CommercePorts, userId: string, input: z.output<typeof checkoutInput>): Promise<Order> {
  const owner: CartOwner = { kind: 'user', userId };
  // What checkout needs before pricing, read at once: the key's earlier order, the cart, the methods, the address, the buyer.
  const [earlier, stored, methods, given, contact] = await Promise.all([
    ports.orders.orderOfKey(userId, input.idempotency_key),
    ports.carts.lines(owner),
    ports.records(paymentMethodRecords).list(),
    input.address_id ? ports.addressOf(userId, input.address_id) : Promise.resolve(undefined),
    ports.buyerOf(userId),
  ]);
  const method = methods.find((one) => one.id === input.payment_method_id);
  if (earlier) return requireAnyOrder(ports, earlier);
  if (stored.length === 0) throw new ValidationError(message('cartEmpty'), {});
  if (!method?.active) throw invalidField('payment_method_id', message('paymentMethodOff'));

  // The zone comes from the address given; only a cart with a parcel needs one, and keeps it.
  const priced = await price(ports, stored, userId, {
    ...(input.coupon ? { coupon: input.coupon } : {}),
    ...(given ? { province: given.province } : {}),
    userGroupIds: contact?.userGroupIds ?? [],
  });
  const physical = priced.lines.some((line) => line.physical);
  const address = physical ? given : undefined;
  if (physical && !address) throw invalidField('address_id', input.address_id ? message('addressNotFound') : message('addressRequired'));
  const problems = priced.lines.filter((line) => line.problem).map((line) => line.problem as string);
  if (problems.length) throw new ConflictError(problems.join(' '), 'ranOut');
  const { breakdown } = priced;
  if (breakdown.coupon && 'refused' in breakdown.coupon) throw invalidField('coupon', couponMessage(breakdown.coupon.refused, breakdown.coupon.code, priced.coupon?.rule.minimumSpend ?? 0));
  if (breakdown.shipping && 'missing' in breakdown.shipping) throw invalidField('address_id', message('noShippingZone', { province: address?.province ?? '' }));

  const now = ports.now();
  const order: Order = {
    id: ports.newId(),
    user_id: userId,
    buyer_name: [contact?.firstname, contact?.lastname].filter(Boolean).join(' '),
    buyer_email: contact?.email ?? '',
    status: 'pending',
    lines: priced.orderable.map(({ line, item }, index) => {
      const pricedLine = breakdown.lines[index]!;
      return {
        kind: item.kind,
        item_id: item.id,
        name: item.name,
        image: item.image,
        unit_price: pricedLine.unitPrice,
        quantity: line.quantity,
        promotion_id: pricedLine.promotionId,
        promotion_discount: pricedLine.promotionDiscount,
        total: pricedLine.total,
      };
    }),
    breakdown,
    coupon_code: priced.coupon && takenCoupon(breakdown.coupon) ? priced.coupon.coupon.code : null,
    address: address
      ? {
          recipient_name: address.recipient_name,
          phone: address.phone,
          line1: address.line1,
          line2: address.line2,
          subdistrict: address.subdistrict,
          district: address.district,
          province: address.province,
          postal_code: address.postal_code,
        }
      : null,
    payment_method_id: method.id,
    provider: method.provider,
    total: breakdown.total,
    expires_at: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000).toISOString(),
    paid_at: null,
    payment: null,
    tracking_number: '',
    slip: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const outcome = await ports.orders.place({
    order,
    reservations: priced.orderable.filter(({ item }) => item.stock !== null).map(({ line, item }) => ({ kind: item.kind, itemId: item.id, name: item.name, quantity: line.quantity })),
    couponUse:
      order.coupon_code && priced.coupon
        ? { couponId: priced.coupon.couponId, code: priced.coupon.coupon.code, totalUses: priced.coupon.coupon.total_uses, usesPerAccount: priced.coupon.coupon.uses_per_account }
        : null,
    idempotencyKey: input.idempotency_key,
  });
  if (!outcome.placed && 'existingOrderId' in outcome) return requireAnyOrder(ports, outcome.existingOrderId);
  if (!outcome.placed) throw new ConflictError(message('ranOut', { names: outcome.ranOut.join(', ') }), 'ranOut');
  await ports.carts.remove(owner, stored.map((line) => line.itemId));
  return order;
}

export const listMyOrders = async (ports: CommercePorts, userId: string) => (await ports.orders.listByUser(userId)).sort((a, b) => (a.created_at < b.created_at ? 1 : -1));

/** A student's own order; another's is not found (never "forbidden", which would tell it exists). */
export async function getMyOrder(ports: CommercePorts, userId: string, id: string): Promise<Order> {
  const order = await ports.orders.get(id);
  if (!order || order.user_id !== userId) throw new NotFoundError(message('orderNotFound'));
  return order;
}

/** The courses a student owns, newest first; those past their access are marked. */
export async function listMyCourses(ports: CommercePorts, userId: string) {
  const enrollments = await ports.enrollments.listByUser(userId);
  const courses = await ports.sellables.course.find(enrollments.map((enrollment) => enrollment.courseId));
  const now = ports.now().toISOString();
  return enrollments.sort((a, b) => (a.grantedAt < b.grantedAt ? 1 : -1)).map((enrollment) => ownedCourseOf(enrollment, courses.get(enrollment.courseId), now));
}

/** A course the student owns, as their courses list it. */
export const ownedCourseOf = (enrollment: Enrollment, course: Sellable | undefined, now: string): OwnedCourse => ({
  course_id: enrollment.courseId,
  title: course?.name ?? '',
  slug: course?.slug ?? '',
  cover_image: course?.image ?? '',
  order_id: enrollment.orderId,
  serial_code: enrollment.serialCode,
  granted_at: enrollment.grantedAt,
  access_until: enrollment.accessUntil,
  expired: enrollment.accessUntil < now,
});

export async function publicPaymentMethods(ports: CommercePorts) {
  return (await ports.records(paymentMethodRecords).list())
    .filter((method) => method.active)
    .sort((a, b) => a.ordering - b.ordering || a.name.localeCompare(b.name))
    .map(({ id, name, provider, description, image, account_details }) => ({ id, name, provider, description, image, account_details }));
}

type CommerceFile<T extends { id: string; created_at: string; updated_at: string }, I = Omit<T, 'id' | 'created_at' | 'updated_at'>> = MasterFile<T, CommercePorts, I>;

/** Coupons with their uses so far: counted apart from the record, so an edit never resets them. */
const couponsWithUses = (ports: CommercePorts): RecordStore<Coupon> => {
  const records = ports.records(couponRecords);
  const withUses = async (coupons: Omit<Coupon, 'uses'>[]) => {
    const totals = await ports.couponUses.totals(coupons.map((coupon) => coupon.id));
    return coupons.map((coupon) => ({ ...coupon, uses: totals.get(coupon.id) ?? 0 }));
  };
  return {
    list: async () => withUses(await records.list()),
    get: async (id) => {
      const coupon = await records.get(id);
      return coupon && (await withUses([coupon]))[0];
    },
    put: ({ uses: _uses, ...coupon }, mode) => records.put(coupon, mode),
    delete: (ids) => records.delete(ids),
  };
};

export const coupons: CommerceFile<Coupon, z.output<typeof couponInput>> = {
  what: 'coupon',
  store: couponsWithUses,
  routes: { list: routes.listCoupons, get: routes.getCoupon, create: routes.createCoupon, update: routes.updateCoupon, remove: routes.deleteCoupons },
  columns: COUPON_COLUMNS,
  prepare: async (ports, input, id) => {
    const taken = (await ports.records(couponRecords).list()).some((coupon) => coupon.code === input.code && coupon.id !== id);
    if (taken) throw invalidField('code', message('couponCodeTaken'));
    const uses = id ? ((await ports.couponUses.totals([id])).get(id) ?? 0) : 0;
    return { ...input, uses };
  },
};

export const shippingFees: CommerceFile<ShippingFee> = {
  what: 'shipping fee',
  store: keptAs(shippingFeeRecords),
  routes: { list: routes.listShippingFees, get: routes.getShippingFee, create: routes.createShippingFee, update: routes.updateShippingFee, remove: routes.deleteShippingFees },
  columns: SHIPPING_FEE_COLUMNS,
};

export const paymentMethods: CommerceFile<PaymentMethod> = {
  what: 'payment method',
  store: keptAs(paymentMethodRecords),
  routes: {
    list: routes.listPaymentMethods,
    get: routes.getPaymentMethod,
    create: routes.createPaymentMethod,
    update: routes.updatePaymentMethod,
    remove: routes.deletePaymentMethods,
  },
  columns: PAYMENT_METHOD_COLUMNS,
};

/** The commerce master files, served as they are (decision 0028). */
export const commerceFiles = [coupons, shippingFees, paymentMethods] as const;

/** How long a course bought stays open (decision 0030): 12 months from payment. */
export const ACCESS_MONTHS = 12;

const paymentOf = (charge: Charge): OrderPayment => ({
  charge_id: charge.id,
  status: charge.status,
  authorize_uri: charge.authorizeUri,
  qr_image: charge.qrImage,
  qr_expires_at: charge.qrExpiresAt,
  failure_message: charge.failureMessage,
});

/** When access granted at `from` ends: `months` later (a paid course's ACCESS_MONTHS unless said). */
export function accessUntil(from: Date, months = ACCESS_MONTHS): string {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until.toISOString();
}

/**
 * Applies a charge the provider answered (never one the browser reported): a successful charge for
 * the order's whole total pays it, once, with its enrollments; any other state is kept on the
 * order for the buyer to see. Answers the order as it now is.
 */
export async function applyCharge(ports: CommercePorts, charge: Charge): Promise<Order | undefined> {
  if (!charge.orderId) return undefined;
  const order = await ports.orders.get(charge.orderId);
  if (!order) return undefined;
  const payment = paymentOf(charge);
  if (charge.status === 'successful' && charge.amount === order.total) {
    const paidAt = ports.now();
    const enrollments = order.lines.filter((line) => line.kind === 'course').map((line) => ({ courseId: line.item_id, accessUntil: accessUntil(paidAt) }));
    if (await ports.orders.markPaid(order, payment, { paidAt: paidAt.toISOString(), enrollments, notice: staffNoticeOfPaid(ports, order) })) {
      // The order is paid whatever becomes of the buyer's e-mail: a failure to send is logged, not retried.
      const paid: Order = { ...order, status: 'paid', paid_at: paidAt.toISOString(), payment };
      await sendPaidMail(ports, paid).catch((error: unknown) => ports.warn('The order e-mail could not be sent', { orderId: order.id, error: String(error) }));
    } else if ((order.status === 'expired' || order.status === 'cancelled') && order.payment?.status !== 'reversed') {
      // Paid after its hold ran out and its stock went back on sale: the money goes back, once.
      await (await ports.payments()).refund(charge.id, charge.amount);
      await ports.orders.recordPayment(order.id, { ...payment, status: 'reversed' }, order.status);
    }
  } else if (order.status === 'pending') {
    await ports.orders.recordPayment(order.id, payment);
  }
  return ports.orders.get(order.id);
}

/** An order's line and its address as the order e-mails write them. */
const lineText = (line: OrderLine) => `- ${line.name} × ${line.quantity}: ${bahtText(line.total)}`;
const addressText = (address: NonNullable<Order['address']>) => `${address.recipient_name}, ${address.line1}, ${address.district}, ${address.province} ${address.postal_code}`;

/** The order summary e-mail, once, when an order is paid (../shared/SPEC.md §1 system e-mail). */
async function sendPaidMail(ports: CommercePorts, order: Order) {
  const contact = await ports.buyerOf(order.user_id);
  if (!contact?.email) return;
  const lines = order.lines.map(lineText);
  const breakdown = order.breakdown;
  const coupon = takenCoupon(breakdown.coupon);
  const shipping = chargedShipping(breakdown.shipping);
  const couponLine = coupon ? [`Coupon ${coupon.code}: −${bahtText(coupon.discount)}`] : [];
  const shippingLine = shipping ? [`Shipping: ${bahtText(shipping.fee)}`] : [];
  const next = [
    ...(order.lines.some((line) => line.kind === 'course') ? [`Start learning: ${ports.siteUrl}/myaccount/student/course`] : []),
    ...(order.address ? [`We will send your parcel to ${addressText(order.address)}.`] : []),
  ];
  const text = [
    `Hello ${contact.firstname || 'there'},`,
    '',
    `Thank you: we have your payment for order ${order.id}.`,
    '',
    ...lines,
    ...couponLine,
    ...shippingLine,
    `Total paid: ${bahtText(order.total)} (includes VAT ${bahtText(breakdown.vat)})`,
    '',
    ...next,
    `Your orders: ${ports.siteUrl}/myaccount/student/order`,
  ].join('\n');
  await ports.mailer.send({ to: contact.email, subject: `Your order ${order.id} is paid`, text });
}

/**
 * The shop's own notice of a paid order (decision 0059), for the sweep to send to each active admin
 * e-mail that asked for every paid order, or for those with a parcel when this one has one.
 */
function staffNoticeOfPaid(ports: Pick<CommercePorts, 'siteUrl' | 'newId' | 'now'>, order: Order): QueuedNotice {
  const parcel = order.address !== null;
  const text = [
    `Order ${order.id} is paid: ${bahtText(order.total)} by ${order.buyer_name || order.buyer_email} (${order.buyer_email}), ${order.provider.replace('_', ' ')}.`,
    '',
    ...order.lines.map(lineText),
    '',
    ...(order.address ? [`To send to ${addressText(order.address)}: ${recordLink(ports.siteUrl, '/admin/delivery-orders', order.id)}`] : []),
    `The order: ${recordLink(ports.siteUrl, '/admin/orders', order.id)}`,
  ].join('\n');
  const subject = `${parcel ? 'To send: order' : 'Order'} ${order.id} paid, ${bahtText(order.total)}`;
  return queuedNotice(ports, parcel ? ['order_paid', 'parcel_to_send'] : ['order_paid'], { subject, text });
}

/**
 * The expiry sweep (every minute: an EventBridge schedule in AWS, a timer on the local stack):
 * an unpaid order past its hold is expired, its stock and coupon use given back. A charge still
 * pending is asked about first: paid at the last moment, the order is paid instead; a QR still
 * payable keeps the order waiting until the QR's own expiry.
 */
export async function expireOrders(ports: CommercePorts, limit = 100): Promise<{ expired: string[]; paid: string[]; failed: string[] }> {
  const now = ports.now().toISOString();
  const outcome = { expired: [] as string[], paid: [] as string[], failed: [] as string[] };
  for (const orderId of await ports.orders.dueToExpire(now, limit)) {
    // One order the sweep cannot settle (its provider does not answer) holds up none of the rest:
    // it stays due, and the next run tries it again.
    try {
      const settled = await expireOrder(ports, orderId, now);
      if (settled) outcome[settled].push(orderId);
    } catch (error) {
      ports.warn('An order due to expire could not be settled', { orderId, error: String(error) });
      outcome.failed.push(orderId);
    }
  }
  return outcome;
}

async function expireOrder(ports: CommercePorts, orderId: string, now: string): Promise<'expired' | 'paid' | undefined> {
  const order = await ports.orders.get(orderId);
  if (!order) return undefined;
  // A transfer's slip waiting for review holds the order until an administrator decides.
  if (order.status === 'pending' && order.slip?.status === 'submitted') return undefined;
  if (order.status === 'pending' && order.payment?.status === 'pending') {
    const charge = await (await ports.payments()).retrieveCharge(order.payment.charge_id);
    // A charge the provider does not keep (made under other keys) can never be paid: the order expires as one never paid.
    if (charge) {
      const applied = await applyCharge(ports, charge);
      if (applied?.status === 'paid') return 'paid';
      if (charge.status === 'pending' && charge.qrExpiresAt && charge.qrExpiresAt > now) return undefined;
    }
  }
  return (await ports.orders.release(orderId, 'expired', now)) ? 'expired' : undefined;
}

/** A payment the provider refused (a declined card): 400 with the provider's reason; the order stays pending to pay another way. */
export class PaymentDeclinedError extends DomainError {
  constructor(message: string) {
    super('invalid', message, { code: 'paymentDeclined' });
  }
}

/**
 * Pays one of the student's pending orders by its method (decision 0030): a card with the token
 * Omise.js made (the answer carries the bank's 3-D Secure page), or a PromptPay QR. A pending
 * charge made before is answered again rather than charging twice.
 */
export async function payOrder(ports: CommercePorts, userId: string, orderId: string, input: { card_token?: string | undefined; bank?: MobileBank | undefined }): Promise<Order> {
  const order = await getMyOrder(ports, userId, orderId);
  if (order.status !== 'pending') throw new ConflictError(message('orderNotPending', { status: order.status }));
  if (order.expires_at < ports.now().toISOString()) throw new ConflictError(message('orderNotPending', { status: 'expired' }));
  if (order.payment?.status === 'pending' && (order.provider !== 'promptpay' || (order.payment.qr_expires_at ?? '') > ports.now().toISOString())) return order;
  const gateway = order.provider === 'bookstore' ? undefined : await ports.payments();
  const returnUri = `${ports.siteUrl}/omiseconfirm?order=${encodeURIComponent(order.id)}`;
  let charge: Charge;
  if (order.provider === 'card') {
    if (!input.card_token) throw invalidField('card_token', message('required', { label: 'card_token' }));
    charge = await gateway!.chargeCard({ orderId: order.id, amount: order.total, token: input.card_token, returnUri });
  } else if (order.provider === 'promptpay') {
    charge = await gateway!.chargePromptPay({ orderId: order.id, amount: order.total, returnUri });
  } else if (order.provider === 'mobile_banking') {
    if (!input.bank) throw invalidField('bank', message('required', { label: 'bank' }));
    charge = await gateway!.chargeMobileBanking({ orderId: order.id, amount: order.total, bank: input.bank, returnUri });
  } else if (order.provider === 'bookstore') {
    // A redirect checkout: the bookstore's page is where the buyer pays; its signed result comes back.
    const bookstore = await ports.bookstore();
    const url = bookstore.checkoutUrl({ orderId: order.id, amount: order.total, returnUrl: `${ports.siteUrl}/chulabook/payment/result` });
    const payment: OrderPayment = { charge_id: `bookstore:${order.id}`, status: 'pending', authorize_uri: url, qr_image: null, qr_expires_at: null, failure_message: null };
    await ports.orders.recordPayment(order.id, payment);
    return { ...order, payment };
  } else {
    throw new ConflictError(message('paymentMethodOff'));
  }
  const updated = (await applyCharge(ports, charge)) ?? order;
  if (charge.status === 'failed') throw new PaymentDeclinedError(charge.failureMessage ?? message('paymentDeclined'));
  return updated;
}

/** The return from 3-D Secure: the order's charge read again from the provider and applied. */
export async function refreshOrderPayment(ports: CommercePorts, userId: string, orderId: string): Promise<Order> {
  const order = await getMyOrder(ports, userId, orderId);
  // An order past its hold is asked about too: a payment that arrived late is given back.
  if (!order.payment || !['pending', 'expired', 'cancelled'].includes(order.status)) return order;
  const charge = await (await ports.payments()).retrieveCharge(order.payment.charge_id);
  if (charge?.orderId !== order.id) return order;
  return (await applyCharge(ports, charge)) ?? order;
}

/**
 * The provider's webhook: its signature over the raw body first (401 otherwise); then only the
 * charge as the provider answers it now is trusted, whatever the event said.
 */
export async function receivePaymentEvent(ports: CommercePorts, rawBody: string, headers: Record<string, string | undefined>, event: { key: string; data: { object: string; id: string } }) {
  const gateway = await ports.payments();
  if (!gateway.verifySignature(rawBody, headers)) throw new UnauthorizedError();
  // An event about a charge the provider does not keep under these keys changes nothing.
  const charge = event.data.object === 'charge' && event.key.startsWith('charge.') ? await gateway.retrieveCharge(event.data.id) : undefined;
  if (charge) await applyCharge(ports, charge);
  return { received: true as const };
}

export async function paymentConfig(ports: CommercePorts) {
  const gateway = await ports.payments();
  return { public_key: gateway.publicKey, script_url: gateway.scriptUrl };
}

/** An order that may still go: never one that was paid (its money and what it granted are on record). */
const UNDELETABLE: readonly Order['status'][] = ['paid', 'fulfilled', 'refunded'];

/** Orders as a master file (the admin table and ../shared/SPEC.md §7's delete); they are made by checkout, never by the form. */
export const orders: MasterFile<Order, CommercePorts, never> = {
  what: 'order',
  store: (ports) => ({
    list: () => ports.orders.list(),
    get: (id) => ports.orders.get(id),
    put: async () => {
      throw new ConflictError(message('ordersByCheckout'));
    },
    delete: async (ids) => {
      const found = (await Promise.all([...new Set(ids)].map((id) => ports.orders.get(id)))).filter((order): order is Order => !!order);
      await ports.orders.remove(found.map((order) => order.id));
      return found.map((order) => order.id);
    },
  }),
  columns: ORDER_COLUMNS,
  // ../shared/SPEC.md §8 cannotDelete: a paid order stays; a pending one first gives back what it holds.
  beforeDelete: async (ports, ids) => {
    const found = (await Promise.all(ids.map((id) => ports.orders.get(id)))).filter((order): order is Order => !!order);
    const kept = found.filter((order) => UNDELETABLE.includes(order.status));
    if (kept.length) throw new CannotDeleteError(`${kept.map((order) => order.id).join(', ')}: paid orders are kept`);
    for (const order of found) if (order.status === 'pending') await ports.orders.release(order.id, 'cancelled', ports.now().toISOString());
  },
};

async function requireAnyOrder(ports: CommercePorts, id: string) {
  const order = await ports.orders.get(id);
  if (!order) throw new NotFoundError(message('noneWithId', { what: 'order', id }));
  return order;
}

/** An administrator cancels an unpaid order: its stock and coupon use go back. */
export async function cancelOrder(ports: CommercePorts, id: string): Promise<Order> {
  const order = await requireAnyOrder(ports, id);
  if (!(await ports.orders.release(order.id, 'cancelled', ports.now().toISOString()))) throw new ConflictError(message('orderNotPending', { status: order.status }));
  return requireAnyOrder(ports, id);
}

/**
 * An administrator refunds a paid order in full through the provider (card and PromptPay), and
 * the courses it granted are taken back. A parcel already sent is the administrator's to recover.
 */
export async function refundOrder(ports: CommercePorts, id: string): Promise<Order> {
  const order = await requireAnyOrder(ports, id);
  if (order.status !== 'paid' && order.status !== 'fulfilled') throw new ConflictError(message('refundOnlyPaid', { status: order.status }));
  if (!order.payment) throw new ConflictError(message('refundByTransfer'));
  await (await ports.payments()).refund(order.payment.charge_id, order.total);
  await ports.orders.markRefunded(order, { ...order.payment, status: 'reversed' }, ports.now().toISOString());
  return requireAnyOrder(ports, id);
}

/** An administrator marks a paid order's parcel as sent. */
export async function fulfilOrder(ports: CommercePorts, id: string, trackingNumber: string): Promise<Order> {
  const order = await requireAnyOrder(ports, id);
  if (!(await ports.orders.markFulfilled(order.id, trackingNumber, ports.now().toISOString()))) throw new ConflictError(message('sendOnlyPaid', { status: order.status }));
  return requireAnyOrder(ports, id);
}

/** With STUDENT_DELETE_ORDER_COURSE on, a student deletes one of their unpaid orders. */
export async function deleteMyOrder(ports: CommercePorts, userId: string, id: string) {
  const order = await getMyOrder(ports, userId, id);
  return deleteRecords(ports, orders, [order.id]);
}

/**
 * The partner bookstore's result (`/chulabook/payment/result`, decision 0031): its signature first
 * (401 otherwise); then a paid result for the order's whole total pays it, once, as a card charge
 * would; a cancelled one is kept on the order for the buyer to see.
 */
export async function completeBookstorePayment(ports: CommercePorts, result: BookstoreResult) {
  if (!(await ports.bookstore()).verify(result)) throw new UnauthorizedError();
  const order = await requireAnyOrder(ports, result.order_id);
  if (order.provider !== 'bookstore') throw new ConflictError(message('paymentMethodOff'));
  const applied = await applyCharge(ports, {
    id: result.ref ? `bookstore:${result.ref}` : `bookstore:${order.id}`,
    orderId: order.id,
    amount: result.amount,
    status: result.status === 'paid' ? 'successful' : 'failed',
    authorizeUri: null,
    qrImage: null,
    qrExpiresAt: null,
    failureMessage: result.status === 'paid' ? null : 'The payment was cancelled at the bookstore.',
  });
  return { order_id: order.id, status: (applied ?? order).status };
}

async function requireSlip(ports: CommercePorts, id: string) {
  const order = await requireAnyOrder(ports, id);
  if (!order.slip) throw new NotFoundError(message('orderNoSlip'));
  return { order, slip: order.slip };
}

/** The transfer arrived: paid, once, through the same path as a charge. */
export async function approveOrderSlip(ports: CommercePorts, id: string): Promise<Order> {
  const { order, slip } = await requireSlip(ports, id);
  if (order.status !== 'pending') throw new ConflictError(message('orderNotPending', { status: order.status }));
  await ports.orders.recordSlip(order.id, { ...slip, status: 'approved' });
  await applyCharge(ports, { id: `transfer:${order.id}`, orderId: order.id, amount: order.total, status: 'successful', authorizeUri: null, qrImage: null, qrExpiresAt: null, failureMessage: null });
  return requireAnyOrder(ports, id);
}

/** The slip does not show the transfer: the student sees why, may send another, and the order's hold runs again. */
export async function rejectOrderSlip(ports: CommercePorts, id: string, reason: string): Promise<Order> {
  const { order, slip } = await requireSlip(ports, id);
  if (!(await ports.orders.recordSlip(order.id, { ...slip, status: 'rejected', reason }))) throw new ConflictError(message('orderNotPending', { status: order.status }));
  return requireAnyOrder(ports, id);
}
