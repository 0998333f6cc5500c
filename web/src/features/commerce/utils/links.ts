import { paths } from '../../../config/paths';

/** Where an order is paid (the payment feature's /paymentmethod/{id}, ../shared/SPEC.md §2). */
export const paymentHref = (orderId: string) => `/paymentmethod/${encodeURIComponent(orderId)}`;

/** One of the student's orders in their account. */
export const orderHref = (orderId: string) => `${paths.studentOrders}?id=${encodeURIComponent(orderId)}`;

/** The address book, with the way back to the cart. */
export const addressBookFromCart = `${paths.studentAddress}?from=${encodeURIComponent(paths.cart)}`;

/** The sign-in, back to the cart after it. */
export const signInFromCart = `${paths.signIn}?from=${encodeURIComponent(paths.cart)}`;
