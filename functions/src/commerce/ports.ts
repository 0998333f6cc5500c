import type { Address, ChargeStatus, MobileBank, Order, OrderPayment, OrderSlip, OrderStatus, PromotionRule, SellableKind, SerialNumber, VatRate, serialNumberUpdate } from '@lm/shared';
import type * as z from 'zod';
import type { Mailer } from '../identity/ports.js';
import type { FailureCounter } from '../throttle.js';
import type { QueuedNotice, StaffNoticeQueue } from '../people/staff-notices.js';
import type { RecordPorts, RecordStore } from '../master-files/master-file.js';

export type { RecordStore };

/** Whose cart: an account's, or a visitor's anonymous generate_id (decision 0030). */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'visitor'; generateId: string };

export interface StoredCartLine {
  kind: SellableKind;
  itemId: string;
  quantity: number;
  /** ISO 8601. */
  addedAt: string;
}

export interface CartStore {
  lines(owner: CartOwner): Promise<StoredCartLine[]>;
  /** Writes a line as it is now (its quantity replaced). */
  put(owner: CartOwner, line: StoredCartLine): Promise<void>;
  remove(owner: CartOwner, itemIds: readonly string[]): Promise<void>;
}

/**
 * Something the cart can hold, as its kind tells it now: price, what it is filed under, whether it
 * ships, and whether it can be bought (decision 0030).
 */
export interface Sellable {
  kind: SellableKind;
  id: string;
  name: string;
  slug: string;
  image: string;
  /** One unit's price in satang, VAT included (the sale price when there is one). */
  unitPrice: number;
  categoryIds: string[];
  physical: boolean;
  weightGrams: number;
  /** On sale: published (and, for a course, open). */
  available: boolean;
  /** Units left; null when the kind keeps no stock. */
  stock: number | null;
  /** The most one cart holds (a course: 1). */
  maxPerCart: number;
}

/**
 * A kind of goods: where its items are read, and what a buyer already has of it (a course owned is
 * not sold again). Reservation at checkout and fulfilment at payment are the order writer's, per
 * kind, inside its transaction.
 */
export interface SellableKindPort {
  find(ids: readonly string[]): Promise<Map<string, Sellable>>;
  owned(userId: string, ids: readonly string[]): Promise<Set<string>>;
}

/** What checkout writes at once, or not at all. */
export interface PlacedOrder {
  order: Order;
  /** Units taken from stock, per item of a kind that keeps stock. */
  reservations: { kind: SellableKind; itemId: string; name: string; quantity: number }[];
  /** The coupon use, under its limits. */
  couponUse: { couponId: string; code: string; totalUses: number | null; usesPerAccount: number | null } | null;
  idempotencyKey: string;
}

export type PlaceOutcome =
  | { placed: true }
  /** The key was used before: the order it made. */
  | { placed: false; existingOrderId: string }
  /** Names of what ran out, or the coupon's code when its uses did. */
  | { placed: false; ranOut: string[] };

/** A charge as the payment provider answers it. */
export interface Charge {
  id: string;
  /** The order the charge was made for (its metadata.order_id). */
  orderId: string | null;
  amount: number;
  status: ChargeStatus;
  authorizeUri: string | null;
  qrImage: string | null;
  qrExpiresAt: string | null;
  failureMessage: string | null;
}

/**
 * The card and QR payment provider (Omise in AWS, the local test gateway on the local stack; the
 * same REST calls). Every charge carries the order's id.
 */
