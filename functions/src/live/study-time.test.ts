import { bangkokInstant, tableQuery, type Branch } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { branchRecords } from '../data/records/branch.js';
import { callerFromClaims } from '../http/caller.js';
import { memoryRecordKinds } from '../master-files/memory-records.js';
import { bookStudySeat, branchSlots, listStudyBookings, type StudySeat, type StudyPorts, type StudyStore } from './study-time.js';

/** A student as a verified token's claims make one. */
const student = callerFromClaims({ sub: 'u1', 'cognito:username': 'u1', 'cognito:groups': ['student'] })!;

/** Seats in memory, with the table's answers (one seat per student and hour, never over the seats). */
function memoryStudy(): StudyStore & { seats: StudySeat[] } {
  const seats: StudySeat[] = [];
  const byHour = (branchId: string, startsAt: string) => seats.filter((seat) => seat.branch_id === branchId && seat.starts_at === startsAt).length;
  return {
    seats,
    bookedHours: async (branchId, from, to) => {
      const hours = new Map<string, number>();
      for (const seat of seats) if (seat.branch_id === branchId && seat.starts_at >= from && seat.starts_at < to) hours.set(seat.starts_at, (hours.get(seat.starts_at) ?? 0) + 1);
      return hours;
    },
    seatsOfBranch: async (branchId, from) => seats.filter((seat) => seat.branch_id === branchId && (!from || seat.starts_at >= from)),
    seatsOf: async (userId) => seats.filter((seat) => seat.user_id === userId),
    seat: async (userId, startsAt) => seats.find((seat) => seat.user_id === userId && seat.starts_at === startsAt),
    book: async (seat, capacity) => {
      if (seats.some((held) => held.user_id === seat.user_id && held.starts_at === seat.starts_at)) return 'taken';
      if (byHour(seat.branch_id, seat.starts_at) >= capacity) return 'full';
      seats.push(seat);
      return 'booked';
    },
    cancel: async (seat) => {
      const index = seats.findIndex((held) => held.user_id === seat.user_id && held.starts_at === seat.starts_at);
      if (index < 0) return false;
      seats.splice(index, 1);
      return true;
    },
  };
}

/** 10:30 on Wednesday 25 November 2026, Bangkok time. */
const NOW = new Date(bangkokInstant('2026-11-25', '10:30'));
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));

function setUp() {
  const records = memoryRecordKinds();
  const study = memoryStudy();
  const ports: StudyPorts = { records, study, namesOf: async (ids) => new Map(ids.map((id) => [id, `Student ${id}`])), cancelHours: async () => 24, newId: () => 'id', now: () => NOW };
  const branch: Branch = {
    id: 'siam',
    name_th: 'สยาม',
    name_en: 'Siam',
    address: '1 Rama I Rd',
    phone: '',
    seats: 2,
    weekly: ALL_DAY,
    dates_closed: [],
    published: true,
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
  } as Branch;
  records(branchRecords).items.set(branch.id, branch);
  return { ports, study, branch };
}

describe('the hours a branch offers', () => {
  it('lists none it would refuse to book: not begun, and no further than 28 days ahead and the rest of today', async () => {
    const { ports, branch } = setUp();
    const slots = await branchSlots(ports, branch.id, { from: '2026-11-25', days: 31 });
    const starts = slots.slots.map((slot) => slot.starts_at);
    expect(starts[0]).toBe(bangkokInstant('2026-11-25', '11:00'));
    // 28 days on is 23 December: its hours are the last offered.
    expect(starts.at(-1)).toBe(bangkokInstant('2026-12-23', '19:00'));
    expect(starts.some((start) => start.startsWith('2026-12-24'))).toBe(false);
    for (const start of [starts[0]!, starts.at(-1)!]) await expect(bookStudySeat(ports, student, { branch_id: branch.id, starts_at: start })).resolves.toBeDefined();
    await expect(bookStudySeat(ports, student, { branch_id: branch.id, starts_at: bangkokInstant('2026-12-24', '08:00') })).rejects.toThrow(/28 days/);
  });
});

describe('the booking study time table', () => {
  it('reaches back a month: older seats stay stored but off the table', async () => {
    const { ports, study, branch } = setUp();
    const seat = (day: string, user: string): StudySeat => ({
      user_id: user,
      branch_id: branch.id,
      starts_at: bangkokInstant(day, '09:00'),
      ends_at: bangkokInstant(day, '10:00'),
      source: 'student',
      booked_at: bangkokInstant(day, '08:00'),
    });
    study.seats.push(seat('2026-09-01', 'old'), seat('2026-10-30', 'recent'), seat('2026-11-27', 'ahead'));
    const page = await listStudyBookings(ports, tableQuery.parse({}));
    expect(page.rows.map((row) => row.user_id)).toEqual(['recent', 'ahead']);
    expect(page.rows[0]).toMatchObject({ branch: 'Siam', student: 'Student recent' });
  });
});
