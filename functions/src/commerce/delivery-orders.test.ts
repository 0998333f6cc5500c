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

  it('names where each goes and the goods in it', () => {
    const [old, mixed, late] = deliveryOrders(ORDERS);
    expect(old).toMatchObject({ recipient_name: 'Malee Suksan', province: 'Bangkok', parcel: 'Pen × 3' });
    expect(mixed?.parcel).toBe('Notebook set × 1');
    expect(late?.province).toBe('Chiang Mai');
  });

  it('filters like every admin table: what is still to send', async () => {
    const page = await listDeliveryOrders({ list: async () => ORDERS }, { page: 1, order: 'asc', filters: [{ column: 'status', operator: 'equal', value: 'paid' }] });
    expect(page.rows.map((row) => row.id)).toEqual(['waiting-old', 'waiting-new']);
  });
});
