import { GENDERS } from '../enums.js';
import * as z from 'zod';
import { FIELD_LABELS, message } from '../messages.js';
import { thaiPhone } from './phone.js';

export { thaiPhone };

// The fields a registration may ask besides the fixed ones (decision 0019), shared by the
// registration request, the student's own profile and the `registerFields` settings group. They
// live apart from account.ts because identity.ts (the registration request) is imported by it.

/** The optional registration fields, in the order the form shows them. */
export const REGISTER_FIELDS = ['phone', 'birthday', 'gender', 'lineId', 'referral'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** How a registration treats an optional field: not asked, asked, or asked and needed. */
export const REGISTER_FIELD_MODES = ['off', 'optional', 'required'] as const;
export type RegisterFieldMode = (typeof REGISTER_FIELD_MODES)[number];
export type RegisterFieldsConfig = Record<RegisterField, RegisterFieldMode>;

export type Gender = (typeof GENDERS)[number];

/** The names the messages give the fields, as the fixed ones are named ("First name is required."). */
export const REGISTER_FIELD_LABELS: Record<RegisterField, string> = {
  phone: FIELD_LABELS.phone,
  birthday: FIELD_LABELS.birthday,
  gender: FIELD_LABELS.gender,
  lineId: FIELD_LABELS.lineId,
  referral: FIELD_LABELS.referral,
};

/**
 * A birthday must be at least this many years ago: nobody younger can take a course on their own,
 * and a date later than that is almost always the current year typed by mistake (decision 0019).
 */
export const MIN_BIRTHDAY_AGE_YEARS = 5;
const EARLIEST_BIRTHDAY = '1900-01-01';

/** The latest birthday allowed on `today` (UTC), as YYYY-MM-DD. */
export function latestBirthday(today: Date = new Date()): string {
  const latest = new Date(Date.UTC(today.getUTCFullYear() - MIN_BIRTHDAY_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return latest.toISOString().slice(0, 10);
}

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const birthday = z
  .string({ error: message('dateExample', { label: FIELD_LABELS.birthday }) })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, message('dateExample', { label: FIELD_LABELS.birthday }))
  .refine(isCalendarDate, message('notCalendarDate', { label: FIELD_LABELS.birthday }))
  .refine((value) => value >= EARLIEST_BIRTHDAY, message('dateAfter', { label: FIELD_LABELS.birthday, date: EARLIEST_BIRTHDAY }))
  .refine((value) => value <= latestBirthday(), message('yearsAgo', { label: FIELD_LABELS.birthday, years: MIN_BIRTHDAY_AGE_YEARS }));

const gender = z.enum(GENDERS, { error: message('oneOf', { label: FIELD_LABELS.gender, options: GENDERS.join(', ') }) });
const words = (label: string, max: number) =>
  z.string({ error: message('notText', { label }) }).trim().max(max, message('tooLongAtMost', { label, max }));

/** Each optional field's own check, whatever asks for it. */
const EXTRA_FIELD_SCHEMAS = {
  phone: thaiPhone(REGISTER_FIELD_LABELS.phone),
  birthday,
  gender,
  lineId: words(REGISTER_FIELD_LABELS.lineId, 50),
  referral: words(REGISTER_FIELD_LABELS.referral, 200),
} as const;

/** A blank answer is no answer: the form sends empty inputs as ''. */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The fields as a registration sends them: each may be left out (the configuration says which must not). */
export const registerExtraFields = {
  phone: z.preprocess(blankAsMissing, EXTRA_FIELD_SCHEMAS.phone.optional()),
  birthday: z.preprocess(blankAsMissing, EXTRA_FIELD_SCHEMAS.birthday.optional()),
  gender: z.preprocess(blankAsMissing, EXTRA_FIELD_SCHEMAS.gender.optional()),
  lineId: z.preprocess(blankAsMissing, EXTRA_FIELD_SCHEMAS.lineId.optional()),
  referral: z.preprocess(blankAsMissing, EXTRA_FIELD_SCHEMAS.referral.optional()),
};

/** The same fields on the student's own profile: always optional there, '' when left empty. */
const clearable = <T extends z.ZodType<string>>(schema: T) => z.preprocess(blankAsMissing, schema.optional()).transform((value) => value ?? '');
export const profileExtraFields = {
  birthday: clearable(EXTRA_FIELD_SCHEMAS.birthday),
  gender: clearable(EXTRA_FIELD_SCHEMAS.gender),
  lineId: clearable(EXTRA_FIELD_SCHEMAS.lineId),
  referral: clearable(EXTRA_FIELD_SCHEMAS.referral),
};

/** The `registerFields` settings group: one mode per field, each `off` until an administrator asks for it. */
const mode = (field: RegisterField) =>
  z.enum(REGISTER_FIELD_MODES, { error: message('oneOf', { label: field, options: REGISTER_FIELD_MODES.join(', ') }) }).default('off');
export const registerFieldsSettingsFields = {
  phone: mode('phone'),
  birthday: mode('birthday'),
  gender: mode('gender'),
  lineId: mode('lineId'),
  referral: mode('referral'),
};

/** Nothing asked besides the fixed fields: the configuration while the plan lacks CUSTOM_REGISTER. */
export const NO_REGISTER_FIELDS: RegisterFieldsConfig = { phone: 'off', birthday: 'off', gender: 'off', lineId: 'off', referral: 'off' };
