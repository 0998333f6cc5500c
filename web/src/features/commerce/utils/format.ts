import type { Order } from '@lm/shared';

const locale = (language: string) => (language.startsWith('th') ? 'th-TH' : 'en-GB');

/** A moment as the shop's customers read it, in Thailand's time: "10 Jan 2026, 10:00" or "10 ม.ค. 2569 10:00". */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Bangkok' }).format(date);
}

/** A day in Thailand's time: "10 Jan 2026" or "10 ม.ค. 2569". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(date);
}

/** An order's address on one line: recipient, street, subdistrict, district, province and postal code. */
export function formatAddress(address: NonNullable<Order['address']>): string {
  const { recipient_name, line1, line2, subdistrict, district, province, postal_code } = address;
  return [recipient_name, line1, line2, subdistrict, district, `${province} ${postal_code}`.trim()].filter((part) => part.trim()).join(', ');
}

/** An order's short number, as the buyer reads it (the id's first eight characters, upper case). */
export const orderNumber = (id: string): string => id.replace(/^order-/, '').slice(0, 8).toUpperCase();
