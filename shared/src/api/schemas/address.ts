import * as z from 'zod';
import { FIELD_LABELS as L, message } from '../messages.js';
import { flag, text } from './common.js';
import { thaiPhone } from './phone.js';

/** At most this many addresses per person. */
export const MAX_ADDRESSES = 20;

export const addressInput = z.strictObject({
  recipient_name: text(L.recipientName, 200),
  phone: thaiPhone(L.phone),
  line1: text(L.line1, 300),
  line2: z.string().trim().max(300, message('tooLong', { label: L.line2 })).default(''),
  subdistrict: text(L.subdistrict, 100),
  district: text(L.district, 100),
  province: text(L.province, 100),
  postal_code: z
    .string({ error: message('required', { label: L.postalCode }) })
    .trim()
    .regex(/^\d{5}$/, message('exactDigits', { label: L.postalCode, digits: 5 })),
  is_default: flag.default(false),
});
export type AddressInput = z.output<typeof addressInput>;

export const address = z.object({
  id: z.string(),
  recipient_name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postal_code: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof address>;

export const addressList = z.array(address);
export const addressParams = z.strictObject({ id: text('id', 64) });
