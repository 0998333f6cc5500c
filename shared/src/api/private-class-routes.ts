import {
  availabilityInput,
  availabilityView,
  bookPrivateClassInput,
  creditPrivateHoursInput,
  instructorSlots,
  myPrivateClasses,
  privateClassRow,
  privateHoursBalance,
  privateStudentView,
  reschedulePrivateClassInput,
  slotsQuery,
  teachingPrivateClasses,
  teachingPrivateStudents,
} from '../live/private-class-schemas.js';
import { defineRoute } from './route.js';
import { idParams } from './schemas/ids.js';

const MY_CLASSES = '/api/me/private-classes';
const TEACHING = '/api/me/teaching/private-classes';

/** Another student naming the owner's class finds none. */
const myClass = { ownership: { kind: 'record', list: 'listMyPrivateClasses' } } as const;
/** Another instructor naming the owner's class or student finds none. */
const taughtClass = { ownership: { kind: 'record', list: 'listTeachingPrivateClasses', owner: 'instructor' } } as const;

/**
 * Private classes (../shared/SPEC.md §1; decision 0048): an instructor's availability, the free
 * slots of `/private/instructors/{id}`, booking one with bought hours, cancelling and moving it
 * within settingPrivateClassRoom's rules, and both sides' lists.
 */
export const privateClassRoutes = {
  getMyTeachingTime: defineRoute({
    id: 'getMyTeachingTime',
    method: 'GET',
    path: '/api/me/teaching/availability',
    domain: 'live',
    access: 'instructor',
    summary: "The caller's private-class availability (their instructor profile's): weekly hours, dates off, extra hours on dates, all in Asia/Bangkok, and the price of an hour in satang.",
    response: availabilityView,
  }),
  saveMyTeachingTime: defineRoute({
    id: 'saveMyTeachingTime',
    method: 'PUT',
    path: '/api/me/teaching/availability',
    domain: 'live',
    access: 'instructor',
    summary: 'Publish the availability: weekly hours (weekday 0 Sunday to 6 Saturday, HH:MM to HH:MM Bangkok time), whole dates off, extra hours on dates, and the price of an hour in satang. Classes already booked stay.',
    body: availabilityInput,
    response: availabilityView,
    example: { weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], dates_off: [], extra_hours: [], price_per_hour: 50000 },
  }),
  listInstructorSlots: defineRoute({
    id: 'listInstructorSlots',
    method: 'GET',
    path: '/public/private/instructors/{id}/slots',
    domain: 'live',
    access: 'public',
    optionalIdentity: true,
    summary: "An instructor's free private-class slots for `days` Bangkok dates from `from` (today): their availability in settingPrivateClassRoom's session length, less booked classes and those sooner than the booking lead; with the caller's hours left with them.",
    params: idParams,
    query: slotsQuery,
    response: instructorSlots,
  }),
  bookPrivateClass: defineRoute({
    id: 'bookPrivateClass',
    method: 'POST',
    path: MY_CLASSES,
    domain: 'live',
    access: 'student',
    summary: "Book a free slot of an instructor with the caller's hours with them: the class, the seat, the instructor's and the student's time and the hours in one write. A time taken already answers 409.",
    body: bookPrivateClassInput,
    response: privateClassRow,
  }),
  listMyPrivateClasses: defineRoute({
    id: 'listMyPrivateClasses',
    method: 'GET',
    path: MY_CLASSES,
    domain: 'live',
    access: 'student',
    summary: "The caller's private-class hours per instructor, and their private classes: upcoming ones by start, then past ones newest first.",
    response: myPrivateClasses,
  }),
  cancelMyPrivateClass: defineRoute({
    ...myClass,
    id: 'cancelMyPrivateClass',
    method: 'DELETE',
    path: `${MY_CLASSES}/{id}`,
    domain: 'live',
    access: 'student',
    summary: 'Cancel a booked private class up to settingPrivateClassRoom.cancel_hours before it starts: the hour comes back and the time is free again, in one write.',
    params: idParams,
    response: privateClassRow,
  }),
  rescheduleMyPrivateClass: defineRoute({
    ...myClass,
    id: 'rescheduleMyPrivateClass',
    method: 'PUT',
    path: `${MY_CLASSES}/{id}`,
    domain: 'live',
    access: 'student',
    summary: 'Move a booked private class to another free slot of the same instructor, up to settingPrivateClassRoom.cancel_hours before it starts: the old class cancelled and the new one booked in one write.',
    params: idParams,
    body: reschedulePrivateClassInput,
    response: privateClassRow,
    example: { starts_at: '2030-01-07T02:00:00.000Z' },
  }),
  listTeachingPrivateClasses: defineRoute({
    id: 'listTeachingPrivateClasses',
    method: 'GET',
    path: TEACHING,
    domain: 'live',
    access: 'instructor',
    summary: "The private classes booked with the caller's instructor profiles, by start.",
    response: teachingPrivateClasses,
  }),
  cancelTeachingPrivateClass: defineRoute({
    ...taughtClass,
    id: 'cancelTeachingPrivateClass',
    method: 'DELETE',
    path: `${TEACHING}/{id}`,
    domain: 'live',
    access: 'instructor',
    summary: 'The instructor cancels one of their private classes before it starts: the student gets the hour back, in one write.',
    params: idParams,
    response: privateClassRow,
  }),
  listTeachingPrivateStudents: defineRoute({
    id: 'listTeachingPrivateStudents',
    method: 'GET',
    path: '/api/me/teaching/private-students',
    domain: 'live',
    access: 'instructor',
    summary: "The students who booked private classes with the caller, with how many are upcoming and past.",
    response: teachingPrivateStudents,
  }),
  getPrivateStudent: defineRoute({
    ownership: { kind: 'record', list: 'listTeachingPrivateStudents', owner: 'instructor' },
    id: 'getPrivateStudent',
    method: 'GET',
    path: '/api/private/students/{id}',
    domain: 'live',
    access: 'signed-in',
    summary: "`/private/students/{id}`: one student's private classes with the caller; an administrator sees every instructor's. A student the caller has no class with is not found.",
    params: idParams,
    response: privateStudentView,
  }),
  creditPrivateHours: defineRoute({
    id: 'creditPrivateHours',
    method: 'POST',
    path: '/api/privatehours',
    domain: 'live',
    access: 'admin',
    permission: ['bookingStudyTime', 'instructors'],
    summary: "Give a student private-class hours with an instructor, or take back unused ones (negative `hours`); the balance never goes below 0.",
    body: creditPrivateHoursInput,
    response: privateHoursBalance,
    example: { user_id: 'u-1', instructor_id: 'i-1', hours: 1 },
  }),
} as const;
