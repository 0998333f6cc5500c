import type { SellableKind } from '@lm/shared';
import type { Database } from '../database.js';
import { courseKind } from './course.js';
import type { SellableKindDefinition, SellableKindStore } from './kind.js';
import { liveSeatKind } from './live-seat.js';
import { privateHoursKind } from './private-hours.js';
import { productKind } from './product.js';

export { orderEntities, type OrderTransaction, type SellableKindStore, type Write, type Writes } from './kind.js';

/** Every sellable kind (decision 0047, "Adding a sellable kind"): a kind of SELLABLE_KINDS is one line here. */
const definitions: Record<SellableKind, SellableKindDefinition> = {
  course: courseKind,
  product: productKind,
  live_seat: liveSeatKind,
  private_hours: privateHoursKind,
};

/** The sellable kinds on the table's entities. */
export const sellableKindStores = (db: Database): Record<SellableKind, SellableKindStore> =>
  Object.fromEntries(Object.entries(definitions).map(([kind, define]) => [kind, define(db)])) as Record<SellableKind, SellableKindStore>;
