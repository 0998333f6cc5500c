import type { Sellable } from '../../commerce/ports.js';
import { hoursWrites } from '../private-class-repository.js';
import { batchGetAll } from '../batch-get.js';
import { byIds, type SellableKindDefinition } from './kind.js';

/** The most hours one cart line buys. */
const MAX_HOURS_PER_CART = 50;
const MINUTES_PER_HOUR = 60;

/**
 * Private-class hours with one instructor (decision 0048): the item is the instructor profile,
 * one unit is one hour at the instructor's hourly price. On sale while the profile is there and
 * has a price; bought again as often as a student likes. Payment adds the hours to the buyer's
 * balance with that instructor in the payment's transaction; a refund takes back what of them is
 * still unused (never below nothing: hours already spent on classes stay spent).
 */
export const privateHoursKind: SellableKindDefinition = (db) => ({
  port: {
    find: async (ids) => {
      const profiles = await byIds((keys) => db.instructorProfiles.get(keys).go(), ids, 'instructors');
      const prices = new Map(
        (await batchGetAll([...new Set(ids)].map((id) => ({ instructor_id: id })), (keys) => db.instructorAvailability.get(keys).go(), 'availabilities')).map((row) => [row.instructor_id, row.price_per_hour ?? 0]),
      );
      return new Map(
        profiles.map((profile): [string, Sellable] => {
          const price = prices.get(profile.id) ?? 0;
          return [
            profile.id,
            {
              kind: 'private_hours',
              id: profile.id,
              name: `ชั่วโมงคลาสส่วนตัวกับ ${profile.name} · Private-class hours with ${profile.name}`,
              slug: profile.slug,
              image: profile.avatar ?? '',
              unitPrice: price,
              categoryIds: [],
              physical: false,
              weightGrams: 0,
              available: price > 0,
              stock: null,
              maxPerCart: MAX_HOURS_PER_CART,
            },
          ];
        }),
      );
    },
    // Hours are bought again and again: none is ever "owned already".
    owned: async () => new Set(),
  },
  fulfil: async (line, order) => (tx) => [hoursWrites.give(tx.privateHours, order.user_id, line.item_id, line.quantity * MINUTES_PER_HOUR)],
  takeBack: async (line, order) => {
    const left = (await db.privateHours.get({ user_id: order.user_id, instructor_id: line.item_id }).go()).data?.minutes ?? 0;
    const unused = Math.min(left, line.quantity * MINUTES_PER_HOUR);
    return (tx) => (unused > 0 ? [hoursWrites.take(tx.privateHours, order.user_id, line.item_id, unused)] : []);
  },
});
