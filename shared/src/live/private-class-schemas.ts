import * as z from 'zod';
import { day } from '../api/schemas/common.js';
import { validHours } from './availability.js';

/**
 * Private classes (../shared/SPEC.md §1; decision 0048): an instructor's availability, the free
 * slots a student books from it with bought hours, and both sides' lists of the classes booked.
 */

const MAX_HOURS_ROWS = 50;
const clock = (label: string) => z.string({ error: `${label} is required.` }).trim().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, `${label} must be a time of day (HH:MM).`);
const hoursRule = { error: 'Each start must come before its end.' };

export const weeklyHours = z
  .strictObject({
    weekday: z.coerce.number({ error: 'weekday must be a number from 0 (Sunday) to 6 (Saturday).' }).int().min(0, 'weekday must be a number from 0 (Sunday) to 6 (Saturday).').max(6, 'weekday must be a number from 0 (Sunday) to 6 (Saturday).'),
    start: clock('start'),
    end: clock('end'),
  })
  .refine(validHours, hoursRule);
const datedHours = z.strictObject({ date: day('date'), start: clock('start'), end: clock('end') }).refine(validHours, hoursRule);

/** What an instructor publishes at `/myaccount/instructor/manageteachingtime`. */
export const availabilityInput = z.strictObject({
  weekly: z.array(weeklyHours, { error: 'weekly must be a list.' }).max(MAX_HOURS_ROWS, `At most ${MAX_HOURS_ROWS} weekly hours.`),
  dates_off: z.array(day('dates_off'), { error: 'dates_off must be a list.' }).max(366, 'At most 366 dates off.'),
  extra_hours: z.array(datedHours, { error: 'extra_hours must be a list.' }).max(MAX_HOURS_ROWS, `At most ${MAX_HOURS_ROWS} extra hours.`),
  price_per_hour: z.coerce
    .number({ error: 'price_per_hour must be a number of satang.' })
    .int('price_per_hour must be a whole number of satang.')
    .min(0, 'price_per_hour cannot be negative.')
    .max(100_000_000, 'price_per_hour is too large.'),
});
export type AvailabilityInput = z.infer<typeof availabilityInput>;

export const availabilityView = z.object({
  instructor_id: z.string(),
  instructor_name: z.string(),
  weekly: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  dates_off: z.array(z.string()),
  extra_hours: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
  price_per_hour: z.number(),
  session_minutes: z.number(),
  updated_at: z.string(),
});
export type AvailabilityView = z.infer<typeof availabilityView>;

const slot = z.object({ starts_at: z.string(), ends_at: z.string() });

export const slotsQuery = z.strictObject({ from: day('from').optional(), days: z.coerce.number().int().min(1, 'days must be 1 to 31.').max(31, 'days must be 1 to 31.').default(7) });

/** `/private/instructors/{id}`: the instructor and their free slots. */
export const instructorSlots = z.object({
  instructor_id: z.string(),
  instructor_name: z.string(),
  avatar: z.string(),
  price_per_hour: z.number(),
  session_minutes: z.number(),
  booking_lead_hours: z.number(),
  from: z.string(),
  days: z.number(),
  slots: z.array(slot),
  /** The caller's private-class minutes left with this instructor (0 signed out). */
  my_minutes: z.number(),
});
export type InstructorSlots = z.infer<typeof instructorSlots>;

const isoInstant = z.iso.datetime({ offset: true, error: 'starts_at must be a date and time (ISO 8601).' });

export const bookPrivateClassInput = z.strictObject({
  instructor_id: z.string({ error: 'instructor_id is required.' }).trim().min(1, 'instructor_id is required.').max(64),
  starts_at: isoInstant,
});
export const reschedulePrivateClassInput = z.strictObject({ starts_at: isoInstant });

/** A private class as its student or instructor sees it. */
export const privateClassRow = z.object({
  id: z.string(),
  instructor_id: z.string(),
  instructor_name: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  /** Cancel and reschedule are open (settingPrivateClassRoom.cancel_hours). */
  changeable: z.boolean(),
  past: z.boolean(),
  /** When its room opens (settingLiveroom.join_before_minutes ahead), and whether it is open now. */
  opens_at: z.string(),
  joinable: z.boolean(),
});
export type PrivateClassRow = z.infer<typeof privateClassRow>;

/** A student's private-class minutes left with one instructor. */
export const privateHoursRow = z.object({ instructor_id: z.string(), instructor_name: z.string(), minutes: z.number(), price_per_hour: z.number() });
export type PrivateHoursRow = z.infer<typeof privateHoursRow>;

/** `/myaccount/student/course/private`: hours per instructor, and the classes (upcoming first by start, then past). */
export const myPrivateClasses = z.object({
  hours: z.array(privateHoursRow),
  rows: z.array(privateClassRow),
  session_minutes: z.number(),
  cancel_hours: z.number(),
});
export type MyPrivateClasses = z.infer<typeof myPrivateClasses>;

/** The instructor's private classes, by start. */
export const teachingPrivateClasses = z.object({ rows: z.array(privateClassRow) });

/** The students an instructor has private classes with. */
export const privateStudentRow = z.object({ id: z.string(), name: z.string(), upcoming: z.number(), past: z.number() });
export const teachingPrivateStudents = z.object({ rows: z.array(privateStudentRow) });

/** `/private/students/{id}`: one student's private classes with the caller (every instructor's, for an administrator). */
export const privateStudentView = z.object({ id: z.string(), name: z.string(), rows: z.array(privateClassRow) });
export type PrivateStudentView = z.infer<typeof privateStudentView>;

/** An administrator crediting (or, negative, taking back) a student's hours with an instructor. */
export const creditPrivateHoursInput = z.strictObject({
  user_id: z.string({ error: 'user_id is required.' }).trim().min(1, 'user_id is required.').max(64),
  instructor_id: z.string({ error: 'instructor_id is required.' }).trim().min(1, 'instructor_id is required.').max(64),
  hours: z.coerce.number({ error: 'hours must be a number.' }).int('hours must be a whole number.').min(-1000, 'hours must be -1000 to 1000.').max(1000, 'hours must be -1000 to 1000.').refine((hours) => hours !== 0, 'hours cannot be 0.'),
});
export const privateHoursBalance = z.object({ user_id: z.string(), instructor_id: z.string(), minutes: z.number() });