export interface PaymentGateway {
  publicKey: string;
  scriptUrl: string;
  chargeCard(input: { orderId: string; amount: number; token: string; returnUri: string }): Promise<Charge>;
  chargePromptPay(input: { orderId: string; amount: number; returnUri: string }): Promise<Charge>;
  /** A charge the bank's app confirms: the buyer goes to its authorize page and comes back to `returnUri`. */
  chargeMobileBanking(input: { orderId: string; amount: number; bank: MobileBank; returnUri: string }): Promise<Charge>;
  /**
   * The charge as the provider answers it now; undefined when the provider keeps no such charge
   * (one made under other keys, as a test charge is once the stage uses live keys).
   */
  retrieveCharge(id: string): Promise<Charge | undefined>;
  /** Gives a charge's whole amount back. */
  refund(chargeId: string, amount: number): Promise<void>;
  /** Whether a webhook's raw body carries the provider's signature. */
  verifySignature(rawBody: string, headers: Record<string, string | undefined>): boolean;
}

/** The outcome the partner bookstore sends the buyer back with, signed. */
export interface BookstoreResult {
  merchant: string;
  order_id: string;
  amount: number;
  status: 'paid' | 'cancelled';
  /** The bookstore's payment reference. */
  ref: string;
  /** Epoch seconds. */
  timestamp: number;
  signature: string;
}

/** The partner bookstore's redirect checkout (decision 0031). */
export interface BookstoreGateway {
  checkoutUrl(input: { orderId: string; amount: number; returnUrl: string }): string;
  verify(result: BookstoreResult): boolean;
}

/**
 * What paying an order grants: an enrollment per course line, until `accessUntil`; and the staff's
 * notice of it, queued with the payment for the minute sweep to send (decision 0059).
 */
export interface Fulfilment {
  paidAt: string;
  enrollments: { courseId: string; accessUntil: string }[];
  notice: QueuedNotice;
}

export interface OrderStore {
  get(id: string): Promise<Order | undefined>;
  /** Keeps the latest charge on an order in `status` (pending unless said); false when it is not. */
  recordPayment(orderId: string, payment: OrderPayment, status?: OrderStatus): Promise<boolean>;
  /**
   * One transaction: pending → paid with the charge, out of the expiry queue, its parcel (if it has
   * an address) to send, what it grants and the staff's notice queued.
   * False when the order was not pending (paid before, expired, cancelled): a replayed or late
   * event changes nothing.
   */
  markPaid(order: Order, payment: OrderPayment, fulfilment: Fulfilment): Promise<boolean>;
  /** Every order, through the orders listing (the admin table). */
  list(): Promise<Order[]>;
  /** The orders paid from `start` up to `end` (instants, `end` excluded), refunded since or not: through the paid orders' index. */
  paidBetween(start: string, end: string): Promise<Order[]>;
  /** The orders placed from `start` up to `end` (instants, `end` excluded), whatever their status. */
  placedBetween(start: string, end: string): Promise<Order[]>;
  remove(ids: readonly string[]): Promise<void>;
  /** One transaction: paid (or fulfilled) → refunded, its parcel off the desk, and the enrollments it granted taken back. False when it was not paid. */
  markRefunded(order: Order, payment: OrderPayment, at: string): Promise<boolean>;
  /** Keeps a slip on a pending order; false when it is no longer pending. */
  recordSlip(orderId: string, slip: OrderSlip): Promise<boolean>;
  /** One transaction: paid → fulfilled with the parcel's tracking number, and its parcel sent; false when it was not paid. */
  markFulfilled(orderId: string, trackingNumber: string, at: string): Promise<boolean>;
  /** The orders of the shipping desk: every parcel still to send, and those sent from `sentFrom` up to `sentTo` (instants). */
  parcels(sentFrom: string, sentTo: string): Promise<Order[]>;
  /** Orders whose hold ran out by `now`, oldest first (the expiry queue). */
  dueToExpire(now: string, limit: number): Promise<string[]>;
  /**
   * One transaction: pending → expired (or cancelled), out of the queue, its stock back on sale and
   * its coupon use given back. False when it was no longer pending.
   */
  release(orderId: string, status: 'expired' | 'cancelled', at: string): Promise<boolean>;
  listByUser(userId: string): Promise<Order[]>;
  orderOfKey(userId: string, key: string): Promise<string | undefined>;
  /** One transaction: the order, its place in the expiry queue, stock, coupon use, idempotency key. */
  place(placed: PlacedOrder): Promise<PlaceOutcome>;
}

