import { setTimeout as sleep } from 'node:timers/promises';
import type { Order, SellableKind } from '@lm/shared';
import { createWriteTransaction } from 'electrodb';
import type { CartOwner, CommercePorts, PlacedOrder, PlaceOutcome, Sellable, SellableKindPort } from '../commerce/ports.js';
import type { Database } from './database.js';
import { isConditionFailure } from './conditions.js';
import { cachedFor, PRICING_DATA_KEPT_MS } from './read-cache.js';
import type { OrderItem } from './entities/order.js';

type CommerceDatabase = Pick<
  Database,
  'cartLines' | 'orders' | 'pendingOrders' | 'couponCounters' | 'checkoutKeys' | 'enrollments' | 'courses' | 'products' | 'promotions' | 'users' | 'addresses'
>;

/** A cart nobody touches for 60 days goes (the table's TTL). */
const CART_DAYS = 60;
/** An idempotency key answers its order for 7 days. */
const KEY_DAYS = 7;
/** Transactions that met another on the same item are tried again this often, with a growing, jittered pause. */
const CONFLICT_RETRIES = 12;

/**
 * Writes a transaction, trying it again while it only met another one on an item
 * (`TransactionConflict`), after a jittered, growing pause. Answers nothing once written, or the
 * cancellation codes when a condition refused it (`ConditionalCheckFailed` at the refused writes).
 */
async function transactWithRetries(go: () => Promise<{ canceled: boolean; data: unknown }>, what: string): Promise<string[] | undefined> {
  for (let attempt = 0; ; attempt++) {
    const { canceled, data } = await go();
    if (!canceled) return undefined;
    const codes = (data as { code: string }[]).map((result) => result.code);
    if (codes.includes('ConditionalCheckFailed')) return codes;
    if (attempt >= CONFLICT_RETRIES || !codes.includes('TransactionConflict')) throw new Error(`${what} could not be written: ${codes.join(', ')}.`);
    await sleep(Math.random() * 20 * 2 ** Math.min(attempt, 6));
  }
}

