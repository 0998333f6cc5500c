import * as z from 'zod';
import { FIELD_LABELS as L, message } from '../messages.js';
import { okBody, text } from './common.js';
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

// The address book's schemas are their own module: orders carry an address without the account's schemas.
export * from './address.js';
