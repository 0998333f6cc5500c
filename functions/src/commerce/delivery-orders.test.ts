import { describe, expect, it } from 'vitest';
import { deliveryOrders, listDeliveryOrders } from './delivery-orders.js';
import { line, order } from './test-orders.js';

const TO = { recipient_name: 'Malee Suksan', phone: '0812345678', line1: '88/8 Soi Ari 4', line2: '', subdistrict: 'Samsen Nai', district: 'Phaya Thai', province: 'Bangkok', postal_code: '10400' };
const ORDERS = [
  // Sent yesterday.
  order('sent-early', 'fulfilled', { created: '2026-03-01T01:00:00.000Z', paid: '2026-03-01T01:05:00.000Z' }, [line('product', 'Notebook set', 29_000, 2)], { address: TO, shipping: 5_000, updated: '2026-03-09T02:00:00.000Z' }),
  order('sent-late', 'fulfilled', { created: '2026-03-02T01:00:00.000Z', paid: '2026-03-02T01:05:00.000Z' }, [line('product', 'Pen', 5_000)], { address: { ...TO, province: 'Chiang Mai' }, updated: '2026-03-10T02:00:00.000Z' }),
  // Waiting: a course beside the goods, which is not in the parcel.
  order('waiting-new', 'paid', { created: '2026-03-08T01:00:00.000Z', paid: '2026-03-08T01:05:00.000Z' }, [line('course', 'SQL course', 259_000), line('product', 'Notebook set', 29_000)], { address: TO }),
  order('waiting-old', 'paid', { created: '2026-03-03T01:00:00.000Z', paid: '2026-03-03T01:05:00.000Z' }, [line('product', 'Pen', 5_000, 3)], { address: TO }),
  // No parcel, not paid, or refunded: not for delivery.
  order('course-only', 'paid', { created: '2026-03-04T01:00:00.000Z', paid: '2026-03-04T01:05:00.000Z' }, [line('course', 'SQL course', 259_000)]),
  order('unpaid', 'pending', { created: '2026-03-05T01:00:00.000Z' }, [line('product', 'Pen', 5_000)], { address: TO }),
  order('refunded', 'refunded', { created: '2026-03-06T01:00:00.000Z', paid: '2026-03-06T01:05:00.000Z' }, [line('product', 'Pen', 5_000)], { address: TO }),
];

describe('delivery orders', () => {
  it('lists the paid orders with a parcel: those to send first, the longest waiting at the top, then those sent, the latest first', () => {
    expect(deliveryOrders(ORDERS).map((row) => row.id)).toEqual(['waiting-old', 'waiting-new', 'sent-late', 'sent-early']);
  });

  it('names where each goes, the goods in it, and when it was sent', () => {
    const [old, mixed, late] = deliveryOrders(ORDERS);
    expect(old).toMatchObject({ recipient_name: 'Malee Suksan', province: 'Bangkok', parcel: 'Pen × 3', sent_at: null });
    expect(late?.sent_at).toBe('2026-03-10T02:00:00.000Z');
    expect(mixed?.parcel).toBe('Notebook set × 1');
    expect(late?.province).toBe('Chiang Mai');
  });

  /** The desk's parcels as the store answers them, keeping the windows asked for. */
  function desk() {
    const asked: string[] = [];
    const parcels = async (sentFrom: string, sentTo: string) => {
      asked.push(`${sentFrom} – ${sentTo}`);
      return ORDERS.filter((one) => one.address !== null && (one.status === 'paid' || (one.status === 'fulfilled' && one.updated_at >= sentFrom && one.updated_at < sentTo)));
    };
    return { store: { parcels }, asked };
  }
  /** 2026-03-10 14:00 in Bangkok. */
  const NOW = new Date('2026-03-10T07:00:00.000Z');

  it('filters like every admin table: what is still to send', async () => {
    const page = await listDeliveryOrders(desk().store, { page: 1, order: 'asc', filters: [{ column: 'status', operator: 'equal', value: 'paid' }] }, NOW);
    expect(page.rows.map((row) => row.id)).toEqual(['waiting-old', 'waiting-new']);
  });

  it('asks for the parcels sent in the last 30 Bangkok days unless the query names days; those to send come whatever the days', async () => {
    const { store, asked } = desk();
    expect((await listDeliveryOrders(store, { page: 1, order: 'asc' }, NOW)).rows.map((row) => row.id)).toEqual(['waiting-old', 'waiting-new', 'sent-late', 'sent-early']);
    // 10 March in Bangkok: the parcel sent that day, not the one sent on the 9th.
    expect((await listDeliveryOrders(store, { page: 1, order: 'asc', from: '2026-03-10', to: '2026-03-10' }, NOW)).rows.map((row) => row.id)).toEqual(['waiting-old', 'waiting-new', 'sent-late']);
    expect(asked).toEqual(['2026-02-08T17:00:00.000Z – 2026-03-10T17:00:00.000Z', '2026-03-09T17:00:00.000Z – 2026-03-10T17:00:00.000Z']);
  });
});
