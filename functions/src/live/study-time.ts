import {
  addBangkokDays,
  bangkokDate,
  bangkokMidnight,
  BRANCH_COLUMNS,
  cancelDeadline,
  freeSlots,
  isOffered,
  mayCancel,
  message,
  STUDY_BOOKING_COLUMNS,
  STUDY_DAYS_AHEAD,
  STUDY_SLOT_MINUTES,
  studyBookingId,
  studyBookingKey,
  utcToBangkok,
  type Branch,
  type BranchInput,
  type BranchSlots,
  type MyStudyBooking,
  type MyStudyBookingList,
  type PublicBranch,
  type StudyBooking,
  type StudySeatInput,
  type StudySeatSource,
  type TablePage,
  type TableQuery,
} from '@lm/shared';
import { branchRecords } from '../data/records/branch.js';
import { CannotDeleteError, ConflictError, NotFoundError, ValidationError, invalidField } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { keptAs, type MasterFile, type RecordPorts } from '../master-files/master-file.js';
import { tablePageOf } from '../tables/table-query.js';
import { routes } from './routes.js';

/** A seat in a branch's study room for one hour. */
export interface StudySeat {
  user_id: string;
  branch_id: string;
  starts_at: string;
  ends_at: string;
  source: StudySeatSource;
  booked_at: string;
}

export type StudyBookOutcome = 'booked' | 'taken' | 'full';

/**
 * Study seats and the hours' counts (decision 0052): booking writes the seat, keyed by student and
 * hour, and counts it against the branch's seats in one transaction; cancelling undoes both.
 */
export interface StudyStore {
  /** The booked count of each of a branch's hours in [from, to) that has any. */
  bookedHours(branchId: string, from: string, to: string): Promise<Map<string, number>>;
  /** A branch's seats from `from` on (all of them without it), by hour. */
  seatsOfBranch(branchId: string, from?: string): Promise<StudySeat[]>;
  /** A student's seats, by hour. */
  seatsOf(userId: string): Promise<StudySeat[]>;
  seat(userId: string, startsAt: string): Promise<StudySeat | undefined>;
  /** `taken` when the student has a seat at that hour already, `full` when the hour has `seats` booked. */
  book(seat: StudySeat, seats: number): Promise<StudyBookOutcome>;
  /** False when the seat was not booked (cancelled already). */
  cancel(seat: Pick<StudySeat, 'user_id' | 'branch_id' | 'starts_at'>): Promise<boolean>;
}

export interface StudyPorts extends RecordPorts {
  study: StudyStore;
  /** Accounts' names ("firstname lastname", or the username), of those that exist. */
  namesOf(userIds: readonly string[]): Promise<Map<string, string>>;
  /** settingPrivateClassRoom's cancel cut-off, which study seats follow too. */
  cancelHours(): Promise<number>;
}

const branchName = (branch: Pick<Branch, 'name_th' | 'name_en'>) => branch.name_en || branch.name_th;
const when = (iso: string) => {
  const { day, time } = utcToBangkok(iso);
  return `${day} ${time}`;
};
const asOpening = (branch: Pick<Branch, 'weekly' | 'dates_closed'>) => ({
  weekly: branch.weekly.map((hours) => ({ ...hours, weekday: hours.weekday as 0 | 1 | 2 | 3 | 4 | 5 | 6 })),
  dates_off: branch.dates_closed,
  extra_hours: [],
});
const endOf = (startsAt: string) => new Date(Date.parse(startsAt) + STUDY_SLOT_MINUTES * 60_000).toISOString();
const DAY_MS = 24 * 3_600_000;
/** Hours starting before this instant may be booked now: the rest of today and STUDY_DAYS_AHEAD Bangkok dates after it. */
const bookableUntil = (now: Date) => bangkokMidnight(addBangkokDays(bangkokDate(now), STUDY_DAYS_AHEAD + 1));
/** How far back the back office's table reaches: the seats of the last month and all ahead. */
const TABLE_DAYS_BACK = 31;

