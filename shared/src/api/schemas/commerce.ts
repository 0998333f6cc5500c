import { DISCOUNT_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS, SELLABLE_KINDS, SHIPPING_RATE_KINDS } from '../enums.js';
import * as z from 'zod';
import { day, flag, ids, json, languageText, optionalText, satang, stamps, text } from './common.js';
import { message } from '../messages.js';
import { column, stampColumns, tablePage, type TableColumn } from './table.js';
import { address } from './address.js';

/**
 * Commerce (../shared/SPEC.md §1: cart, orders, shipping fees, coupons, promotions). Money is
 * integer satang, VAT included; the price breakdown is the shared `priceCart`'s.
 */

export type SellableKind = (typeof SELLABLE_KINDS)[number];
export const sellableKind = z.enum(SELLABLE_KINDS, { error: `kind must be one of ${SELLABLE_KINDS.join(', ')}.` });

/** The most of one item a cart line holds. */
export const MAX_LINE_QUANTITY = 99;
const quantity = z.coerce
  .number({ error: 'quantity must be a number.' })
  .int('quantity must be whole.')
  .min(1, 'quantity must be at least 1.')
  .max(MAX_LINE_QUANTITY, `quantity is at most ${MAX_LINE_QUANTITY}.`);

/** `{id}` of a cart: the visitor's generate_id, or the signed-in caller's own user id (decision 0030). */
const cartId = z.string().trim().min(1, 'The cart id is missing.').max(128, 'The cart id is too long.');
export const cartParams = z.strictObject({ id: cartId });
export const cartLineParams = z.strictObject({ id: cartId, itemId: z.string().trim().min(1).max(64) });

/** `kind` may be left out (a buy-now link knows only the id): the kind that has the item is used. */
export const cartItemInput = z.strictObject({ kind: sellableKind.optional(), item_id: text('item_id', 64), quantity: quantity.default(1) });
export const cartQuantityInput = z.strictObject({ quantity });
/** What the cart is priced with: a coupon code to try, the province a parcel would go to. */
export const cartQuery = z.strictObject({
  coupon: z.string().trim().max(40, 'The coupon code is too long.').optional(),
  province: z.string().trim().max(100).optional(),
});

const pricedLine = z.object({
  key: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  listTotal: z.number(),
  promotionId: z.string().nullable(),
  promotionDiscount: z.number(),
  total: z.number(),
});
export const COUPON_REFUSALS = ['unknown', 'notStarted', 'ended', 'usedUp', 'usedUpForAccount', 'notEligible', 'belowMinimum'] as const;
export const priceBreakdown = z.object({
  lines: z.array(pricedLine),
  listTotal: z.number(),
  promotionDiscount: z.number(),
  subtotal: z.number(),
  coupon: z.union([z.object({ code: z.string(), discount: z.number() }), z.object({ code: z.string(), refused: z.enum(COUPON_REFUSALS) })]).nullable(),
  shipping: z.union([z.object({ fee: z.number(), shippingFeeId: z.string() }), z.object({ missing: z.enum(['province', 'zone']) })]).nullable(),
  total: z.number(),
  vat: z.number(),
  vatBasisPoints: z.number(),
});

/** One line as the cart shows it: the item's name, picture and price now, and whether it can still be bought. */
export const cartLine = z.object({
  kind: sellableKind,
  item_id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  physical: z.boolean(),
  /** Units left to sell; null when the kind has no stock (a course). */
  stock: z.number().nullable(),
  /** The most of it one cart holds (a course or a class seat: 1; a product: its stock, at most 99); at least the quantity held. */
  max_quantity: z.number().int(),
  /** Why the line cannot be checked out as it is ("Only 2 left."), or null. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cart = z.object({
  id: z.string(),
  /** Units in the cart: what the header shows (../shared/SPEC.md §3). */
  cartSize: z.number(),
  lines: z.array(cartLine),
  breakdown: priceBreakdown,
});
export type Cart = z.infer<typeof cart>;

/** ../shared/SPEC.md §7: an array whose first item has cartSize. */
export const cartSizeAnswer = z.array(z.object({ cartSize: z.number() }));

export const cartMergeInput = z.strictObject({ generate_id: z.string().trim().min(1, 'generate_id is required.').max(128) });

