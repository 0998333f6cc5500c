import type { Order } from '@lm/shared';
import type { Entity, TransactWriteEntity } from 'electrodb';
import type { Fulfilment, PlacedOrder, SellableKindPort } from '../../commerce/ports.js';
import type { Database } from '../database.js';
import { batchGetAll } from '../batch-get.js';

/**
 * The entities an order's transactions write (decision 0047): the order's own, those of every
 * sellable kind's reservation and fulfilment, and the staff's notice of a payment. A kind that
 * writes another entity adds it here.
 */
export const orderEntities = (db: Database) => ({
  orders: db.orders,
  pendingOrders: db.pendingOrders,
  parcels: db.parcels,
  couponCounters: db.couponCounters,
  checkoutKeys: db.checkoutKeys,
  products: db.products,
  enrollments: db.enrollments,
  classSessions: db.classSessions,
  sessionSeats: db.sessionSeats,
  privateHours: db.privateHours,
  staffNotices: db.staffNotices,
});

/** An entity as a write transaction hands it over. */
type InTransaction<E> = E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

/** The entities inside an order's transaction. */
export type OrderTransaction = { [K in keyof ReturnType<typeof orderEntities>]: InTransaction<ReturnType<typeof orderEntities>[K]> };

type Widened<C> = C extends unknown ? { [K in keyof C]: K extends symbol ? unknown : C[K] } : never;
type Committed = ReturnType<ReturnType<OrderTransaction['orders']['delete']>['commit']>;
/** One write of a transaction, whatever entity it is of. */
export type Write = Widened<Committed>;

export type OrderLine = Order['lines'][number];
export type Reservation = PlacedOrder['reservations'][number];

/** Writes to add to one of an order's transactions, given its entities. */
export type Writes = (tx: OrderTransaction) => Write[];

/**
 * A sellable kind on the table (decision 0047, "Adding a sellable kind"): where its items are read
 * and what a buyer owns of it, and the writes it adds to an order's transactions, each read first
 * when it needs to (a seat's times). A kind that holds something at checkout (stock, a seat) sets
 * its items' `stock` to what is left, so checkout names it when it ran out.
 */
export interface SellableKindStore {
  port: SellableKindPort;
  /** Checkout: holds what a line takes, on a condition that refuses the order when none is left. */
  reserve?(reservation: Reservation, order: Order): Promise<Writes>;
  /** An unpaid order expired or cancelled: gives back what `reserve` held. */
  release?(line: OrderLine, order: Order): Promise<Writes>;
  /** Payment: what the line grants the buyer. */
  fulfil?(line: OrderLine, order: Order, fulfilment: Fulfilment): Promise<Writes>;
  /** Refund: takes back what `fulfil` granted (and gives back what `reserve` held). */
  takeBack?(line: OrderLine, order: Order): Promise<Writes>;
}

/** A sellable kind, made on the table's entities. */
export type SellableKindDefinition = (db: Database) => SellableKindStore;

/** Reads items by id in one batch get, once each and asking again for what DynamoDB left unprocessed; none when none are asked. */
export const byIds = <T>(read: (keys: { id: string }[]) => Promise<{ data: T[]; unprocessed: { id: string }[] }>, ids: readonly string[], what: string) =>
  batchGetAll([...new Set(ids)].map((id) => ({ id })), read, what);
