import * as z from 'zod';
import { ADMIN_SCREENS } from '../../admin-screens.js';
import { ADMIN_MAIL_EVENTS } from '../enums.js';
import { thaiPhone } from './account.js';
import { FIELD_LABELS, message } from '../messages.js';
import { flag, json, optionalText, stamps, text } from './common.js';
import { newPassword, registerRequest } from './identity.js';
import { column, stampColumns, tablePage, type TableColumn } from './table.js';

/**
 * The people the back office keeps (../shared/SPEC.md §2 "Admin": administrators,
 * instructors, students, subscribers, user roles, user groups). Accounts live
 * in Cognito (credentials, group, disabled state) and in their profile; the
 * two are kept in step by the people domain (decision 0021).
 */

const email = text(FIELD_LABELS.email, 254)
  .pipe(z.email(message('notEmail', { label: FIELD_LABELS.email })))
  .transform((value) => value.toLowerCase());
const phone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? '' : value),
  z.union([z.literal(''), thaiPhone(FIELD_LABELS.phone)], { error: message('thaiPhone', { label: FIELD_LABELS.phone }) }),
);
/** An id of a role or group, or '' for none. */
const optionalId = (label: string) => optionalText(label, 64);

/** What an administrator sets on any account. */
const accountFields = {
  email,
  firstname: text(FIELD_LABELS.firstname, 100),
  lastname: text(FIELD_LABELS.lastname, 100),
  phone: phone.default(''),
  /** A disabled account cannot sign in; disabling also ends its session. */
  disabled: flag.default(false),
};

/** A new account: the username and first password are set once, here. */
const newAccount = { username: registerRequest.shape.username, password: newPassword(), ...accountFields };
/** A change: the username stays; a password given replaces the old one, '' keeps it. */
const changedAccount = {
  ...accountFields,
  password: z.union([z.literal(''), newPassword()], { error: 'Password is not valid.' }).default(''),
};

/** Administrators may hold a custom user role ('' = every screen). */
const adminFields = { user_role_id: optionalId('user_role_id') };
/** Students may be in a user group ('' = none). */
const studentFields = { user_group_id: optionalId('user_group_id') };

export const administratorInput = z.strictObject({ ...newAccount, ...adminFields });
export const administratorUpdate = z.strictObject({ ...changedAccount, ...adminFields });
export const instructorInput = z.strictObject(newAccount);
export const instructorUpdate = z.strictObject(changedAccount);
export const studentInput = z.strictObject({ ...newAccount, ...studentFields });
export const studentUpdate = z.strictObject({ ...changedAccount, ...studentFields });

/** One account as the admin tables show it; never a password. */
export const person = z.object({
  ...stamps,
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  role_id: z.number().int(),
  disabled: z.boolean(),
  /** Administrators only; '' otherwise. */
  user_role_id: z.string(),
  /** Students only; '' otherwise. */
  user_group_id: z.string(),
  pdpa_approved: z.union([z.literal(0), z.literal(1)]),
});
export type Person = z.infer<typeof person>;

export const PERSON_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('username', 'string'),
  column('email', 'string'),
  column('firstname', 'string'),
  column('lastname', 'string'),
  column('phone', 'string'),
  column('disabled', 'boolean'),
  column('user_role_id', 'string'),
  column('user_group_id', 'string'),
  column('pdpa_approved', 'number'),
];
export const personTable = tablePage(person);

/** How the site names an account: "firstname lastname", or its username when it has neither. */
export const accountName = ({ firstname, lastname, username }: { firstname?: string | undefined; lastname?: string | undefined; username?: string | undefined }): string =>
  [firstname, lastname].filter(Boolean).join(' ') || (username ?? '');

/** An account as a form picks one (an instructor profile's, a booking's student): named, with no contact details. */
export const accountChoice = z.object({ id: z.string(), name: z.string(), username: z.string() });
export type AccountChoice = z.infer<typeof accountChoice>;
export const ACCOUNT_CHOICE_COLUMNS: readonly TableColumn[] = [column('id', 'string', false), column('name', 'string'), column('username', 'string')];
export const accountChoiceTable = tablePage(accountChoice);

/** Someone who asked for the site's news by e-mail (the STUDENT_SUBSCRIBER plan flag). */
export const subscriberInput = z.strictObject({
  email,
  name: optionalText('name', 200),
});
export const subscriber = z.object({ ...subscriberInput.shape, ...stamps });
export type Subscriber = z.infer<typeof subscriber>;
export const SUBSCRIBER_COLUMNS: readonly TableColumn[] = [...stampColumns, column('email', 'string'), column('name', 'string')];
export const subscriberTable = tablePage(subscriber);

/** A named set of admin screens; an administrator holding it opens only those (decision 0021). */
export const userRoleInput = z.strictObject({
  name: text('name', 100),
  description: optionalText('description', 500),
  permissions: json(
    z
      .array(z.enum(ADMIN_SCREENS, { error: 'permissions must name admin screens.' }), { error: 'permissions must be a list of admin screens.' })
      .min(1, 'Choose at least one screen.')
      .max(ADMIN_SCREENS.length),
  ).transform((screens) => [...new Set(screens)]),
});
export const userRole = z.object({ ...userRoleInput.shape, permissions: z.array(z.enum(ADMIN_SCREENS)), ...stamps });
export type UserRole = z.infer<typeof userRole>;
export const USER_ROLE_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string'), column('description', 'string')];
export const userRoleTable = tablePage(userRole);

/** Students grouped for announcements and group-targeted coupons (USER_GROUP, USER_GROUP_UPGRADE). */
export const userGroupInput = z.strictObject({
  name: text('name', 100),
  description: optionalText('description', 500),
});
export const userGroup = z.object({ ...userGroupInput.shape, ...stamps });
export type UserGroup = z.infer<typeof userGroup>;
export const USER_GROUP_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string'), column('description', 'string')];
export const userGroupTable = tablePage(userGroup);

/** An address the shop's notices go to (../shared/SPEC.md §2 "admin e-mails", decision 0059), and which of them. */
export const adminEmailInput = z.strictObject({
  name: text('name', 100),
  email,
  events: json(
    z
      .array(z.enum(ADMIN_MAIL_EVENTS, { error: `events must be ${ADMIN_MAIL_EVENTS.join(' or ')}.` }), { error: 'events must be a list.' })
      .min(1, 'Choose at least one notice.')
      .max(ADMIN_MAIL_EVENTS.length),
  ).transform((events) => [...new Set(events)]),
  active: flag.default(true),
});
export const adminEmail = z.object({ ...adminEmailInput.shape, events: z.array(z.enum(ADMIN_MAIL_EVENTS)), ...stamps });
export type AdminEmail = z.infer<typeof adminEmail>;
export const ADMIN_EMAIL_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string'), column('email', 'string'), column('active', 'boolean')];
export const adminEmailTable = tablePage(adminEmail);

/**
 * §8 "Code active_user": deleting an account that is signed in now is
 * refused (409) with this code and a message the back office shows for 3 s.
 */
export const activeUserAnswer = z.object({ code: z.literal('active_user'), msg: z.string(), message: z.string() });