const ownerKey = (owner: CartOwner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.generateId}`);
const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

function toOrder(item: OrderItem): Order {
  return {
    id: item.id,
    user_id: item.user_id,
    buyer_name: item.buyer_name ?? '',
    buyer_email: item.buyer_email ?? '',
    status: item.status,
    lines: item.lines as Order['lines'],
    breakdown: item.breakdown as Order['breakdown'],
    coupon_code: item.coupon_code ?? null,
    address: (item.address as Order['address'] | undefined) ?? null,
    payment_method_id: item.payment_method_id,
    provider: item.provider,
    total: item.total,
    expires_at: item.expires_at,
    paid_at: item.paid_at ?? null,
    payment: (item.payment as Order['payment'] | undefined) ?? null,
    tracking_number: item.tracking_number ?? '',
    slip: (item.slip as Order['slip'] | undefined) ?? null,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

/**
 * The kinds of goods as the table keeps them (decision 0030): a course is sold once per buyer and
 * never ships; a product ships and has stock. A new kind (live-class seats…) adds an entry here
 * and its reservation below.
 */
function sellableKinds(db: CommerceDatabase): Record<SellableKind, SellableKindPort> {
  const byIds = async <T>(read: (keys: { id: string }[]) => Promise<T[]>, ids: readonly string[]) => (ids.length ? read([...new Set(ids)].map((id) => ({ id }))) : []);
  return {
    course: {
      find: async (ids) => {
        const courses = await byIds(async (keys) => (await db.courses.get(keys).go()).data, ids);
        return new Map(
          courses.map((course): [string, Sellable] => [
            course.id,
            {
              kind: 'course',
              id: course.id,
              name: course.title,
              slug: course.slug,
              image: course.cover_image ?? '',
              unitPrice: course.sale_price ?? course.price,
              categoryIds: [course.category_id],
              physical: false,
              weightGrams: 0,
              available: !!course.published && course.status === 'open',
              stock: null,
              maxPerCart: 1,
            },
          ]),
        );
      },
      owned: async (userId, ids) => {
        if (!ids.length) return new Set();
        const { data } = await db.enrollments.query.byUser({ user_id: userId }).go({ pages: 'all' });
        return new Set(data.filter((enrollment) => ids.includes(enrollment.course_id)).map((enrollment) => enrollment.course_id));
      },
    },
    product: {
      find: async (ids) => {
        const products = await byIds(async (keys) => (await db.products.get(keys).go()).data, ids);
        return new Map(
          products.map((product): [string, Sellable] => [
            product.id,
            {
              kind: 'product',
              id: product.id,
              name: product.name,
              slug: product.slug,
              image: product.image ?? '',
              unitPrice: product.sale_price ?? product.price,
              categoryIds: [product.category_id],
              physical: true,
              weightGrams: product.shipping_weight,
              available: !!product.published,
              stock: product.stock,
              maxPerCart: 99,
            },
          ]),
        );
      },
      owned: async () => new Set(),
    },
  };
}

export function createCommerceStores(db: CommerceDatabase): Omit<CommercePorts, 'records' | 'vatRates' | 'newId' | 'now' | 'payments' | 'bookstore' | 'siteUrl' | 'mailer' | 'warn'> {
  const { cartLines, orders, pendingOrders, couponCounters, checkoutKeys, products } = db;
  /** The promotions in force, as the pricing function takes them; kept a few seconds per warm Lambda. */
  const promotionRules = cachedFor(PRICING_DATA_KEPT_MS, async () =>
    (await db.promotions.query.all({}).go({ pages: 'all' })).data
      // A promotion that targets nothing is a page, not a price.
      .filter((promotion) => promotion.published && (promotion.course_ids?.length || promotion.product_ids?.length || promotion.category_ids?.length || promotion.user_group_ids?.length))
      .map((promotion) => ({
        id: promotion.id,
        startsOn: promotion.starts_on,
        endsOn: promotion.ends_on,
        targets: {
          itemIds: [...(promotion.course_ids ?? []), ...(promotion.product_ids ?? [])],
          categoryIds: promotion.category_ids ?? [],
          userGroupIds: promotion.user_group_ids ?? [],
        },
        discount: { kind: promotion.discount_kind, value: promotion.discount_value },
      })),
  );

  const counted = (limit: number | null) =>
    limit === null ? () => '' : (attributes: { uses: unknown }, operations: { notExists(a: unknown): string; lt(a: unknown, v: number): string }) => `${operations.notExists(attributes.uses)} OR ${operations.lt(attributes.uses, limit)}`;

  async function place(placed: PlacedOrder): Promise<PlaceOutcome> {
    const { order, reservations, couponUse, idempotencyKey } = placed;
    const now = Date.parse(order.created_at);
    const item = Object.fromEntries(
      Object.entries({ ...order, idempotency_key: idempotencyKey, ...(couponUse ? { coupon_id: couponUse.couponId } : {}) }).filter(([, value]) => value !== null),
    ) as OrderItem;
    // The order of the writes names what a refusal was about: the key, the order, its queue place, then stock and coupon.
    const transaction = createWriteTransaction({ cartLines, orders, pendingOrders, couponCounters, checkoutKeys, products }, (entities) => [
      entities.checkoutKeys.create({ user_id: order.user_id, key: idempotencyKey, order_id: order.id, ttl: epochSeconds(now + KEY_DAYS * 86_400_000) }).commit(),
      entities.orders.create(item).commit(),
      entities.pendingOrders.create({ order_id: order.id, expires_at: order.expires_at }).commit(),
      // Each reservation's write, by kind (decision 0030); a kind without stock has none.
      ...reservations.map((reservation) => {
        if (reservation.kind !== 'product') throw new Error(`The ${reservation.kind} kind keeps no stock to reserve.`);
        return entities.products
          .patch({ id: reservation.itemId })
          .subtract({ stock: reservation.quantity })
          .where((attributes, operations) => operations.gte(attributes.stock, reservation.quantity))
          .commit();
      }),
      ...(couponUse
        ? [
            entities.couponCounters.update({ coupon_id: couponUse.couponId, user_id: '' }).add({ uses: 1 }).where(counted(couponUse.totalUses)).commit(),
            entities.couponCounters.update({ coupon_id: couponUse.couponId, user_id: order.user_id }).add({ uses: 1 }).where(counted(couponUse.usesPerAccount)).commit(),
          ]
        : []),
    ]);
    const codes = await transactWithRetries(() => transaction.go(), 'Checkout');
    if (!codes) return { placed: true };
    if (codes[0] === 'ConditionalCheckFailed') {
      const existing = await checkoutKeys.get({ user_id: order.user_id, key: idempotencyKey }).go();
      if (existing.data) return { placed: false, existingOrderId: existing.data.order_id };
    }
    const firstReservation = 3;
    const names = codes.flatMap((code, index) =>
      code !== 'ConditionalCheckFailed' ? [] : [index >= firstReservation + reservations.length ? (couponUse?.code ?? '') : (reservations[index - firstReservation]?.name ?? 'the order')],
    );
    return { placed: false, ranOut: [...new Set(names)] };
  }

  return {
    carts: {
      lines: async (owner) =>
        (await cartLines.query.byOwner({ owner: ownerKey(owner) }).go({ pages: 'all' })).data.map((line) => ({
          kind: line.kind,
          itemId: line.item_id,
          quantity: line.quantity,
          addedAt: line.added_at,
        })),
      put: async (owner, line) => {
        await cartLines
          .put({ owner: ownerKey(owner), item_id: line.itemId, kind: line.kind, quantity: line.quantity, added_at: line.addedAt, ttl: epochSeconds(Date.now() + CART_DAYS * 86_400_000) })
          .go();
      },
      remove: async (owner, itemIds) => {
        if (itemIds.length) await cartLines.delete(itemIds.map((itemId) => ({ owner: ownerKey(owner), item_id: itemId }))).go();
      },
    },
    sellables: sellableKinds(db),
    enrollments: {
      listByUser: async (userId) =>
        (await db.enrollments.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map((enrollment) => ({
          courseId: enrollment.course_id,
          orderId: enrollment.order_id,
          grantedAt: enrollment.granted_at,
          accessUntil: enrollment.access_until,
        })),
    },
    orders: {
      get: async (id) => {
        const { data } = await orders.get({ id }).go();
        return data ? toOrder(data) : undefined;
      },
      listByUser: async (userId) => (await orders.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map(toOrder),
      orderOfKey: async (userId, key) => (await checkoutKeys.get({ user_id: userId, key }).go()).data?.order_id,
      recordPayment: async (orderId, payment, status = 'pending') => {
        try {
          await orders
            .patch({ id: orderId })
            .set({ payment, updated_at: new Date().toISOString() })
            .where((attributes, operations) => operations.eq(attributes.status, status))
            .go();
          return true;
        } catch (error) {
          if (isConditionFailure(error)) return false;
          throw error;
        }
      },
      markPaid: async (order, payment, fulfilment) => {
        const { canceled } = await createWriteTransaction({ orders, pendingOrders, enrollments: db.enrollments }, (entities) => [
          entities.orders
            .patch({ id: order.id })
            .set({ status: 'paid', paid_at: fulfilment.paidAt, payment, updated_at: fulfilment.paidAt })
            .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
            .commit(),
          entities.pendingOrders.delete({ order_id: order.id, expires_at: order.expires_at }).commit(),
          // A put, not a create: a course bought twice (two orders paid) extends the access rather than failing the payment.
          ...fulfilment.enrollments.map((enrollment) =>
            entities.enrollments
              .put({ user_id: order.user_id, course_id: enrollment.courseId, order_id: order.id, granted_at: fulfilment.paidAt, access_until: enrollment.accessUntil })
              .commit(),
          ),
        ]).go();
        return !canceled;
      },
      list: async () => (await orders.query.all({}).go({ pages: 'all' })).data.map(toOrder),
      remove: async (ids) => {
        if (ids.length) await orders.delete(ids.map((id) => ({ id }))).go();
      },
      markRefunded: async (order, payment, at) => {
        const { canceled } = await createWriteTransaction({ orders, enrollments: db.enrollments }, (entities) => [
          entities.orders
            .patch({ id: order.id })
            .set({ status: 'refunded', payment, updated_at: at })
            .where((attributes, operations) => `${operations.eq(attributes.status, 'paid')} OR ${operations.eq(attributes.status, 'fulfilled')}`)
            .commit(),
          // The courses it granted are taken back (only those this order granted).
          ...order.lines
            .filter((line) => line.kind === 'course')
            .map((line) =>
              entities.enrollments
                .delete({ user_id: order.user_id, course_id: line.item_id })
                .where((attributes, operations) => `${operations.notExists(attributes.order_id)} OR ${operations.eq(attributes.order_id, order.id)}`)
                .commit(),
            ),
        ]).go();
        return !canceled;
      },
      recordSlip: async (orderId, slip) => {
        try {
          await orders
            .patch({ id: orderId })
            .set({ slip, updated_at: slip.submitted_at })
            .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
            .go();
          return true;
        } catch (error) {
          if (isConditionFailure(error)) return false;
          throw error;
        }
      },
      markFulfilled: async (orderId, trackingNumber, at) => {
        try {
          await orders
            .patch({ id: orderId })
            .set({ status: 'fulfilled', tracking_number: trackingNumber, updated_at: at })
            .where((attributes, operations) => operations.eq(attributes.status, 'paid'))
            .go();
          return true;
        } catch (error) {
          if (isConditionFailure(error)) return false;
          throw error;
        }
      },
      dueToExpire: async (now, limit) =>
        (await pendingOrders.query.byExpiry({}).lt({ expires_at: now }).go({ limit })).data.map((entry) => entry.order_id),
      release: async (orderId, status, at) => {
        const { data: item } = await orders.get({ id: orderId }).go();
        if (!item) return false;
        const lines = item.lines as Order['lines'];
        const codes = await transactWithRetries(
          () =>
            createWriteTransaction({ orders, pendingOrders, products, couponCounters }, (entities) => [
            entities.orders
              .patch({ id: orderId })
              .set({ status, updated_at: at })
              .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
              .commit(),
            entities.pendingOrders.delete({ order_id: orderId, expires_at: item.expires_at }).commit(),
            // What checkout reserved goes back on sale (decision 0030: products keep stock).
            ...lines.filter((line) => line.kind === 'product').map((line) => entities.products.patch({ id: line.item_id }).add({ stock: line.quantity }).commit()),
            ...(item.coupon_id
              ? [
                  entities.couponCounters.update({ coupon_id: item.coupon_id, user_id: '' }).subtract({ uses: 1 }).commit(),
                  entities.couponCounters.update({ coupon_id: item.coupon_id, user_id: item.user_id }).subtract({ uses: 1 }).commit(),
                ]
              : []),
            ]).go(),
          `The release of the order ${orderId}`,
        );
        if (!codes) return true;
        // Not pending any more: someone else released or paid it.
        if (codes[0] === 'ConditionalCheckFailed') return false;
        // A product deleted since (its patch finds nothing) would fail the release for ever: that is a fault to see, not to retry.
        throw new Error(`The order ${orderId} could not be released: ${codes.join(', ')}.`);
      },
      place,
    },
    couponUses: {
      totals: async (couponIds) => {
        if (!couponIds.length) return new Map();
        const { data } = await couponCounters.get([...new Set(couponIds)].map((couponId) => ({ coupon_id: couponId, user_id: '' }))).go();
        return new Map(data.map((counter) => [counter.coupon_id, counter.uses ?? 0]));
      },
      byAccount: async (couponId, userId) => (await couponCounters.get({ coupon_id: couponId, user_id: userId }).go()).data?.uses ?? 0,
    },
    promotions: () => promotionRules.read(),
    buyerOf: async (userId) => {
      const { data } = await db.users.get({ userId }).go({ attributes: ['email', 'firstname', 'lastname', 'userGroupId'] });
      return data ? { email: data.email ?? '', firstname: data.firstname ?? '', lastname: data.lastname ?? '', userGroupIds: data.userGroupId ? [data.userGroupId] : [] } : undefined;
    },
    userGroupsOf: async (userId) => {
      const { data } = await db.users.get({ userId }).go({ attributes: ['userGroupId'] });
      return data?.userGroupId ? [data.userGroupId] : [];
    },
    addressOf: async (userId, addressId) => {
      const { data } = await db.addresses.get({ userId, id: addressId }).go();
      if (!data) return undefined;
      const { userId: _owner, ...address } = data;
      return { ...address, line2: address.line2 ?? '', is_default: address.is_default ?? false };
    },
  };
}
