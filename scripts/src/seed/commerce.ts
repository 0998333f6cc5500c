import type { Database } from '@lm/functions/data/database';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { adminEmailRecords } from '@lm/functions/data/records/admin-email';
import { couponRecords } from '@lm/functions/data/records/coupon';
import { paymentMethodRecords } from '@lm/functions/data/records/payment-method';
import { serialNumberRecords } from '@lm/functions/data/records/serial-number';
import { shippingFeeRecords } from '@lm/functions/data/records/shipping-fee';
import type { DataOptions } from '@lm/functions/data/options';
import { bangkokDay, priceCart, VAT_RATES, type Order } from '@lm/shared';
import type { RecordKind } from '@lm/functions/master-files/master-file';
import { ensureRecord } from './ensure.js';

const CREATED_AT = '2026-01-05T02:00:00.000Z';
const stamps = { created_at: CREATED_AT, updated_at: CREATED_AT };

/** Card and PromptPay through the payment provider, a bank transfer with a slip, the partner bookstore (decisions 0030, 0031). */
export const DEMO_PAYMENT_METHODS = [
  {
    id: 'pay-card',
    name_th: 'บัตรเครดิตหรือเดบิต',
    name_en: 'Credit or debit card',
    provider: 'card',
    description_th: 'Visa, Mastercard, JCB ยืนยันตัวตนแบบ 3-D Secure เมื่อธนาคารของคุณขอ',
    description_en: 'Visa, Mastercard, JCB; 3-D Secure when your bank asks.',
    image: '',
    account_details: '',
    ordering: 1,
    active: true,
  },
  {
    id: 'pay-promptpay',
    name_th: 'พร้อมเพย์ QR',
    name_en: 'PromptPay QR',
    provider: 'promptpay',
    description_th: 'สแกนด้วยแอปธนาคารไทยแอปใดก็ได้',
    description_en: 'Scan with any Thai banking app.',
    image: '',
    account_details: '',
    ordering: 2,
    active: true,
  },
  {
    id: 'pay-transfer',
    name_th: 'โอนเงินผ่านธนาคาร',
    name_en: 'Bank transfer',
    provider: 'bank_transfer',
    description_th: 'โอนเงินแล้วอัปโหลดสลิป เรายืนยันภายในหนึ่งวันทำการ',
    description_en: 'Transfer, then upload the slip; we confirm within a working day.',
    image: '',
    account_details: 'Kasikornbank 123-4-56789-0, Learning Marketplace Co., Ltd.',
    ordering: 3,
    active: true,
  },
  {
    id: 'pay-bookstore',
    name_th: 'ร้านหนังสือพันธมิตร',
    name_en: 'Partner bookstore',
    provider: 'bookstore',
    description_th: 'ชำระเงินที่หน้าชำระเงินของร้านหนังสือพันธมิตร แล้วระบบจะพากลับมาที่นี่',
    description_en: 'Pay at the partner bookstore’s checkout; you come back here when it is done.',
    image: '',
    account_details: '',
    ordering: 4,
    active: true,
  },
  {
    id: 'pay-mobile-banking',
    name_th: 'โมบายแบงกิ้ง',
    name_en: 'Mobile banking',
    provider: 'mobile_banking',
    description_th: 'ชำระในแอปธนาคารของคุณ: K PLUS, SCB EASY, KMA, Bualuang mBanking หรือ Krungthai NEXT',
    description_en: 'Pay in your bank’s app: K PLUS, SCB EASY, KMA, Bualuang mBanking or Krungthai NEXT.',
    image: '',
    account_details: '',
    ordering: 5,
    active: true,
  },
] as const;

/** Bangkok and its neighbours flat, the rest of the country by weight; free from ฿1,000 and ฿1,500. */
export const DEMO_SHIPPING_FEES = [
  {
    id: 'ship-bangkok',
    name: 'Bangkok and vicinity',
    provinces: ['Bangkok', 'Nonthaburi', 'Pathum Thani', 'Samut Prakan', 'กรุงเทพมหานคร'],
    rate_kind: 'flat',
    flat_fee: 5_000,
    bands: [],
    free_from: 100_000,
    active: true,
  },
  {
    id: 'ship-provinces',
    name: 'Other provinces',
    provinces: ['Chiang Mai', 'Khon Kaen', 'Phuket', 'Chon Buri', 'Songkhla', 'Nakhon Ratchasima'],
    rate_kind: 'weight',
    flat_fee: 0,
    bands: [
      { up_to_grams: 1_000, fee: 6_000 },
      { up_to_grams: 3_000, fee: 9_000 },
      { up_to_grams: 10_000, fee: 15_000 },
    ],
    free_from: 150_000,
    active: true,
  },
] as const;

