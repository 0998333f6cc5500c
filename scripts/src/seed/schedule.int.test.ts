import { api, localDatabase, signIn, signOut } from '@lm/functions/testing/api';
import type { MyIncome } from '@lm/shared';
import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, inject, it } from 'vitest';
import { INSTRUCTOR } from './content.js';
import { DEMO_UPCOMING_SESSION_ID } from './schedule.js';

describe('the demo private class later today', () => {
  it('holds its hour for the instructor and the student, as a booked private class does', async () => {
    const db = localDatabase();
    const session = (await db.classSessions.get({ id: DEMO_UPCOMING_SESSION_ID }).go()).data;
    expect(session).toMatchObject({ kind: 'private', instructor_id: INSTRUCTOR.ines, booked: 1 });
    const student = inject('userIds').student as string;
    for (const holder of [`instructor#${INSTRUCTOR.ines}`, `student#${student}`]) {
      const lock = (await db.slotLocks.get({ holder, starts_at: session!.starts_at }).go()).data;
      expect(lock, holder).toMatchObject({ session_id: DEMO_UPCOMING_SESSION_ID });
    }
  });
});

describe("the Python course's teacher", () => {
  it('earns 30 % of its sales: his income shows his share of the demo student\'s purchase', async () => {
    const somchai = await signIn('somchai');
    try {
      const income = await api('/api/me/income', { token: somchai.id_token });
      expect(income.status, income.text).toBe(200);
      const months = (income.body as unknown as MyIncome).months;
      const sold = months.filter((month) => month.course_sales > 0);
      // The demo order of 10 January 2026, while it is among the months shown.
      if (months.some((month) => month.period === '2026-01')) expect(sold.map((month) => month.period)).toContain('2026-01');
      for (const month of sold) expect(month.sales_share, month.period).toBe(Math.round(month.course_sales * 0.3));
    } finally {
      await signOut(somchai);
    }
  });
});