/** Coupons (../shared/SPEC.md §1): one per order, after promotions. */
const wholeCount = (label: string) => z.coerce.number({ error: `${label} must be a number.` }).int(`${label} must be whole.`).min(1, `${label} must be at least 1.`);
export const couponInput = z
  .strictObject({
    code: z
      .string({ error: 'code is required.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, 'code is 3 to 40 letters, digits, - or _.'),
    description: optionalText('description', 500),
    discount_kind: z.enum(DISCOUNT_KINDS, { error: 'discount_kind must be percent or amount.' }),
    /** percent: 1–100; amount: satang off the order's eligible lines. */
    discount_value: wholeCount('discount_value'),
    minimum_spend: satang('minimum_spend').default(0),
    maximum_discount: satang('maximum_discount').nullable().default(null),
    starts_on: day('starts_on'),
    ends_on: day('ends_on'),
    /** Uses in all; null for no limit. */
    total_uses: wholeCount('total_uses').nullable().default(null),
    /** Uses per account; null for no limit. */
    uses_per_account: wholeCount('uses_per_account').nullable().default(1),
    item_ids: ids('item_ids'),
    category_ids: ids('category_ids'),
    user_group_ids: ids('user_group_ids'),
    active: flag.default(true),
  })
  .refine((coupon) => coupon.ends_on >= coupon.starts_on, { path: ['ends_on'], message: 'ends_on cannot be before starts_on.' })
  .refine((coupon) => coupon.discount_kind !== 'percent' || coupon.discount_value <= 100, { path: ['discount_value'], message: 'A percent discount is at most 100.' });
/** A coupon with its uses so far (read from its counter, never written by the form). */
export const coupon = z.object({ ...couponInput.shape, ...stamps, uses: z.number() });
export type Coupon = z.infer<typeof coupon>;
export const COUPON_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('code', 'string'),
  column('discount_kind', 'string'),
  column('discount_value', 'number'),
  column('minimum_spend', 'number'),
  column('maximum_discount', 'number'),
  column('starts_on', 'string'),
  column('ends_on', 'string'),
  column('total_uses', 'number'),
  column('uses', 'number'),
  column('active', 'boolean'),
];
export const couponTable = tablePage(coupon);

/** Shipping fees (../shared/SPEC.md §1): per zone of provinces, flat or by weight band, free from a threshold. */
const weightBand = z.object({
  up_to_grams: z.coerce.number({ error: 'up_to_grams must be a number.' }).int().min(1, 'up_to_grams must be at least 1.'),
  fee: satang('fee'),
});
export const shippingFeeInput = z
  .strictObject({
    name: text('name', 120),
    provinces: json(z.array(z.string().trim().min(1).max(100), { error: 'provinces must be a list of province names.' }).min(1, 'provinces names at least one province.').max(100)),
    rate_kind: z.enum(SHIPPING_RATE_KINDS, { error: 'rate_kind must be flat or weight.' }),
    flat_fee: satang('flat_fee').default(0),
    bands: json(z.array(weightBand).max(20, 'At most 20 weight bands.')).default([]),
    free_from: satang('free_from').nullable().default(null),
    active: flag.default(true),
  })
  .refine((fee) => fee.rate_kind !== 'weight' || fee.bands.length > 0, { path: ['bands'], message: 'A fee by weight needs at least one band.' });
export const shippingFee = z.object({ ...shippingFeeInput.shape, ...stamps });
export type ShippingFee = z.infer<typeof shippingFee>;
export const SHIPPING_FEE_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('name', 'string'),
  column('rate_kind', 'string'),
  column('flat_fee', 'number'),
  column('free_from', 'number'),
  column('active', 'boolean'),
];
export const shippingFeeTable = tablePage(shippingFee);

export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** A way to pay, as its form sends it: named and described in Thai and English (the buyer reads their language's, or the other's when it is empty). */
export const paymentMethodInput = z
  .strictObject({
    name_th: languageText('name_th', 120),
    name_en: languageText('name_en', 120),
    provider: z.enum(PAYMENT_PROVIDERS, { error: `provider must be one of ${PAYMENT_PROVIDERS.join(', ')}.` }),
    description_th: languageText('description_th', 1000),
    description_en: languageText('description_en', 1000),
    image: optionalText('image', 1024),
    /** Bank transfer: the account to pay into, shown to the buyer. */
    account_details: optionalText('account_details', 1000),
    ordering: z.coerce.number({ error: 'ordering must be a number.' }).int().min(0).default(0),
    active: flag.default(true),
  })
  .refine((method) => method.name_th !== '' || method.name_en !== '', { path: ['name_en'], message: message('required', { label: 'name' }) });
