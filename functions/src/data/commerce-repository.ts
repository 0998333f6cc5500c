import type { SellableKind } from '@lm/shared';
import { createWriteTransaction } from 'electrodb';
import type { CartOwner, CommercePorts, PlacedOrder, PlaceOutcome, SellableKindPort } from '../commerce/ports.js';
import { batchGetAll } from './batch-get.js';
import type { Database } from './database.js';
import { orderEntities, sellableKindStores, type Writes } from './sellable-kinds/index.js';
import { transactWithRetries, writtenUnlessRefused } from './conditions.js';
import { cachedFor, PRICING_DATA_KEPT_MS } from './read-cache.js';
import type { OrderItem } from './entities/order.js';
import { createSlipOrders, paidOrdersBetween, placedOrdersBetween, toOrder } from './order-records.js';
import { createSerialNumberStore } from './serial-number-repository.js';
import { createFailureCounter } from './sign-in-failure-repository.js';
import { staffNoticeItem } from './staff-notice-queue.js';


/** A cart nobody touches for 60 days goes (the table's TTL). */
const CART_DAYS = 60;
/** An idempotency key answers its order for 7 days. */
const KEY_DAYS = 7;

const ownerKey = (owner: CartOwner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.generateId}`);
const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

export function createCommerceStores(db: Database): Omit<CommercePorts, 'records' | 'vatRates' | 'newId' | 'now' | 'payments' | 'bookstore' | 'siteUrl' | 'mailer' | 'notices' | 'warn'> {
  const { cartLines, orders, pendingOrders, parcels, couponCounters, checkoutKeys } = db;
  const entities = orderEntities(db);
  const slipOrders = createSlipOrders(db);
  const kinds = sellableKindStores(db);
  /** Each line's writes of one step (`fulfil`, `release`…) by its kind, read before the transaction. */
  const linesWrites = async (plans: readonly (Promise<Writes> | undefined)[]): Promise<Writes[]> => (await Promise.all(plans)).filter((plan): plan is Writes => plan !== undefined);
  /**
   * One of an order's steps as one transaction: true once written, false when a condition refused it
   * (the order was not in the state the step starts from). A transaction that only met another on an
   * item is tried again; any other failure throws, never read as a refusal.
   */
  const settled = async (what: string, writes: Writes): Promise<boolean> => !(await transactWithRetries(() => createWriteTransaction(entities, writes).go(), what));
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
    // Each reservation's writes, by kind (decision 0047); the reservation each write is for names what ran out.
    const reserved = await Promise.all(
      reservations.map(async (reservation) => ({ reservation, writes: (await kinds[reservation.kind].reserve?.(reservation, order)) ?? (() => []) })),
    );
    // The order of the writes names what a refusal was about: the key, the order, its queue place, then stock and coupon.
    let writtenFor: string[] = [];
    const transaction = createWriteTransaction(entities, (tx) => {
      const reserving = reserved.map(({ reservation, writes }) => ({ name: reservation.name, writes: writes(tx) }));
      writtenFor = reserving.flatMap(({ name, writes }) => writes.map(() => name));
      return [
        tx.checkoutKeys.create({ user_id: order.user_id, key: idempotencyKey, order_id: order.id, ttl: epochSeconds(now + KEY_DAYS * 86_400_000) }).commit(),
        tx.orders.create(item).commit(),
        tx.pendingOrders.create({ order_id: order.id, expires_at: order.expires_at }).commit(),
        ...reserving.flatMap(({ writes }) => writes),
        ...(couponUse
          ? [
              tx.couponCounters.update({ coupon_id: couponUse.couponId, user_id: '' }).add({ uses: 1 }).where(counted(couponUse.totalUses)).commit(),
              tx.couponCounters.update({ coupon_id: couponUse.couponId, user_id: order.user_id }).add({ uses: 1 }).where(counted(couponUse.usesPerAccount)).commit(),
            ]
          : []),
      ];
    });
    const codes = await transactWithRetries(() => transaction.go(), 'Checkout');
    if (!codes) return { placed: true };
    if (codes[0] === 'ConditionalCheckFailed') {
      const existing = await checkoutKeys.get({ user_id: order.user_id, key: idempotencyKey }).go();
      if (existing.data) return { placed: false, existingOrderId: existing.data.order_id };
    }
    const firstReservation = 3;
    const names = codes.flatMap((code, index) =>
      code !== 'ConditionalCheckFailed' ? [] : [index >= firstReservation + writtenFor.length ? (couponUse?.code ?? '') : (writtenFor[index - firstReservation] ?? 'the order')],
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
    sellables: Object.fromEntries(Object.entries(kinds).map(([kind, store]) => [kind, store.port])) as Record<SellableKind, SellableKindPort>,
    serialNumbers: createSerialNumberStore(db),
    serialFailures: createFailureCounter(db),
    enrollments: {
      listByUser: async (userId) =>
        (await db.enrollments.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map((enrollment) => ({
          courseId: enrollment.course_id,
          orderId: enrollment.order_id ?? null,
          serialCode: enrollment.serial_code ?? null,
          grantedAt: enrollment.granted_at,
          accessUntil: enrollment.access_until,
        })),
    },
    orders: {
      get: slipOrders.get,
      listByUser: async (userId) => (await orders.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map(toOrder),
      orderOfKey: async (userId, key) => (await checkoutKeys.get({ user_id: userId, key }).go()).data?.order_id,
      recordPayment: async (orderId, payment, status = 'pending') => {
        return writtenUnlessRefused(
          orders
            .patch({ id: orderId })
            .set({ payment, updated_at: new Date().toISOString() })
            .where((attributes, operations) => operations.eq(attributes.status, status))
            .go(),
        );
      },
      markPaid: async (order, payment, fulfilment) => {
        // What each line grants, by kind (decision 0047).
        const granted = await linesWrites(order.lines.map((line) => kinds[line.kind].fulfil?.(line, order, fulfilment)));
        return settled(`Paying the order ${order.id}`, (tx) => [
          tx.orders
            .patch({ id: order.id })
            .set({ status: 'paid', paid_at: fulfilment.paidAt, payment, updated_at: fulfilment.paidAt })
            .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
            .commit(),
          tx.pendingOrders.delete({ order_id: order.id, expires_at: order.expires_at }).commit(),
          // Goods to send: on the shipping desk from now on (checkout gives an order an address only then).
          ...(order.address ? [tx.parcels.put({ order_id: order.id, state: 'to_send', at: fulfilment.paidAt }).commit()] : []),
          ...granted.flatMap((writes) => writes(tx)),
          tx.staffNotices.create(staffNoticeItem(fulfilment.notice)).commit(),
        ]);
      },
      list: async () => (await orders.query.all({}).go({ pages: 'all' })).data.map(toOrder),
      paidBetween: (start, end) => paidOrdersBetween(db, start, end),
      placedBetween: (start, end) => placedOrdersBetween(db, start, end),
      remove: async (ids) => {
        if (ids.length) await orders.delete(ids.map((id) => ({ id }))).go();
      },
      markRefunded: async (order, payment, at) => {
        // What each line granted, taken back by its kind (only what this order granted).
        const takenBack = await linesWrites(order.lines.map((line) => kinds[line.kind].takeBack?.(line, order)));
        return settled(`Refunding the order ${order.id}`, (tx) => [
          tx.orders
            .patch({ id: order.id })
            .set({ status: 'refunded', payment, updated_at: at })
            .where((attributes, operations) => `${operations.eq(attributes.status, 'paid')} OR ${operations.eq(attributes.status, 'fulfilled')}`)
            .commit(),
          ...(order.address ? [tx.parcels.delete({ order_id: order.id }).commit()] : []),
          ...takenBack.flatMap((writes) => writes(tx)),
        ]);
      },
      recordSlip: slipOrders.recordSlip,
      markFulfilled: (orderId, trackingNumber, at) =>
        settled(`Sending the order ${orderId}`, (tx) => [
          tx.orders
            .patch({ id: orderId })
            .set({ status: 'fulfilled', tracking_number: trackingNumber, updated_at: at })
            .where((attributes, operations) => operations.eq(attributes.status, 'paid'))
            .commit(),
          tx.parcels.put({ order_id: orderId, state: 'sent', at }).commit(),
        ]),
      parcels: async (sentFrom, sentTo) => {
        const [waiting, sent] = await Promise.all([
          parcels.query.byState({ state: 'to_send' }).go({ pages: 'all' }),
          parcels.query.byState({ state: 'sent' }).between({ at: sentFrom }, { at: sentTo }).go({ pages: 'all' }),
        ]);
        const ids = [...waiting.data, ...sent.data.filter((parcel) => parcel.at < sentTo)].map((parcel) => ({ id: parcel.order_id }));
        return (await batchGetAll(ids, (keys) => orders.get(keys).go(), 'parcel orders')).map(toOrder);
      },
      dueToExpire: async (now, limit) =>
        (await pendingOrders.query.byExpiry({}).lt({ expires_at: now }).go({ limit })).data.map((entry) => entry.order_id),
      release: async (orderId, status, at) => {
        const { data: item } = await orders.get({ id: orderId }).go();
        if (!item) return false;
        const order = toOrder(item);
        // What checkout reserved goes back, by kind (decision 0047: product stock, a class's seat).
        const released = await linesWrites(order.lines.map((line) => kinds[line.kind].release?.(line, order)));
        const codes = await transactWithRetries(
          () =>
            createWriteTransaction(entities, (tx) => [
              tx.orders
                .patch({ id: orderId })
                .set({ status, updated_at: at })
                .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
                .commit(),
              tx.pendingOrders.delete({ order_id: orderId, expires_at: item.expires_at }).commit(),
              ...released.flatMap((writes) => writes(tx)),
              ...(item.coupon_id
                ? [
                    tx.couponCounters.update({ coupon_id: item.coupon_id, user_id: '' }).subtract({ uses: 1 }).commit(),
                    tx.couponCounters.update({ coupon_id: item.coupon_id, user_id: item.user_id }).subtract({ uses: 1 }).commit(),
                  ]
                : []),
            ]).go(),
          `The release of the order ${orderId}`,
        );
        if (!codes) return true;
        // Not pending any more: someone else released or paid it.
        if (codes[0] === 'ConditionalCheckFailed') return false;
        // Anything else is a fault to see: the sweep logs it and tries the order again next minute.
        throw new Error(`The order ${orderId} could not be released: ${codes.join(', ')}.`);
      },
      place,
    },
    couponUses: {
      totals: async (couponIds) => {
        if (!couponIds.length) return new Map();
        const counters = await batchGetAll([...new Set(couponIds)].map((couponId) => ({ coupon_id: couponId, user_id: '' })), (keys) => couponCounters.get(keys).go(), 'coupon counters');
        return new Map(counters.map((counter) => [counter.coupon_id, counter.uses ?? 0]));
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
