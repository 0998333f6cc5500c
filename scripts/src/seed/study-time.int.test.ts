import { branchRecords } from '@lm/functions/data/records/branch';
import { localDataOptions, localDatabase, localRecords } from '@lm/functions/testing/api';
import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_BRANCHES, DEMO_SIAM_BRANCH, seedStudyTime } from './study-time.js';

describe('the demo study time in the stack', () => {
  it("holds the demo branches and one upcoming Siam seat of the demo student, counted in its hour, and seeding again changes nothing", async () => {
    const db = localDatabase();
    const studentId = inject('userIds').student as string;
    const read = async () => ({
      branches: await Promise.all(DEMO_BRANCHES.map(({ id }) => localRecords()(branchRecords).get(id))),
      seats: (await db.studySeats.query.byUser({ user_id: studentId }).go({ pages: 'all' })).data.filter((seat) => seat.branch_id === DEMO_SIAM_BRANCH && Date.parse(seat.ends_at) > Date.now()),
    });
    const before = await read();
    expect(before.branches).toEqual(DEMO_BRANCHES);
    expect(before.seats).toHaveLength(1);
    const [seat] = before.seats;
    expect(Date.parse(seat?.starts_at ?? '')).toBeGreaterThan(Date.now());
    expect((await db.studyHours.get({ branch_id: DEMO_SIAM_BRANCH, starts_at: seat?.starts_at ?? '' }).go()).data?.booked).toBeGreaterThanOrEqual(1);

    await seedStudyTime(localDataOptions(), { studentId, now: new Date() });
    expect(await read()).toEqual(before);
  });
});
