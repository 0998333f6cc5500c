import * as z from 'zod';
import { bookingIds } from '../live/live-room-schemas.js';
import {
  branch,
  branchInput,
  branchSlots,
  branchTable,
  myStudyBookingList,
  myStudyBooking,
  publicBranchList,
  studyBooking,
  studyBookingInput,
  studyBookingTable,
  studySeatInput,
  studySlotsQuery,
} from '../live/study-schemas.js';
import { adminCrud, adminDelete } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds, idParams } from './schemas/ids.js';
import { tableQuery } from './schemas/table.js';

const MY_BOOKINGS = '/api/me/study-bookings';

/**
 * Study-time booking (decision 0052): the branches master file, the study room's hours with their
 * seats left, a student's own seats, and the booking study time table of the back office.
 */
export const studyRoutes = {
  ...adminCrud({
    domain: 'live',
    noun: 'Branch',
    plural: 'Branches',
    path: '/api/branches',
    what: 'branch',
    screen: 'branches',
    readers: { list: ['bookingStudyTime'] },
    row: branch,
    input: branchInput,
    table: branchTable,
    summaries: {
      create: "Create a branch: its names, address and phone, its study room's seats, its weekly opening hours (Bangkok) and closed dates, and whether students see it.",
      update: 'Change a branch. Seats already booked stay, even where the new hours or seats would not offer them.',
    },
  }),
  deleteBranches: adminDelete({
    id: 'deleteBranches',
    method: 'DELETE',
    path: '/api/branches',
    domain: 'live',
    screens: ['branches'],
    summary: 'Delete branches; one with study seats booked ahead is refused (cannotDelete) with the others of the request.',
    body: deleteIds,
  }),
  listPublicBranches: defineRoute({
    id: 'listPublicBranches',
    method: 'GET',
    path: '/public/branches',
    domain: 'live',
    access: 'public',
    summary: 'The published branches, by name, with their study rooms’ seats and opening hours.',
    response: publicBranchList,
  }),
  listBranchSlots: defineRoute({
    id: 'listBranchSlots',
    method: 'GET',
    path: '/public/branches/{id}/slots',
    domain: 'live',
    access: 'public',
    summary: "A published branch's study-room hours for `days` Bangkok dates from `from` (today): each hour it is open and not yet begun, with its seats and how many are booked.",
    params: idParams,
    query: studySlotsQuery,
    response: branchSlots,
  }),
  listMyStudyBookings: defineRoute({
    id: 'listMyStudyBookings',
    method: 'GET',
    path: MY_BOOKINGS,
    domain: 'live',
    access: 'signed-in',
    summary: "The caller's study seats: upcoming (with until when each may be cancelled) and past.",
    response: myStudyBookingList,
  }),
  bookStudySeat: defineRoute({
    id: 'bookStudySeat',
    method: 'POST',
    path: MY_BOOKINGS,
    domain: 'live',
    access: 'signed-in',
    summary:
      'Book a seat for the caller in a branch’s study room for the hour starting at `starts_at`: an hour the branch is open, not yet begun, with a seat left (409 when full), and none of the caller’s other seats at that hour (409).',
    body: studySeatInput,
    response: myStudyBooking,
    example: { branch_id: 'branch-siam', starts_at: '2026-12-01T03:00:00.000Z' },
  }),
  cancelStudySeat: defineRoute({
    id: 'cancelStudySeat',
    method: 'POST',
    path: `${MY_BOOKINGS}/cancel`,
    domain: 'live',
    access: 'signed-in',
    summary: "Give back the caller's own study seat, up to settingPrivateClassRoom's cancel_hours before it starts.",
    body: studySeatInput,
    response: z.object({ success: z.literal(true), ok: z.literal(true) }),
    example: { branch_id: 'branch-siam', starts_at: '2026-12-01T03:00:00.000Z' },
  }),
  listStudyBookings: defineRoute({
    id: 'listStudyBookings',
    method: 'GET',
    path: '/api/studybooking',
    domain: 'live',
    access: 'admin',
    permission: ['bookingStudyTime'],
    summary: 'A page of the booking study time table: every study seat of every branch (branch, hour, student, who booked it), 50 rows, sorted and filtered.',
    query: tableQuery,
    response: studyBookingTable,
  }),
  createStudyBooking: defineRoute({
    id: 'createStudyBooking',
    method: 'POST',
    path: '/api/studybooking',
    domain: 'live',
    access: 'admin',
    permission: ['bookingStudyTime'],
    summary: 'Book a study seat for a student (source admin) in an hour the branch is open, while it has a seat left and the student has none at that hour.',
    body: studyBookingInput,
    response: studyBooking,
  }),
  deleteStudyBookings: adminDelete({
    id: 'deleteStudyBookings',
    method: 'DELETE',
    path: '/api/studybooking',
    domain: 'live',
    screens: ['bookingStudyTime'],
    summary: 'Cancel study seats (ids `{branch}~{start}~{student}`), giving each back to its hour.',
    body: bookingIds,
  }),
} as const;
