import * as z from 'zod';
import { message } from '../api/messages.js';
import { day, flag, json, languageText, optionalText, stamps, text, wholeNumber } from '../api/schemas/common.js';
import { column, stampColumns, tablePage, type TableColumn } from '../api/schemas/table.js';
import { weeklyHours } from './private-class-schemas.js';
import { STUDY_SEAT_SOURCES } from './session.js';

/**
 * Study-time booking (../shared/SPEC.md §2 `/myaccount/student/booking`, admin screens branches
 * and booking study time; decision 0052): a branch's study room has seats, open on weekly hours;
 * a student books a seat for an hour.
 */

/** A study seat is held for one hour, on the hour (Bangkok): every branch's slots share the grid. */
export const STUDY_SLOT_MINUTES = 60;
/** How far ahead the student's page reaches. */
export const STUDY_DAYS_AHEAD = 28;


/** A branch as the branches master file's form sends it. */
export const branchInput = z
  .strictObject({
    name_th: languageText('name_th', 200),
    name_en: languageText('name_en', 200),
    address: optionalText('address', 500),
    phone: optionalText('phone', 40),
    /** Seats of its study room: at most this many students book one hour. */
    seats: wholeNumber('seats', 1, 500),
    /** The study room's opening hours, per weekday (Bangkok). */
    weekly: json(z.array(weeklyHours, { error: 'weekly must be a list.' }).max(50, 'At most 50 rows of opening hours.')).default([]),
    /** Dates (Bangkok) the study room is closed. */
    dates_closed: json(z.array(day('dates_closed'), { error: 'dates_closed must be a list of dates.' }).max(366, 'At most 366 closed dates.')).default([]),
    /** Only a published branch is offered to students. */
    published: flag.default(false),
  })
  .refine((branch) => branch.name_th !== '' || branch.name_en !== '', { path: ['name_en'], message: message('required', { label: 'name' }) });
export type BranchInput = z.output<typeof branchInput>;
export const branch = z.object({ ...branchInput.shape, ...stamps });
export type Branch = z.infer<typeof branch>;
export const BRANCH_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('name_th', 'string'),
  column('name_en', 'string'),
  column('address', 'string'),
  column('phone', 'string'),
  column('seats', 'number'),
  column('published', 'boolean'),
];
export const branchTable = tablePage(branch);

/** A published branch, as students see it. */
export const publicBranch = z.object({
  id: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  address: z.string(),
  phone: z.string(),
  seats: z.number(),
  weekly: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
});
export type PublicBranch = z.infer<typeof publicBranch>;
export const publicBranchList = z.object({ branches: z.array(publicBranch) });

/** One hour of a study room: its seats and how many are booked. */
export const studySlot = z.object({ starts_at: z.string(), ends_at: z.string(), seats: z.number(), booked: z.number(), seats_left: z.number() });
export type StudySlot = z.infer<typeof studySlot>;
export const studySlotsQuery = z.strictObject({
  from: day('from').optional(),
  days: z.coerce.number({ error: 'days must be 1 to 31.' }).int('days must be 1 to 31.').min(1, 'days must be 1 to 31.').max(31, 'days must be 1 to 31.').default(7),
});
export const branchSlots = z.object({ branch: publicBranch, from: z.string(), days: z.number(), slot_minutes: z.number(), slots: z.array(studySlot) });
export type BranchSlots = z.infer<typeof branchSlots>;

const isoInstant = z.iso.datetime({ offset: true, error: 'starts_at must be a date and time (ISO 8601).' });

/** The hour a student books or cancels: always their own seat. */
export const studySeatInput = z.strictObject({ branch_id: text('branch_id', 64), starts_at: isoInstant });
export type StudySeatInput = z.infer<typeof studySeatInput>;

/** A study seat the caller booked, with until when they may cancel it. */
export const myStudyBooking = z.object({
  branch_id: z.string(),
  branch_name_th: z.string(),
  branch_name_en: z.string(),
  address: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  booked_at: z.string(),
  /** settingPrivateClassRoom's `cancel_hours` before the start, and whether that is still ahead. */
  cancel_until: z.string(),
  can_cancel: z.boolean(),
});
export type MyStudyBooking = z.infer<typeof myStudyBooking>;
export const myStudyBookingList = z.object({ upcoming: z.array(myStudyBooking), past: z.array(myStudyBooking) });
export type MyStudyBookingList = z.infer<typeof myStudyBookingList>;

/** A row of the booking study time table: its id is `{branch}~{start}~{student}`. */
export const studyBooking = z.object({
  id: z.string(),
  branch_id: z.string(),
  branch: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  user_id: z.string(),
  student: z.string(),
  source: z.enum(STUDY_SEAT_SOURCES),
  booked_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StudyBooking = z.infer<typeof studyBooking>;
export const STUDY_BOOKING_COLUMNS: readonly TableColumn[] = [
  column('branch', 'string'),
  column('starts_at', 'string'),
  column('student', 'string'),
  column('user_id', 'string'),
  column('source', 'string'),
  column('booked_at', 'string'),
  column('branch_id', 'string'),
];
export const studyBookingTable = tablePage(studyBooking);
/** An administrator books a seat for a student. */
export const studyBookingInput = z.strictObject({ branch_id: text('branch_id', 64), starts_at: isoInstant, user_id: text('user_id', 64) });
export type StudyBookingInput = z.infer<typeof studyBookingInput>;

export const studyBookingId = (branchId: string, startsAt: string, userId: string) => `${branchId}~${startsAt}~${userId}`;
export const studyBookingKey = (id: string): { branchId: string; startsAt: string; userId: string } | undefined => {
  const [branchId, startsAt, userId, ...rest] = id.split('~');
  return branchId && startsAt && userId && rest.length === 0 ? { branchId, startsAt, userId } : undefined;
};