export const paymentMethod = z.object({ ...paymentMethodInput.shape, ...stamps });
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const PAYMENT_METHOD_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('name_th', 'string'),
  column('name_en', 'string'),
  column('provider', 'string'),
  column('ordering', 'number'),
  column('active', 'boolean'),
];
export const paymentMethodTable = tablePage(paymentMethod);
/** What the storefront shows of a method: nothing of its set-up. */
export const publicPaymentMethod = paymentMethod.pick({ id: true, name_th: true, name_en: true, provider: true, description_th: true, description_en: true, image: true, account_details: true });
export const publicPaymentMethods = z.array(publicPaymentMethod);

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderLine = z.object({
  kind: sellableKind,
  item_id: z.string(),
  name: z.string(),
  image: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  promotion_id: z.string().nullable(),
  promotion_discount: z.number(),
  total: z.number(),
});
export type OrderLine = z.infer<typeof orderLine>;
/** Where a parcel goes: the address book entry as it was at checkout. */
export const orderAddress = address.omit({ id: true, is_default: true, created_at: true, updated_at: true });
/** A charge's state as the payment provider last told it (re-read from the provider, never from the browser). */
export const CHARGE_STATUSES = ['pending', 'successful', 'failed', 'expired', 'reversed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const orderPayment = z.object({
  charge_id: z.string(),
  status: z.enum(CHARGE_STATUSES),
  /** Card: the bank's 3-D Secure page to send the buyer to. */
  authorize_uri: z.string().nullable(),
  /** PromptPay: the QR image and when it stops working. */
  qr_image: z.string().nullable(),
  qr_expires_at: z.string().nullable(),
  /** Why the charge failed, as the provider says it. */
  failure_message: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** A bank-transfer slip (decision 0031): an image or a PDF, at most 10 MB, reviewed by an administrator. */
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const MAX_SLIP_BYTES = 10 * 1024 * 1024;
export const SLIP_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const orderSlip = z.object({
  key: z.string(),
  content_type: z.enum(SLIP_TYPES),
  submitted_at: z.string(),
  status: z.enum(SLIP_STATUSES),
  /** Why an administrator rejected it ('' otherwise). */
  reason: z.string(),
});
export type OrderSlip = z.infer<typeof orderSlip>;

export const order = z.object({
  ...stamps,
  user_id: z.string(),
  /** Who bought, as their account read at checkout (the back office's table shows and finds it). */
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLine),
  breakdown: priceBreakdown,
  coupon_code: z.string().nullable(),
  address: orderAddress.nullable(),
  payment_method_id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  total: z.number(),
  /** An unpaid order expires then (ISO 8601), releasing its stock and coupon use. */
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  /** The latest charge for the order, null before one is made. */
  payment: orderPayment.nullable(),
  /** The parcel's tracking number once it is sent ('' when the order has none). */
  tracking_number: z.string(),
  /** A bank transfer's latest slip, null before one is sent. */
  slip: orderSlip.nullable(),
});
export type Order = z.infer<typeof order>;
export const orders = z.array(order);
export const ORDER_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('user_id', 'string'),
  column('buyer_name', 'string'),
  column('buyer_email', 'string'),
  column('status', 'string'),
  column('provider', 'string'),
  column('coupon_code', 'string'),
  column('total', 'number'),
  column('paid_at', 'string'),
];
export const orderTable = tablePage(order);

