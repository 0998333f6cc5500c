import { describe, expect, it } from 'vitest';
import { runMinuteSweep, sweep } from './expire-orders.js';

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

  it('fails the run when a step failed, after the others ran, so the error metric shows it', async () => {
    let sent = false;
    const run = runMinuteSweep({
      orders: async () => {
        throw new Error('The table did not answer.');
      },
      notices: async () => {
        sent = true;
        return 1;
      },
    });
    await expect(run).rejects.toThrow('The minute sweep\'s steps failed: orders.');
    expect(sent).toBe(true);
  });

  it('answers what each step did when none failed', async () => {
    expect(await runMinuteSweep({ orders: async () => ({ expired: ['order-1'], paid: [], failed: [] }), notices: async () => 0 })).toEqual({
      orders: { expired: ['order-1'], paid: [], failed: [] },
      notices: 0,
      failed: [],
    });
  });
});
