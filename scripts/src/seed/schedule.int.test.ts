import { localDatabase } from '@lm/functions/testing/api';
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
