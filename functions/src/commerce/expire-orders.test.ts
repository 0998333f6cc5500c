import { describe, expect, it } from 'vitest';
import { sweep } from './expire-orders.js';

describe('the minute sweep', () => {
  it('runs every step when one fails, and names the one that failed', async () => {
    const ran: string[] = [];
    const outcome = await sweep({
      orders: async () => {
        ran.push('orders');
        throw new Error('The table did not answer.');
      },
      notices: async () => {
        ran.push('notices');
        return 2;
      },
    });
    expect(ran).toEqual(['orders', 'notices']);
    expect(outcome).toEqual({ notices: 2, failed: ['orders'] });
  });

  it('names none when every step did its work', async () => {
    expect(await sweep({ orders: async () => ({ expired: ['order-1'] }), notices: async () => 0 })).toEqual({ orders: { expired: ['order-1'] }, notices: 0, failed: [] });
  });
});