/** A paid order with a parcel, as the delivery orders screen lists it (decision 0058): where it goes and what it holds. */
export const deliveryOrder = order.extend({
  recipient_name: z.string(),
  province: z.string(),
  /** The parcel's goods: "Dotted notebook set × 2, …". */
  parcel: z.string(),
  /** When it was marked sent; null while it is to send. */
  sent_at: z.string().nullable(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrder>;
export const DELIVERY_ORDER_COLUMNS: readonly TableColumn[] = [
  ...ORDER_COLUMNS,
  column('recipient_name', 'string'),
  column('province', 'string'),
  column('parcel', 'string'),
  column('tracking_number', 'string'),
  column('sent_at', 'string'),
];
export const deliveryOrderTable = tablePage(deliveryOrder);

/** A course the student owns (../shared/SPEC.md §2 /myaccount/student/course). */
export const ownedCourse = z.object({
  course_id: z.string(),
  title: z.string(),
  slug: z.string(),
  cover_image: z.string(),
  /** What granted it: a paid order, or a serial number used (decision 0061). */
  order_id: z.string().nullable(),
  serial_code: z.string().nullable(),
  granted_at: z.string(),
  access_until: z.string(),
  /** Past access_until: listed, but no longer open. */
  expired: z.boolean(),
});
export type OwnedCourse = z.infer<typeof ownedCourse>;
export const ownedCourses = z.array(ownedCourse);

/** Marking a paid order's parcel as sent. */
export const fulfilOrderInput = z.strictObject({ tracking_number: optionalText('tracking_number', 60) });

/** Checkout: the cart of the signed-in student, priced again on the server. */
export const checkoutInput = z.strictObject({
  /** The same key answers the same order (a retried request never orders twice). */
  idempotency_key: z.string().trim().min(8, 'idempotency_key is at least 8 characters.').max(128, 'idempotency_key is too long.'),
  payment_method_id: text('payment_method_id', 64),
  /** The address book entry a parcel goes to; required when the cart holds one. */
  address_id: z.string().trim().max(64).optional(),
  coupon: z.string().trim().max(40, 'The coupon code is too long.').optional(),
});

/** The banks whose apps pay a mobile banking order (Omise's `mobile_banking_<bank>` sources). */
export const MOBILE_BANKS = ['kbank', 'scb', 'bay', 'bbl', 'ktb'] as const;
export type MobileBank = (typeof MOBILE_BANKS)[number];

/** Paying an order: a card token from Omise.js for a card; the bank for mobile banking; nothing for PromptPay. */
export const payOrderInput = z.strictObject({
  card_token: z.string().trim().min(1).max(128).optional(),
  bank: z.enum(MOBILE_BANKS, { error: `bank must be one of ${MOBILE_BANKS.join(', ')}.` }).optional(),
});

/** What the storefront needs to take a card: the provider's public key and where its script is. */
export const paymentConfig = z.object({ public_key: z.string(), script_url: z.string() });

/** An Omise webhook event: only its key and its object's id are read; the charge is then fetched from Omise. */
export const paymentEvent = z.looseObject({
  object: z.literal('event'),
  key: z.string().max(100),
  data: z.looseObject({ object: z.string().max(40), id: z.string().min(1).max(128) }),
});
export const paymentEventAnswer = z.object({ received: z.literal(true) });

/** What the partner bookstore returns the buyer with (`/chulabook/payment/result`), signed (decision 0031). */
export const bookstoreResult = z.strictObject({
  merchant: z.string().trim().min(1).max(64),
  order_id: z.string().trim().min(1).max(64),
  amount: z.coerce.number().int().min(0),
  status: z.enum(['paid', 'cancelled']),
  ref: z.string().trim().max(64).default(''),
  timestamp: z.coerce.number().int().min(0),
  signature: z.string().trim().regex(/^[0-9a-f]{64}$/, 'signature is not valid.'),
});
export const bookstoreOutcome = z.object({ order_id: z.string(), status: z.enum(ORDER_STATUSES) });

/** Asking to upload a slip: its type and exact size, which the upload's signature then holds. */
export const slipUploadInput = z.strictObject({
  content_type: z.enum(SLIP_TYPES, { error: 'A slip is a JPEG, PNG or WebP image, or a PDF.' }),
  size: z.coerce
    .number({ error: 'size must be a number of bytes.' })
    .int('size must be a number of bytes.')
    .min(1, 'The file is empty.')
    .max(MAX_SLIP_BYTES, 'A slip is at most 10 MB.'),
});
/** A presigned PUT: the file as the body, with exactly these headers (the signature holds its type and size). */
export const slipUpload = z.object({ url: z.string(), headers: z.record(z.string(), z.string()), key: z.string(), expires_at: z.string() });
export const slipSubmitInput = z.strictObject({ key: z.string().trim().min(1, 'key is required.').max(300) });
export const slipRejectInput = z.strictObject({ reason: text('reason', 500) });
/** A short-lived link to look at a slip. */
export const slipView = z.object({ url: z.string(), content_type: z.enum(SLIP_TYPES) });