/** The shop's sales team, told of every paid order by e-mail (decision 0059): the outbox shows theirs. */
export const DEMO_ADMIN_EMAILS = [{ id: 'admin-email-sales', name: 'Sales team', email: 'orders@example.com', events: ['order_paid', 'slip_submitted'], active: true }] as const;

/** A welcome coupon for everyone, and one for books over ฿500. */
export const demoCoupons = (today: string) => {
  const year = today.slice(0, 4);
  return [
    {
      id: 'coupon-welcome',
      code: 'WELCOME10',
      description: '10% off your first order, up to ฿500.',
      discount_kind: 'percent',
      discount_value: 10,
      minimum_spend: 0,
      maximum_discount: 50_000,
      starts_on: `${year}-01-01`,
      ends_on: `${Number(year) + 1}-12-31`,
      total_uses: 1_000,
      uses_per_account: 1,
      item_ids: [],
      category_ids: [],
      user_group_ids: [],
      active: true,
    },
    {
      id: 'coupon-books',
      code: 'BOOKS100',
      description: '฿100 off books when they come to ฿500 or more.',
      discount_kind: 'amount',
      discount_value: 10_000,
      minimum_spend: 50_000,
      maximum_discount: null,
      starts_on: `${year}-01-01`,
      ends_on: `${Number(year) + 1}-12-31`,
      total_uses: null,
      uses_per_account: 3,
      item_ids: [],
      category_ids: ['cat-books'],
      user_group_ids: [],
      active: true,
    },
  ] as const;
};

/** The demo student's bought course: a paid order, and the enrollment it granted. */
export const DEMO_ORDER_ID = 'order-demo-1';
export const BOUGHT_COURSE_ID = 'course-python-basics';
const BOUGHT_COURSE = { id: BOUGHT_COURSE_ID, name: 'Python for beginners', image: '/demo/course-python.svg', price: 129_000 };

/** The demo student's progress in the bought course: the first video watched, a reading lesson read (decision 0045). */
export const DEMO_PROGRESS = [
  { lesson_id: 'installing-python', position_seconds: 12, watched_seconds: 12, completed: true, completed_at: '2026-01-11T02:10:00.000Z', updated_at: '2026-01-11T02:10:00.000Z' },
  { lesson_id: 'values-and-types', position_seconds: 0, watched_seconds: 0, completed: true, completed_at: '2026-01-12T13:00:00.000Z', updated_at: '2026-01-12T13:00:00.000Z' },
] as const;

/**
 * Minutes the demo student learned on the days before the seed ran (decision 0045), so the
 * dashboard shows a streak and a chart and the back office a course's days: a day off 6 days ago,
 * then 5 days in a row up to yesterday.
 */
export const DEMO_ACTIVITY_MINUTES: readonly (readonly [daysAgo: number, minutes: number])[] = [
  [12, 25],
  [10, 40],
  [9, 15],
  [8, 30],
  [7, 20],
  [5, 35],
  [4, 18],
  [3, 42],
  [2, 12],
  [1, 27],
];

/**
 * Serial numbers printed in the UI design workbook (decision 0061): a student who signs in can use
 * one on their courses page; the last is switched off, as a leaked code would be.
 */
export const DEMO_SERIAL_CODES = ['DEMO-UIUX-2026', 'DEMO-UIUX-2027', 'DEMO-UIUX-2028', 'DEMO-UIUX-2029'] as const;
const DEMO_SERIAL_COURSE = 'course-ui-design';