export interface CouponUses {
  /** Uses so far of each coupon, in all. */
  totals(couponIds: readonly string[]): Promise<Map<string, number>>;
  /** Uses so far of a coupon by one account. */
  byAccount(couponId: string, userId: string): Promise<number>;
}

/** A student's right to a course, granted when its order is paid or a serial number is used. */
export interface Enrollment {
  courseId: string;
  /** The order that granted it, or the serial number used (decision 0061). */
  orderId: string | null;
  serialCode: string | null;
  grantedAt: string;
  accessUntil: string;
}

export interface Buyer {
  email: string;
  firstname: string;
  lastname: string;
  userGroupIds: string[];
}

/** Using a serial number: who, when, and until when the course is theirs. */
export interface Redemption {
  userId: string;
  email: string;
  at: string;
  accessUntil: string;
}

export type SerialNumberChange = z.output<typeof serialNumberUpdate>;

/** Serial numbers as a student uses them (decision 0061). */
export interface SerialNumberStore {
  byCode(code: string): Promise<SerialNumber | undefined>;
  /** Every serial number of a batch, by its exact name. */
  inBatch(batch: string): Promise<SerialNumber[]>;
  /**
   * One transaction: the serial number marked used, unless it was already (`used`), and the
   * student's enrollment, unless they hold the course and their access has not ended (`owned`).
   */
  redeem(serial: SerialNumber, redemption: Redemption): Promise<'redeemed' | 'used' | 'owned'>;
  /**
   * Changes what an administrator may change, and only that: who used it is written by `redeem`
   * alone, so an edit made while a student uses the code never undoes it. Undefined when it is gone.
   */
  change(id: string, fields: SerialNumberChange, at: string): Promise<SerialNumber | undefined>;
  /**
   * Deletes the codes no student has used, each on that condition: a code used after the delete's
   * check read it is kept, as the record of who holds the course by it. Answers the ids deleted.
   */
  deleteUnused(ids: readonly string[]): Promise<string[]>;
}

export interface CommercePorts extends RecordPorts {
  enrollments: { listByUser(userId: string): Promise<Enrollment[]> };
  serialNumbers: SerialNumberStore;
  /** Serial numbers that gave nothing, counted per account with expiry (SERIAL_THROTTLE). */
  serialFailures: FailureCounter;
  carts: CartStore;
  sellables: Record<SellableKind, SellableKindPort>;
  orders: OrderStore;
  couponUses: CouponUses;
  /** Promotions that change prices: published ones (../shared/SPEC.md §1). */
  promotions(): Promise<PromotionRule[]>;
  /** The user groups a buyer is in, for targeted promotions and coupons. */
  userGroupsOf(userId: string): Promise<string[]>;
  /** One of the buyer's addresses, or undefined when it is not theirs. */
  addressOf(userId: string, addressId: string): Promise<Address | undefined>;
  vatRates: readonly VatRate[];
  /** Made when first needed: reading the provider's keys costs a call. */
  payments(): Promise<PaymentGateway>;
  /** The partner bookstore, made when first needed. */
  bookstore(): Promise<BookstoreGateway>;
  /** The outbox locally, SES in AWS (its client loaded with the first e-mail). */
  mailer: Mailer;
  /** Staff notices other Lambdas left for the minute sweep to send (decision 0059). */
  notices: StaffNoticeQueue;
  /** Logs what went wrong beside a request that still succeeds (an e-mail not sent). */
  warn(message: string, details: Record<string, unknown>): void;
  /** The buyer, in one read: their name, their e-mail (where an order's e-mail goes) and their user groups. */
  buyerOf(userId: string): Promise<Buyer | undefined>;
  /** Where the provider sends the buyer back (`/omiseconfirm?order=…`). */
  siteUrl: string;
}
