import { createDatabase } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { branchRecords } from '@lm/functions/data/records/branch';
import { createStudyStore } from '@lm/functions/data/study-repository';
import { bangkokDate, branchInput, freeSlots, STUDY_DAYS_AHEAD, STUDY_SLOT_MINUTES, type Branch } from '@lm/shared';

export const DEMO_SIAM_BRANCH = 'branch-siam';
export const DEMO_CHIANGMAI_BRANCH = 'branch-chiangmai';
const SEEDED_AT = '2026-11-01T08:00:00.000Z';
/** The demo student's seat is at least this far ahead, so it can still be cancelled. */
const SEAT_LEAD_HOURS = 48;

const hours = (weekdays: number[], start: string, end: string) => weekdays.map((weekday) => ({ weekday, start, end }));

/** The demo branches (decision 0052): Siam, Monday to Saturday 09:00–20:00, and Chiang Mai, Monday to Friday 10:00–18:00 (Bangkok). */
export const DEMO_BRANCHES: Branch[] = [
  {
    id: DEMO_SIAM_BRANCH,
    ...branchInput.parse({
      name_th: 'สาขาสยาม',
      name_en: 'Siam branch',
      address: '991 Rama I Rd, Pathum Wan, Bangkok 10330',
      phone: '02-000-1234',
      seats: 12,
      weekly: hours([1, 2, 3, 4, 5, 6], '09:00', '20:00'),
      published: true,
    }),
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  },
  {
    id: DEMO_CHIANGMAI_BRANCH,
    ...branchInput.parse({
      name_th: 'สาขาเชียงใหม่',
      name_en: 'Chiang Mai branch',
      address: '1 Nimmanhaemin Rd, Suthep, Mueang Chiang Mai, Chiang Mai 50200',
      phone: '053-000-123',
      seats: 8,
      weekly: hours([1, 2, 3, 4, 5], '10:00', '18:00'),
      published: true,
    }),
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  },
];

/** The Siam branch's first open hour at least two days after `now`. */
export function demoSeatHour(now: Date): { starts_at: string; ends_at: string } | undefined {
  const siam = DEMO_BRANCHES[0];
  if (!siam) return undefined;
  const opening = { weekly: siam.weekly.map((row) => ({ ...row, weekday: row.weekday as 0 | 1 | 2 | 3 | 4 | 5 | 6 })), dates_off: siam.dates_closed, extra_hours: [] };
  return freeSlots(opening, bangkokDate(now), STUDY_DAYS_AHEAD, [], { sessionMinutes: STUDY_SLOT_MINUTES, leadHours: SEAT_LEAD_HOURS, now })[0];
}

/**
 * The demo branches when absent, and the demo student's seat at the Siam branch: booked, as a
 * student books one, on its first open hour at least two days ahead whenever the student holds no
 * seat there still to come.
 */
export async function seedStudyTime(options: DataOptions, { studentId, now }: { studentId: string; now: Date }): Promise<void> {
  const records = entityRecords(options)(branchRecords);
  for (const branch of DEMO_BRANCHES) if (!(await records.get(branch.id))) await records.put(branch, 'create');
  if (!studentId) return;

  const store = createStudyStore(createDatabase(options));
  const held = await store.seatsOf(studentId);
  if (held.some((seat) => seat.branch_id === DEMO_SIAM_BRANCH && Date.parse(seat.ends_at) > now.getTime())) return;
  const hour = demoSeatHour(now);
  if (!hour) return;
  const seats = DEMO_BRANCHES[0]?.seats ?? 1;
  await store.book({ user_id: studentId, branch_id: DEMO_SIAM_BRANCH, starts_at: hour.starts_at, ends_at: hour.ends_at, source: 'student', booked_at: now.toISOString() }, seats);
}
