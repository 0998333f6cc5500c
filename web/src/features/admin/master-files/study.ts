import { BRANCH_COLUMNS, branchInput, routes, STUDY_BOOKING_COLUMNS, STUDY_SEAT_SOURCES, studyBookingInput } from '@lm/shared';
import { masterFile } from './define';
import { namedInLanguage } from '../../../lib/in-language';

/** The words of the branches' and study seats' fields, apart from those every master file shares. */
const label = (name: string) => `masterFiles.studyFields.${name}`;

/** Sunday 0 … Saturday 6, as a branch's opening hours count weekdays. */
const WEEKDAY_NUMBERS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/**
 * Branches (decision 0052): a branch's study room, its seats and its opening hours on Bangkok's
 * clock. One with study seats booked ahead is not deleted.
 */
export const branches = masterFile({
  key: 'branches',
  endpoints: { list: routes.listBranches, get: routes.getBranch, create: routes.createBranch, update: routes.updateBranch, remove: routes.deleteBranches },
  columns: BRANCH_COLUMNS,
  shown: ['name_th', 'name_en', 'address', 'seats', 'published'],
  named: namedInLanguage('name'),
  json: true,
  columnOverrides: {
    name_th: { label: label('name_th') },
    name_en: { label: label('name_en') },
    address: { label: label('address') },
    phone: { label: label('phone') },
    seats: { label: label('seats') },
    published: { label: label('published') },
  },
  schema: branchInput,
  fields: ['name_th', 'name_en', 'address', 'phone', 'seats', 'weekly', 'dates_closed', 'published'],
  overrides: {
    name_th: { label: label('name_th') },
    name_en: { label: label('name_en'), hint: 'masterFiles.branches.nameHint' },
    address: { label: label('address'), kind: 'textarea' },
    phone: { label: label('phone') },
    seats: { label: label('seats'), hint: 'masterFiles.branches.seatsHint' },
    weekly: {
      label: label('weekly'),
      hint: 'masterFiles.branches.weeklyHint',
      columnOverrides: {
        weekday: { kind: 'select', label: label('weekday'), options: { values: WEEKDAY_NUMBERS, labels: 'masterFiles.branches.weekdayNames' } },
        start: { label: label('start') },
        end: { label: label('end') },
      },
    },
    dates_closed: { label: label('dates_closed'), hint: 'masterFiles.branches.closedHint' },
    published: { label: label('published'), hint: 'masterFiles.branches.publishedHint' },
  },
});

/**
 * Booking study time (decision 0052): every study seat of every branch; an administrator books
 * an hour for a student under the students' rules, or cancels a seat, which goes back to its hour.
 */
export const studyBookings = masterFile({
  key: 'bookingStudyTime',
  endpoints: { list: routes.listStudyBookings, create: routes.createStudyBooking, remove: routes.deleteStudyBookings },
  columns: STUDY_BOOKING_COLUMNS,
  shown: ['branch', 'starts_at', 'student', 'source', 'booked_at'],
  named: ['student', 'branch'],
  json: true,
  columnOverrides: {
    branch: { label: label('branch') },
    starts_at: { label: label('starts_at') },
    student: { label: label('student') },
    source: { label: label('source'), choices: { values: STUDY_SEAT_SOURCES, labels: 'masterFiles.bookingStudyTime.sources' } },
    booked_at: { label: label('booked_at') },
    branch_id: { label: label('branch_id') },
    user_id: { label: label('user_id') },
  },
  schema: studyBookingInput,
  fields: ['branch_id', 'starts_at', 'user_id'],
  overrides: {
    branch_id: { kind: 'select', label: label('branch'), options: { records: 'branches' } },
    starts_at: { label: label('starts_at'), hint: 'masterFiles.bookingStudyTime.startsHint' },
    user_id: { kind: 'select', label: label('student'), options: { records: 'studentAccounts' }, hint: 'masterFiles.bookingStudyTime.userHint' },
  },
});
