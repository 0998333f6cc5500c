import { randomUUID } from 'node:crypto';
import type { ClassSession, SessionSeat } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { localDatabase } from '../testing/api.js';
import { createSessionStore } from './class-session-repository.js';

const at = '2026-12-01T03:00:00.000Z';

function session(overrides: Partial<ClassSession> = {}): ClassSession {
  return {
    id: `s-${randomUUID()}`,
    kind: 'live',
    title_th: 'สด',
    title_en: 'Live',
    instructor_id: `instructor-${randomUUID()}`,
    instructor_user_id: 'teacher',
    course_id: null,
    source_id: null,
    starts_at: at,
    ends_at: '2026-12-01T04:00:00.000Z',
    room_kind: 'room',
    capacity: 3,
    booked: 0,
    status: 'scheduled',
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

const seat = (sessionId: string, userId: string): SessionSeat => ({
  session_id: sessionId,
  user_id: userId,
  kind: 'live',
  starts_at: at,
  ends_at: '2026-12-01T04:00:00.000Z',
  source: 'direct',
  order_id: null,
  booked_at: at,
});

describe('class sessions on DynamoDB Local', () => {
  it('seats at most the capacity of concurrent bookings, one seat per student, and gives a cancelled seat back', async () => {
    const store = createSessionStore(localDatabase());
    const kept = session();
    await store.save([kept]);

    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, index) => store.book(seat(kept.id, `student-${index}`))));

    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(5);
    expect((await store.get(kept.id))?.booked).toBe(3);
    const seated = (await store.seats(kept.id)).map((one) => one.user_id);
    expect(seated).toHaveLength(3);
    expect(await store.book(seat(kept.id, seated[0] ?? ''))).toBe('taken');

    expect(await store.cancel(kept.id, seated[0] ?? '')).toBe(true);
    expect(await store.cancel(kept.id, seated[0] ?? '')).toBe(false);
    expect((await store.get(kept.id))?.booked).toBe(2);
    expect(await store.seatsOf(seated[1] ?? '')).toEqual([expect.objectContaining({ session_id: kept.id })]);
  });

  it('keeps the seats count when a session is saved again, and refuses seats once it is cancelled', async () => {
    const store = createSessionStore(localDatabase());
    const kept = session({ source_id: 'room-1', course_id: 'course-1' });
    await store.save([kept]);
    expect(await store.book(seat(kept.id, 'a'))).toBe('booked');

    await store.save([{ ...kept, title_en: 'Live, moved', status: 'cancelled' }]);

    expect(await store.get(kept.id)).toMatchObject({ booked: 1, title_en: 'Live, moved', source_id: 'room-1', course_id: 'course-1' });
    expect(await store.book(seat(kept.id, 'b'))).toBe('closed');
    expect(await store.ofInstructor(kept.instructor_id, '2026-12-01', '2026-12-02')).toEqual([expect.objectContaining({ id: kept.id })]);
    expect(await store.ofSource('room-1')).toEqual(expect.arrayContaining([expect.objectContaining({ id: kept.id })]));
  });

  it('reads a room’s classes from a start on, at that start included', async () => {
    const store = createSessionStore(localDatabase());
    const room = `room-${randomUUID()}`;
    const dated = (starts_at: string) => session({ source_id: room, starts_at, ends_at: new Date(Date.parse(starts_at) + 3_600_000).toISOString() });
    const [early, onTime, late] = [dated('2026-12-01T03:00:00.000Z'), dated('2026-12-08T03:00:00.000Z'), dated('2026-12-15T03:00:00.000Z')];
    await store.save([late, early, onTime]);

    expect((await store.ofSource(room)).map((one) => one.id)).toEqual([early.id, onTime.id, late.id]);
    expect((await store.ofSource(room, onTime.starts_at)).map((one) => one.id)).toEqual([onTime.id, late.id]);
    expect(await store.ofSource(room, '2027-01-01T00:00:00.000Z')).toEqual([]);
  });

  it('drops a class no longer in its room’s schedule only while no seat holds it', async () => {
    const store = createSessionStore(localDatabase());
    const seated = session();
    const empty = session();
    await store.save([seated, empty]);
    expect(await store.book(seat(seated.id, 'early'))).toBe('booked');

    const kept = await store.removeUnbooked([seated.id, empty.id]);

    expect(kept).toEqual([seated.id]);
    expect(await store.get(seated.id)).toMatchObject({ booked: 1 });
    expect(await store.get(empty.id)).toBeUndefined();
    // A booking that comes after the delete finds no class to seat.
    expect(await store.book(seat(empty.id, 'late'))).toBe('closed');
    expect(await store.seat(empty.id, 'late')).toBeUndefined();
  });
});