export const branches: MasterFile<Branch, StudyPorts, BranchInput> = {
  what: 'branch',
  store: keptAs(branchRecords),
  routes: {
    list: routes.listBranches,
    get: routes.getBranch,
    create: routes.createBranch,
    update: routes.updateBranch,
    remove: routes.deleteBranches,
  },
  columns: BRANCH_COLUMNS,
  async prepare(_ports, input) {
    const sorted = [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
    return { ...input, weekly: sorted, dates_closed: [...new Set(input.dates_closed)].sort() };
  },
  async beforeDelete(ports, ids) {
    const now = ports.now().toISOString();
    for (const id of ids) {
      const ahead = (await ports.study.seatsOfBranch(id, now)).length;
      if (!ahead) continue;
      const branch = await ports.records(branchRecords).get(id);
      throw new CannotDeleteError(`branch ${branch ? branchName(branch) : id}: ${ahead} study seat(s) are booked ahead.`);
    }
  },
};

export const studyFiles = [branches] as const;

const publicOf = (branch: Branch): PublicBranch => ({
  id: branch.id,
  name_th: branch.name_th,
  name_en: branch.name_en,
  address: branch.address,
  phone: branch.phone,
  seats: branch.seats,
  weekly: branch.weekly,
});

async function publishedBranch(ports: StudyPorts, id: string): Promise<Branch> {
  const branch = await ports.records(branchRecords).get(id);
  if (!branch?.published) throw new NotFoundError(message('noneWithId', { what: 'branch', id }));
  return branch;
}

export async function listPublicBranches(ports: StudyPorts): Promise<{ branches: PublicBranch[] }> {
  const shown = (await ports.records(branchRecords).list()).filter((branch) => branch.published);
  shown.sort((a, b) => branchName(a).localeCompare(branchName(b)) || a.id.localeCompare(b.id));
  return { branches: shown.map(publicOf) };
}

/** The hours a branch is open on `days` Bangkok dates from `from`, not yet begun nor too far ahead to book, with their seats booked. */
export async function branchSlots(ports: StudyPorts, id: string, query: { from?: string; days: number }): Promise<BranchSlots> {
  const branch = await publishedBranch(ports, id);
  const now = ports.now();
  const from = query.from ?? bangkokDate(now);
  const start = new Date(bangkokMidnight(from)).toISOString();
  const end = new Date(bangkokMidnight(addBangkokDays(from, query.days))).toISOString();
  const booked = await ports.study.bookedHours(id, start, end);
  const until = bookableUntil(now);
  const hours = freeSlots(asOpening(branch), from, query.days, [], { sessionMinutes: STUDY_SLOT_MINUTES, leadHours: 0, now }).filter(
    (hour) => Date.parse(hour.starts_at) < until,
  );
  return {
    branch: publicOf(branch),
    from,
    days: query.days,
    slot_minutes: STUDY_SLOT_MINUTES,
    slots: hours.map((hour) => {
      const taken = booked.get(hour.starts_at) ?? 0;
      return { ...hour, seats: branch.seats, booked: taken, seats_left: Math.max(0, branch.seats - taken) };
    }),
  };
}

/** Why an hour of a branch may not be booked now, or undefined when it may. */
function hourRefusal(branch: Branch, startsAt: string, now: Date): string | undefined {
  if (!isOffered(asOpening(branch), startsAt, STUDY_SLOT_MINUTES)) return message('studyRoomClosed', { branch: branchName(branch) });
  if (Date.parse(startsAt) <= now.getTime()) return message('studyHourBegun');
  if (Date.parse(startsAt) >= bookableUntil(now)) return message('studyTooFarAhead', { days: STUDY_DAYS_AHEAD });
  return undefined;
}

async function takeSeat(ports: StudyPorts, branch: Branch, userId: string, startsAt: string, source: StudySeatSource, taken: string): Promise<StudySeat> {
  const instant = new Date(startsAt).toISOString();
  const refusal = hourRefusal(branch, instant, ports.now());
  if (refusal) throw new ValidationError(refusal, { starts_at: [refusal] });
  const seat: StudySeat = { user_id: userId, branch_id: branch.id, starts_at: instant, ends_at: endOf(instant), source, booked_at: ports.now().toISOString() };
  const outcome = await ports.study.book(seat, branch.seats);
  if (outcome === 'taken') throw new ConflictError(taken, 'alreadyBooked');
  if (outcome === 'full') throw new ConflictError(message('studyHourFull', { branch: branchName(branch), when: when(instant) }), 'full');
  return seat;
}

function mine(seat: StudySeat, branch: Branch | undefined, cancelHours: number, now: Date): MyStudyBooking {
  return {
    branch_id: seat.branch_id,
    branch_name_th: branch?.name_th ?? '',
    branch_name_en: branch?.name_en ?? '',
    address: branch?.address ?? '',
    starts_at: seat.starts_at,
    ends_at: seat.ends_at,
    booked_at: seat.booked_at,
    cancel_until: cancelDeadline(seat.starts_at, cancelHours),
    can_cancel: mayCancel(seat.starts_at, cancelHours, now),
  };
}

const branchesById = async (ports: StudyPorts) => new Map((await ports.records(branchRecords).list()).map((branch) => [branch.id, branch]));

export async function myStudyBookings(ports: StudyPorts, caller: Caller): Promise<MyStudyBookingList> {
  const [seats, byId, cancelHours] = await Promise.all([ports.study.seatsOf(caller.userId), branchesById(ports), ports.cancelHours()]);
  const now = ports.now();
  const rows = seats.map((seat) => mine(seat, byId.get(seat.branch_id), cancelHours, now));
  return {
    upcoming: rows.filter((row) => Date.parse(row.ends_at) > now.getTime()),
    past: rows.filter((row) => Date.parse(row.ends_at) <= now.getTime()).reverse(),
  };
}

/** A student's seats starting in [from, to), with their branches' names and addresses, for their calendar feed. */
export async function studySeatsOf(ports: StudyPorts, userId: string, from: string, to: string) {
  const [seats, byId] = await Promise.all([ports.study.seatsOf(userId), branchesById(ports)]);
  return seats
    .filter((seat) => seat.starts_at >= from && seat.starts_at < to)
    .map((seat) => {
      const branch = byId.get(seat.branch_id);
      return { branch_id: seat.branch_id, branch_name_th: branch?.name_th ?? '', branch_name_en: branch?.name_en ?? '', address: branch?.address ?? '', starts_at: seat.starts_at, ends_at: seat.ends_at };
    });
}

export async function bookStudySeat(ports: StudyPorts, caller: Caller, input: StudySeatInput): Promise<MyStudyBooking> {
  const branch = await publishedBranch(ports, input.branch_id);
  const seat = await takeSeat(ports, branch, caller.userId, input.starts_at, 'student', message('studySeatTaken'));
  return mine(seat, branch, await ports.cancelHours(), ports.now());
}

export async function cancelStudySeat(ports: StudyPorts, caller: Caller, input: StudySeatInput): Promise<{ success: true; ok: true }> {
  const startsAt = new Date(input.starts_at).toISOString();
  const seat = await ports.study.seat(caller.userId, startsAt);
  if (!seat || seat.branch_id !== input.branch_id) throw new NotFoundError(message('noStudySeat'));
  const cancelHours = await ports.cancelHours();
  if (!mayCancel(seat.starts_at, cancelHours, ports.now())) throw new ConflictError(message('studyCancelCutOff', { hours: cancelHours }), 'tooLate');
  if (!(await ports.study.cancel(seat))) throw new NotFoundError(message('noStudySeat'));
  return { success: true, ok: true };
}

// The booking study time table of the back office.

/** Every seat from TABLE_DAYS_BACK days ago on, so the table stays one read per branch as the years go by. */
async function bookingRows(ports: StudyPorts): Promise<StudyBooking[]> {
  const byId = await branchesById(ports);
  const since = new Date(ports.now().getTime() - TABLE_DAYS_BACK * DAY_MS).toISOString();
  const seats = (await Promise.all([...byId.keys()].map((id) => ports.study.seatsOfBranch(id, since)))).flat();
  const names = await ports.namesOf([...new Set(seats.map((seat) => seat.user_id))]);
  return seats.map((seat) => bookingRow(seat, byId.get(seat.branch_id), names.get(seat.user_id) ?? seat.user_id));
}

const bookingRow = (seat: StudySeat, branch: Branch | undefined, student: string): StudyBooking => ({
  id: studyBookingId(seat.branch_id, seat.starts_at, seat.user_id),
  branch_id: seat.branch_id,
  branch: branch ? branchName(branch) : seat.branch_id,
  starts_at: seat.starts_at,
  ends_at: seat.ends_at,
  user_id: seat.user_id,
  student,
  source: seat.source,
  booked_at: seat.booked_at,
  created_at: seat.booked_at,
  updated_at: seat.booked_at,
});

export const listStudyBookings = async (ports: StudyPorts, query: TableQuery): Promise<TablePage<StudyBooking>> =>
  tablePageOf(await bookingRows(ports), { ...query, sort: query.sort ?? 'starts_at' }, STUDY_BOOKING_COLUMNS);

/** An administrator books a seat for a student (source admin), under the same rules as the student. */
export async function addStudyBooking(ports: StudyPorts, input: { branch_id: string; starts_at: string; user_id: string }): Promise<StudyBooking> {
  const branch = await ports.records(branchRecords).get(input.branch_id);
  if (!branch) throw invalidField('branch_id', message('noneWithThisId', { what: 'branch' }));
  const names = await ports.namesOf([input.user_id]);
  const student = names.get(input.user_id);
  if (!student) throw invalidField('user_id', message('noneWithThisId', { what: 'student' }));
  const seat = await takeSeat(ports, branch, input.user_id, input.starts_at, 'admin', message('studentHasStudySeat', { student }));
  return bookingRow(seat, branch, student);
}

/** Cancels study seats by their table ids; answers those that were booked. */
export async function removeStudyBookings(ports: StudyPorts, ids: readonly string[]) {
  const deleted: string[] = [];
  for (const id of ids) {
    const key = studyBookingKey(id);
    if (!key) continue;
    const seat = await ports.study.seat(key.userId, key.startsAt);
    if (seat?.branch_id === key.branchId && (await ports.study.cancel(seat))) deleted.push(id);
  }
  return { success: true as const, ok: true as const, deleted };
}
