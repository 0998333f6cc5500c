import { ORDER_COLUMNS, message, type Order } from '@lm/shared';
import { CannotDeleteError, ConflictError } from '../errors.js';
import { deleteRecords, newestFirst, type MasterFile } from '../master-files/master-file.js';
import type { CommercePorts } from './ports.js';
import { getMyOrder, requireAnyOrder } from './orders.js';

/* Orders in the back office: the master file, cancel, refund, send, and a student's delete of an unpaid one. */

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
  sort: newestFirst,
  // ../shared/SPEC.md §8 cannotDelete: a paid order stays; a pending one first gives back what it holds.
  beforeDelete: async (ports, ids) => {
    const found = (await Promise.all(ids.map((id) => ports.orders.get(id)))).filter((order): order is Order => !!order);
    const kept = found.filter((order) => UNDELETABLE.includes(order.status));
    if (kept.length) throw new CannotDeleteError(`${kept.map((order) => order.id).join(', ')}: paid orders are kept`);
    for (const order of found) if (order.status === 'pending') await ports.orders.release(order.id, 'cancelled', ports.now().toISOString());
  },
};

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