export async function seedCommerce(
  db: Database,
  options: DataOptions,
  { studentId, student2Id, today }: { studentId: string; student2Id: string; today: string },
  createIfAbsent: (write: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const records = entityRecords(options);
  const ensure = <T extends { id: string }>(kind: RecordKind<T>, record: T) => ensureRecord(records(kind), record);
  for (const method of DEMO_PAYMENT_METHODS) await ensure(paymentMethodRecords, { ...method, ...stamps });
  for (const fee of DEMO_SHIPPING_FEES) await ensure(shippingFeeRecords, { ...fee, provinces: [...fee.provinces], bands: [...fee.bands], ...stamps });
  for (const staff of DEMO_ADMIN_EMAILS) await ensure(adminEmailRecords, { ...staff, events: [...staff.events], ...stamps });
  for (const coupon of demoCoupons(today)) await ensure(couponRecords, { ...coupon, item_ids: [], category_ids: [...coupon.category_ids], user_group_ids: [], ...stamps });
  for (const [index, code] of DEMO_SERIAL_CODES.entries()) {
    await ensure(serialNumberRecords, {
      id: `serial-demo-${index + 1}`,
      code,
      course_id: DEMO_SERIAL_COURSE,
      batch: 'UI design workbook, 2026 print',
      redeem_until: null,
      access_months: 12,
      active: index < DEMO_SERIAL_CODES.length - 1,
      redeemed_by: null,
      redeemed_email: null,
      redeemed_at: null,
      ...stamps,
    });
  }

  if (!studentId) return;
  const breakdown = priceCart(
    [{ key: BOUGHT_COURSE.id, itemId: BOUGHT_COURSE.id, categoryIds: [], unitPrice: BOUGHT_COURSE.price, quantity: 1, physical: false, weightGrams: 0 }],
    { promotions: [], shippingFees: [], vatRates: VAT_RATES },
    { day: '2026-01-10', userGroupIds: [] },
  );
  const order: Omit<Order, 'coupon_code' | 'address' | 'paid_at' | 'slip'> & { paid_at: string } = {
    id: DEMO_ORDER_ID,
    user_id: studentId,
    // The demo student of scripts/src/seed/accounts.ts.
    buyer_name: 'Somchai Jaidee',
    buyer_email: 'student@example.com',
    status: 'paid',
    lines: [{ kind: 'course', item_id: BOUGHT_COURSE.id, name: BOUGHT_COURSE.name, image: BOUGHT_COURSE.image, unit_price: BOUGHT_COURSE.price, quantity: 1, promotion_id: null, promotion_discount: 0, total: BOUGHT_COURSE.price }],
    breakdown,
    payment_method_id: 'pay-card',
    provider: 'card',
    total: breakdown.total,
    expires_at: '2026-01-10T03:30:00.000Z',
    paid_at: '2026-01-10T03:02:00.000Z',
    tracking_number: '',
    payment: { charge_id: 'chrg_demo_1', status: 'successful', authorize_uri: null, qr_image: null, qr_expires_at: null, failure_message: null },
    created_at: '2026-01-10T03:00:00.000Z',
    updated_at: '2026-01-10T03:02:00.000Z',
  };
  await createIfAbsent(() => db.orders.create({ ...order, idempotency_key: 'seed-order-demo-1' }).go());
  await createIfAbsent(() =>
    db.enrollments.create({ user_id: studentId, course_id: BOUGHT_COURSE.id, order_id: DEMO_ORDER_ID, granted_at: order.paid_at, access_until: '2027-01-10T03:02:00.000Z' }).go(),
  );
  // Where the student is in it, so the learn page and the back office's course status show progress.
  for (const progress of DEMO_PROGRESS) {
    await createIfAbsent(() => db.lessonProgress.create({ user_id: studentId, course_id: BOUGHT_COURSE.id, ...progress }).go());
  }
  const now = Date.now();
  for (const [daysAgo, minutes] of DEMO_ACTIVITY_MINUTES) {
    const day = bangkokDay(new Date(now - daysAgo * 86_400_000));
    await createIfAbsent(() => db.dailyActivity.create({ user_id: studentId, course_id: BOUGHT_COURSE.id, day, seconds: minutes * 60, updated_at: `${day}T12:00:00.000Z` }).go());
  }
  if (student2Id) await seedParcelOrder(db, student2Id, createIfAbsent);
  // Something in the student's cart, so the header shows a size after sign-in.
  await createIfAbsent(() =>
    db.cartLines.create({ owner: `user:${studentId}`, item_id: 'product-notebook-set', kind: 'product', quantity: 1, added_at: '2026-01-11T02:00:00.000Z' }).go(),
  );
}

/** The second demo student's notebooks: two sets paid by PromptPay two days before the first start and sent since, and one paid by card the day after, still to send. */
export const DEMO_PARCEL_ORDER_ID = 'order-demo-2';
export const DEMO_WAITING_PARCEL_ORDER_ID = 'order-demo-3';
const NOTEBOOKS = { id: 'product-notebook-set', name: 'Dotted notebook set', image: '/demo/product-notebook-set.svg', price: 29_000, weightGrams: 500 };

/** A recent sale with shipping, so the sales dashboards' default periods and the orders table show one sent parcel. */
const [BANGKOK] = DEMO_SHIPPING_FEES;

/** Where the second demo student's parcels go: her address book's default, so her next parcel can be ordered at once. */
const DEMO_PARCEL_ADDRESS = { recipient_name: 'Malee Suksan', phone: '0812345678', line1: '88/8 Soi Ari 4', line2: '', subdistrict: 'Samsen Nai', district: 'Phaya Thai', province: 'Bangkok', postal_code: '10400' };
export const DEMO_ADDRESS_ID = 'address-demo-malee-home';

/** One of her notebook orders as checkout and its payment write it, priced by the one pricing function. */
function notebookOrder(buyerId: string, parcel: { id: string; quantity: number; paidAt: Date; provider: 'promptpay' | 'card'; sent?: { trackingNumber: string; afterMinutes: number } }) {
  const at = (minutes: number) => new Date(parcel.paidAt.getTime() + minutes * 60_000).toISOString();
  const breakdown = priceCart(
    [{ key: NOTEBOOKS.id, itemId: NOTEBOOKS.id, categoryIds: [], unitPrice: NOTEBOOKS.price, quantity: parcel.quantity, physical: true, weightGrams: NOTEBOOKS.weightGrams }],
    { promotions: [], shippingFees: [{ id: BANGKOK.id, provinces: BANGKOK.provinces, rate: { kind: 'flat', fee: BANGKOK.flat_fee }, freeFrom: BANGKOK.free_from }], vatRates: VAT_RATES },
    { day: bangkokDay(parcel.paidAt), userGroupIds: [], province: 'Bangkok' },
  );
  return {
    id: parcel.id,
    user_id: buyerId,
    // The second demo student of scripts/src/seed/accounts.ts.
    buyer_name: 'Malee Suksan',
    buyer_email: 'student2@example.com',
    status: parcel.sent ? ('fulfilled' as const) : ('paid' as const),
    lines: [{ kind: 'product' as const, item_id: NOTEBOOKS.id, name: NOTEBOOKS.name, image: NOTEBOOKS.image, unit_price: NOTEBOOKS.price, quantity: parcel.quantity, promotion_id: null, promotion_discount: 0, total: NOTEBOOKS.price * parcel.quantity }],
    breakdown,
    address: DEMO_PARCEL_ADDRESS,
    payment_method_id: parcel.provider === 'card' ? 'pay-card' : 'pay-promptpay',
    provider: parcel.provider,
    total: breakdown.total,
    expires_at: at(25),
    paid_at: at(0),
    tracking_number: parcel.sent?.trackingNumber ?? '',
    payment: { charge_id: `chrg_demo_${parcel.id}`, status: 'successful' as const, authorize_uri: null, qr_image: null, qr_expires_at: null, failure_message: null },
    created_at: at(-5),
    updated_at: at(parcel.sent?.afterMinutes ?? 0),
    idempotency_key: `seed-${parcel.id}`,
  };
}

async function seedParcelOrder(db: Database, buyerId: string, createIfAbsent: (write: () => Promise<unknown>) => Promise<void>): Promise<void> {
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  twoDaysAgo.setUTCMinutes(14, 0, 0);
  const sent = notebookOrder(buyerId, { id: DEMO_PARCEL_ORDER_ID, quantity: 2, paidAt: twoDaysAgo, provider: 'promptpay', sent: { trackingNumber: 'EF582736491TH', afterMinutes: 24 * 60 } });
  const waiting = notebookOrder(buyerId, { id: DEMO_WAITING_PARCEL_ORDER_ID, quantity: 1, paidAt: new Date(twoDaysAgo.getTime() + 86_400_000 + 26 * 60_000), provider: 'card' });
  // Stacks seeded before the order took its number kept it as order-demo-parcel: one parcel, not two.
  await db.orders.delete({ id: 'order-demo-parcel' }).go();
  for (const order of [sent, waiting]) {
    await createIfAbsent(() => db.orders.create(order).go());
    // On the shipping desk as its payment, and its sending, put it.
    await createIfAbsent(() => db.parcels.create({ order_id: order.id, ...(order.status === 'fulfilled' ? { state: 'sent' as const, at: order.updated_at } : { state: 'to_send' as const, at: order.paid_at }) }).go());
  }
  await createIfAbsent(() => db.addresses.create({ userId: buyerId, id: DEMO_ADDRESS_ID, ...DEMO_PARCEL_ADDRESS, is_default: true, created_at: sent.created_at, updated_at: sent.created_at }).go());
}
