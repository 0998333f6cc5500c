import { bangkokDay, monthsBetween, type Order } from '@lm/shared';
import type { SlipOrders } from '../media/ports.js';
import { writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { OrderItem } from './entities/order.js';

/** An order as the API answers it. */
export function toOrder(item: OrderItem): Order {
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
 * Reading an order and keeping a transfer slip on it: what the media Lambda needs of orders
 * (decision 0031), apart from the commerce stores so its bundle holds no sellable kinds.
 */
export function createSlipOrders(db: Pick<Database, 'orders'>): SlipOrders {
  return {
    get: async (id) => {
      const { data } = await db.orders.get({ id }).go();
      return data ? toOrder(data) : undefined;
    },
    recordSlip: async (orderId, slip) => {
      return writtenUnlessRefused(
        db.orders
          .patch({ id: orderId })
          .set({ slip, updated_at: slip.submitted_at })
          .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
          .go(),
      );
    },
  };
}

/**
 * The orders paid from `start` up to `end` (instants, end excluded): one Query of gsi3 per Bangkok
 * month the window touches, each bounded by the window, so a report reads its period's sales and
 * nothing else (decision 0058).
 */
export async function paidOrdersBetween(db: Pick<Database, 'orders'>, start: string, end: string): Promise<Order[]> {
  if (start >= end) return [];
  const months = monthsBetween(bangkokDay(new Date(start)), bangkokDay(new Date(Date.parse(end) - 1)));
  const pages = await Promise.all(months.map((month) => db.orders.query.paid({ paid_month: month }).between({ paid_at: start }, { paid_at: end }).go({ pages: 'all' })));
  // `between` takes its end too: an order paid at the very instant `end` belongs to the next window.
  return pages.flatMap(({ data }) => data.filter((item) => (item.paid_at ?? '') < end).map(toOrder));
}

/** The orders placed from `start` up to `end` (instants, end excluded), through the orders listing (gsi1 by created_at). */
export async function placedOrdersBetween(db: Pick<Database, 'orders'>, start: string, end: string): Promise<Order[]> {
  if (start >= end) return [];
  const { data } = await db.orders.query.all({}).between({ created_at: start }, { created_at: end }).go({ pages: 'all' });
  return data.filter((item) => item.created_at < end).map(toOrder);
}
