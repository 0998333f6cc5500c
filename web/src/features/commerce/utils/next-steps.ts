import type { Order } from '@lm/shared';

/** What a buyer does next with an order, as its status on the server says (never the address's query). */
export type NextStep =
  | { kind: 'paid' }
  | { kind: 'courses' }
  | { kind: 'ship'; address: NonNullable<Order['address']> }
  | { kind: 'pay'; orderId: string; expiresAt: string }
  | { kind: 'ended'; status: 'expired' | 'cancelled' | 'refunded' };

export function nextSteps(order: Pick<Order, 'id' | 'status' | 'lines' | 'address' | 'expires_at'>): NextStep[] {
  switch (order.status) {
    case 'pending':
      return [{ kind: 'pay', orderId: order.id, expiresAt: order.expires_at }];
    case 'paid':
    case 'fulfilled': {
      const steps: NextStep[] = [{ kind: 'paid' }];
      if (order.lines.some((line) => line.kind === 'course')) steps.push({ kind: 'courses' });
      if (order.address && order.lines.some((line) => line.kind === 'product')) steps.push({ kind: 'ship', address: order.address });
      return steps;
    }
    default:
      return [{ kind: 'ended', status: order.status }];
  }
}
