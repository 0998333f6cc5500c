import * as z from 'zod';
import { FIELD_LABELS as L, message } from '../messages.js';
import { flag, okBody, text } from './common.js';
import { loginUser } from './identity.js';
import { GENDERS } from '../enums.js';
import { profileExtraFields, thaiPhone } from './register-fields.js';

// The optional registration fields (thaiPhone among them) reach the package through the account schemas.
export * from './register-fields.js';

const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? '' : value),
  z.union([z.literal(''), thaiPhone(L.phone)], { error: message('thaiPhone', { label: L.phone }) }),
);

const imageUrl = z
  .string({ error: message('webAddress', { label: L.displayImage }) })
  .trim()
  .max(2048, message('tooLong', { label: L.displayImageAddress }))
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), message('httpAddress', { label: L.displayImage }));

export const editUserRequest = z.strictObject({ username: text(L.username, 128) });
/** The stored profile with ../shared/SPEC.md §3's login fields, so the SPA refreshes its session. */
export const editUserResponse = z.object({ success: z.literal(true), ok: z.literal(true), user: loginUser });
export type EditUserResponse = z.infer<typeof editUserResponse>;

export const pingResponse = okBody;

export const profile = z.object({
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  displayImgUrl: z.string(),
  /** The fields a registration may ask (decision 0019); '' when not given. */
  birthday: z.string(),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  lineId: z.string(),
  referral: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const profileInput = z.strictObject({
  firstname: text(L.firstname, 100),
  lastname: text(L.lastname, 100),
  phone: optionalPhone.default(''),
  displayImgUrl: imageUrl.default(''),
  // Optional here whatever the registration asks: the profile is where a student completes them.
  ...profileExtraFields,
});
export type ProfileInput = z.output<typeof profileInput>;

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
