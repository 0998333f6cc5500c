import { VAT_RATES, type Address, type Order, type PromotionRule } from '@lm/shared';
import { serialNumberRecords } from '../data/records/serial-number.js';
import { memoryFailureCounter } from '../identity/memory-ports.js';
import { memoryRecordKinds } from '../master-files/memory-records.js';
import { memoryNoticeQueue } from '../people/memory-notices.js';
import type { Charge, CommercePorts, Sellable, StoredCartLine } from './ports.js';

/** In-memory ports for unit tests of the commerce service: the same answers as the DynamoDB adapters, the transaction all or nothing. */
export function memoryCommerce(start = new Date('2026-11-20T03:00:00.000Z')) {
  const carts = new Map<string, Map<string, StoredCartLine>>();
  const items = new Map<string, Sellable>();
  const enrollments = new Set<string>();
  const orders = new Map<string, Order>();
  const keys = new Map<string, string>();
  const couponCounts = new Map<string, number>();
  const couponOfOrder = new Map<string, string>();
  const refunds: { chargeId: string; amount: number }[] = [];
  const sent: { to: string; subject: string; text: string }[] = [];
  const notices = memoryNoticeQueue();
  const promotions: PromotionRule[] = [];
  const groups = new Map<string, string[]>();
  const addresses = new Map<string, Address & { userId: string }>();
  const clock = { now: start.getTime() };
  let ids = 0;
  /** The provider's charges, as a test sets them; card tokens `tok_fail` are declined. */
  const charges = new Map<string, Charge>();
  /** Charges the provider does not answer for (down, or timing out): asking about one throws. */
  const unanswered = new Set<string>();
  const gateway = {
    publicKey: 'pkey_test',
    scriptUrl: 'https://gateway.test/omise.js',
    chargeCard: async ({ orderId, amount, token }: { orderId: string; amount: number; token: string }) => {
      const charge: Charge = {
        id: `chrg_${++ids}`,
        orderId,
        amount,
        status: token === 'tok_fail' ? 'failed' : 'pending',
        authorizeUri: token === 'tok_fail' ? null : 'https://gateway.test/3ds',
        qrImage: null,
        qrExpiresAt: null,
        failureMessage: token === 'tok_fail' ? 'insufficient funds in the account or the card has reached the credit limit' : null,
      };
      charges.set(charge.id, charge);
      return { ...charge };
    },
    chargePromptPay: async ({ orderId, amount }: { orderId: string; amount: number }) => {
      const charge: Charge = { id: `chrg_${++ids}`, orderId, amount, status: 'pending', authorizeUri: null, qrImage: 'https://gateway.test/qr.svg', qrExpiresAt: new Date(clock.now + 86_400_000).toISOString(), failureMessage: null };
      charges.set(charge.id, charge);
      return { ...charge };
    },
    chargeMobileBanking: async ({ orderId, amount, bank }: { orderId: string; amount: number; bank: string }) => {
      const id = `chrg_${++ids}`;
      const charge: Charge = { id, orderId, amount, status: 'pending', authorizeUri: `https://gateway.test/${bank}/${id}`, qrImage: null, qrExpiresAt: null, failureMessage: null };
      charges.set(charge.id, charge);
      return { ...charge };
    },
    retrieveCharge: async (id: string) => {
      if (unanswered.has(id)) throw new Error(`The provider did not answer about ${id}.`);
      const charge = charges.get(id);
      return charge && { ...charge };
    },
    refund: async (chargeId: string, amount: number) => {
      refunds.push({ chargeId, amount });
      const charge = charges.get(chargeId);
      if (charge) charge.status = 'reversed';
    },
    verifySignature: (rawBody: string, headers: Record<string, string | undefined>) => headers['omise-signature'] === `signed:${rawBody}`,
  };
  const cartOf = (owner: Parameters<CommercePorts['carts']['lines']>[0]) => {
    const key = owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.generateId}`;
    let cart = carts.get(key);
    if (!cart) carts.set(key, (cart = new Map()));
    return cart;
  };
  const kindPort = (kind: Sellable['kind']) => ({
    find: async (wanted: readonly string[]) => new Map([...items.values()].filter((item) => item.kind === kind && wanted.includes(item.id)).map((item) => [item.id, { ...item }])),
    owned: async (userId: string, wanted: readonly string[]) => new Set(wanted.filter((id) => enrollments.has(`${userId}:${id}`))),
  });

  const records = memoryRecordKinds();
  const serials = records(serialNumberRecords);
  const ports: CommercePorts = {
    records,
    serialFailures: memoryFailureCounter(),
    serialNumbers: {
      byCode: async (code) => (await serials.list()).find((serial) => serial.code === code),
      inBatch: async (batch) => (await serials.list()).filter((serial) => serial.batch === batch),
      redeem: async (serial, { userId, email, at }) => {
        const stored = await serials.get(serial.id);
        if (!stored || stored.redeemed_by || !stored.active) return 'used';
        if (enrollments.has(`${userId}:${serial.course_id}`)) return 'owned';
        enrollments.add(`${userId}:${serial.course_id}`);
        await serials.put({ ...stored, redeemed_by: userId, redeemed_email: email, redeemed_at: at, updated_at: at }, 'replace');
        return 'redeemed';
      },
      change: async (id, fields, at) => {
        const stored = await serials.get(id);
        if (!stored) return undefined;
        const changed = { ...stored, ...fields, updated_at: at };
        await serials.put(changed, 'replace');
        return changed;
      },
      deleteUnused: async (ids) => {
        const unused = (await Promise.all(ids.map((id) => serials.get(id)))).filter((serial) => serial && !serial.redeemed_by).map((serial) => serial!.id);
        return serials.delete(unused);
      },
    },
    carts: {
      lines: async (owner) => [...cartOf(owner).values()].map((line) => ({ ...line })),
      put: async (owner, line) => void cartOf(owner).set(line.itemId, { ...line }),
      remove: async (owner, itemIds) => itemIds.forEach((id) => cartOf(owner).delete(id)),
    },
    sellables: { course: kindPort('course'), product: kindPort('product'), live_seat: kindPort('live_seat'), private_hours: kindPort('private_hours') },
    enrollments: {
      listByUser: async (userId) =>
        [...enrollments].filter((key) => key.startsWith(`${userId}:`)).map((key) => ({ courseId: key.slice(userId.length + 1), orderId: 'order', serialCode: null, grantedAt: '2026-11-01T00:00:00.000Z', accessUntil: '2027-11-01T00:00:00.000Z' })),
    },
    orders: {
      get: async (id) => orders.get(id) && structuredClone(orders.get(id)),
      listByUser: async (userId) => [...orders.values()].filter((order) => order.user_id === userId).map((order) => structuredClone(order)),
      orderOfKey: async (userId, key) => keys.get(`${userId}:${key}`),
      recordPayment: async (orderId, payment, status = 'pending') => {
        const order = orders.get(orderId);
        if (order?.status !== status) return false;
        order.payment = structuredClone(payment);
        return true;
      },
      markPaid: async (order, payment, fulfilment) => {
        const stored = orders.get(order.id);
        if (stored?.status !== 'pending') return false;
        Object.assign(stored, { status: 'paid', paid_at: fulfilment.paidAt, payment: structuredClone(payment) });
        for (const enrollment of fulfilment.enrollments) enrollments.add(`${order.user_id}:${enrollment.courseId}`);
        await notices.add(fulfilment.notice);
        return true;
      },
      list: async () => [...orders.values()].map((order) => structuredClone(order)),
      paidBetween: async (start, end) => [...orders.values()].filter((order) => order.paid_at !== null && order.paid_at >= start && order.paid_at < end).map((order) => structuredClone(order)),
      placedBetween: async (start, end) => [...orders.values()].filter((order) => order.created_at >= start && order.created_at < end).map((order) => structuredClone(order)),
      remove: async (ids) => ids.forEach((id) => orders.delete(id)),
      markRefunded: async (order, payment, at) => {
        const stored = orders.get(order.id);
        if (stored?.status !== 'paid' && stored?.status !== 'fulfilled') return false;
        Object.assign(stored, { status: 'refunded', payment: structuredClone(payment), updated_at: at });
        for (const line of order.lines) if (line.kind === 'course') enrollments.delete(`${order.user_id}:${line.item_id}`);
        return true;
      },
      recordSlip: async (orderId, slip) => {
        const stored = orders.get(orderId);
        if (stored?.status !== 'pending') return false;
        stored.slip = { ...slip };
        return true;
      },
      markFulfilled: async (orderId, trackingNumber, at) => {
        const stored = orders.get(orderId);
        if (stored?.status !== 'paid') return false;
        Object.assign(stored, { status: 'fulfilled', tracking_number: trackingNumber, updated_at: at });
        return true;
      },
      parcels: async (sentFrom, sentTo) =>
        [...orders.values()]
          .filter((order) => order.address !== null && (order.status === 'paid' || (order.status === 'fulfilled' && order.updated_at >= sentFrom && order.updated_at < sentTo)))
          .map((order) => structuredClone(order)),
      dueToExpire: async (now, limit) =>
        [...orders.values()]
          .filter((order) => order.status === 'pending' && order.expires_at < now)
          .sort((a, b) => (a.expires_at < b.expires_at ? -1 : 1))
          .slice(0, limit)
          .map((order) => order.id),
      release: async (orderId, status, at) => {
        const order = orders.get(orderId);
        if (order?.status !== 'pending') return false;
        Object.assign(order, { status, updated_at: at });
        for (const line of order.lines) if (line.kind === 'product') items.get(line.item_id)!.stock! += line.quantity;
        const couponId = couponOfOrder.get(orderId);
        if (couponId) {
          couponCounts.set(couponId, (couponCounts.get(couponId) ?? 0) - 1);
          couponCounts.set(`${couponId}:${order.user_id}`, (couponCounts.get(`${couponId}:${order.user_id}`) ?? 0) - 1);
        }
        return true;
      },
      place: async ({ order, reservations, couponUse, idempotencyKey }) => {
        const existing = keys.get(`${order.user_id}:${idempotencyKey}`);
        if (existing) return { placed: false, existingOrderId: existing };
        const ranOut = reservations.filter((reservation) => (items.get(reservation.itemId)?.stock ?? 0) < reservation.quantity).map((reservation) => reservation.name);
        if (couponUse) {
          const total = couponCounts.get(couponUse.couponId) ?? 0;
          const mine = couponCounts.get(`${couponUse.couponId}:${order.user_id}`) ?? 0;
          if ((couponUse.totalUses !== null && total >= couponUse.totalUses) || (couponUse.usesPerAccount !== null && mine >= couponUse.usesPerAccount)) ranOut.push(couponUse.code);
        }
        if (ranOut.length) return { placed: false, ranOut };
        for (const reservation of reservations) items.get(reservation.itemId)!.stock! -= reservation.quantity;
        if (couponUse) {
          couponCounts.set(couponUse.couponId, (couponCounts.get(couponUse.couponId) ?? 0) + 1);
          couponCounts.set(`${couponUse.couponId}:${order.user_id}`, (couponCounts.get(`${couponUse.couponId}:${order.user_id}`) ?? 0) + 1);
        }
        keys.set(`${order.user_id}:${idempotencyKey}`, order.id);
        if (couponUse) couponOfOrder.set(order.id, couponUse.couponId);
        orders.set(order.id, structuredClone(order));
        return { placed: true };
      },
    },
    couponUses: {
      totals: async (couponIds) => new Map(couponIds.map((id) => [id, couponCounts.get(id) ?? 0])),
      byAccount: async (couponId, userId) => couponCounts.get(`${couponId}:${userId}`) ?? 0,
    },
    promotions: async () => promotions,
    userGroupsOf: async (userId) => groups.get(userId) ?? [],
    addressOf: async (userId, addressId) => {
      const address = addresses.get(addressId);
      if (!address || address.userId !== userId) return undefined;
      const { userId: _owner, ...rest } = address;
      return rest;
    },
    vatRates: VAT_RATES,
    payments: async () => gateway,
    bookstore: async () => ({
      checkoutUrl: ({ orderId, amount, returnUrl }) => `https://bookstore.test/pay?order_id=${orderId}&amount=${amount}&return_url=${encodeURIComponent(returnUrl)}`,
      verify: (result) => result.signature === 'a'.repeat(64),
    }),
    mailer: { send: async (mail) => void sent.push(mail) },
    notices,
    buyerOf: async (userId) => ({ email: `${userId}@example.com`, firstname: 'Somchai', lastname: 'Jaidee', userGroupIds: groups.get(userId) ?? [] }),
    warn: () => {},
    siteUrl: 'https://shop.test',
    newId: () => `rec-${++ids}`,
    now: () => new Date(clock.now),
  };
  return { ports, items, enrollments, orders, promotions, groups, addresses, couponCounts, clock, charges, unanswered, refunds, sent };
}

/** A course as the course kind answers it, for the commerce unit tests. */
export const sellableCourse = (overrides: Partial<Sellable> = {}): Sellable => ({
  kind: 'course',
  id: 'course-sql',
  name: 'SQL for analysts',
  slug: 'course-sql',
  image: '',
  unitPrice: 259_000,
  categoryIds: ['cat-data'],
  physical: false,
  weightGrams: 0,
  available: true,
  stock: null,
  maxPerCart: 1,
  ...overrides,
});
