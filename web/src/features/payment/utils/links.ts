import { paths } from '../../../config/paths';

/** Where an order is paid: /paymentmethod/{id} (../shared/SPEC.md §2). */
export const paymentHref = (orderId: string) => `/paymentmethod/${encodeURIComponent(orderId)}`;

/** The thank-you page of a paid order. */
export const thankYouHref = (orderId: string) => `${paths.thankYou}?order=${encodeURIComponent(orderId)}`;

export const cartHref = paths.cart;
export const ordersHref = paths.studentOrders;
