import * as z from 'zod';
import { flag, okBody, text } from './common.js';
import { loginUser } from './identity.js';
import { GENDERS, profileExtraFields, thaiPhone } from './register-fields.js';

// The optional registration fields (thaiPhone among them) reach the package through the account schemas.
export * from './register-fields.js';

const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? '' : value),
  z.union([z.literal(''), thaiPhone('Phone')], { error: 'Phone must be a Thai number: 0 followed by 8 or 9 digits, or +66.' }),
);

const imageUrl = z
  .string({ error: 'Display image must be a web address.' })
  .trim()
  .max(2048, 'Display image address is too long.')
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), 'Display image must be an http or https address.');

export const editUserRequest = z.strictObject({ username: text('Username', 128) });
/** The stored profile with SPEC §3's login fields, so the SPA refreshes its session. */
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
  firstname: text('First name', 100),
  lastname: text('Last name', 100),
  phone: optionalPhone.default(''),
  displayImgUrl: imageUrl.default(''),
  // Optional here whatever the registration asks: the profile is where a student completes them.
  ...profileExtraFields,
});
export type ProfileInput = z.output<typeof profileInput>;

/** At most this many addresses per person. */
export const MAX_ADDRESSES = 20;

export const addressInput = z.strictObject({
  recipient_name: text('Recipient name', 200),
  phone: thaiPhone('Phone'),
  line1: text('Address line 1', 300),
  line2: z.string().trim().max(300, 'Address line 2 is too long.').default(''),
  subdistrict: text('Subdistrict', 100),
  district: text('District', 100),
  province: text('Province', 100),
  postal_code: z
    .string({ error: 'Postal code is required.' })
    .trim()
    .regex(/^\d{5}$/, 'Postal code must be exactly 5 digits.'),
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
