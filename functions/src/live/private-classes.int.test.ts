import { randomUUID } from 'node:crypto';
import { bangkokDate, bangkokInstant, order as orderSchema, type AvailabilityView, type Cart, type InstructorSlots, type MyPrivateClasses, type PrivateClassRow } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, inBatches, localDatabase, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;

const PASSWORD = 'Private#2026pass';
const run = randomUUID().slice(0, 8);
const db = localDatabase();
const sessions: Session[] = [];
let admin: Session;
let instructor: Session;
let teacher: Session;
/** Two profiles of this run teaching every hour of every day: the first is `instructor2`'s, the second has no account. */
const FIRST = `private-${run}-a`;
const SECOND = `private-${run}-b`;
const DEMO_PROFILE = 'instructor-ines';
const as = (session: Session) => ({ token: session.id_token });

async function newStudent(name: string): Promise<Session> {
  const username = `pc${name}${run}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const registered = await api('/user/register', { json: { username, email: `${username}@example.com`, password: PASSWORD, firstname: 'Learner', lastname: name } });
  expect(registered.status, registered.text).toBe(200);
  const session = registered.body as unknown as Session;
  sessions.push(session);
  return session;
}

const newStudents = (count: number, prefix: string) => inBatches(count, (index) => newStudent(`${prefix}${index}`));

const credit = (student: Session, instructorId: string, hours: number) => api('/api/privatehours', { json: { user_id: student.user.id, instructor_id: instructorId, hours }, ...as(admin) });
const book = (student: Session, instructorId: string, startsAt: string) => api('/api/me/private-classes', { json: { instructor_id: instructorId, starts_at: startsAt }, ...as(student) });
const slotsOf = async (instructorId: string, query = '') => {
  const answer = await api(`/public/private/instructors/${instructorId}/slots${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as InstructorSlots;
};
const mine = async (student: Session) => {
  const answer = await api('/api/me/private-classes', as(student));
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as MyPrivateClasses;
};
const minutesLeft = async (student: Session, instructorId: string) => (await db.privateHours.get({ user_id: student.user.id, instructor_id: instructorId }).go()).data?.minutes ?? 0;

/** Free slots of the first profile, every one of them bookable now. */
let slots: string[] = [];

beforeAll(async () => {
  [admin, instructor, teacher] = await Promise.all([signIn('admin'), signIn('instructor'), signIn('instructor2')]);
  const stamp = new Date().toISOString();
  const everyHour = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  for (const [id, userId] of [
    [FIRST, teacher.user.id],
    [SECOND, ''],
  ] as const) {
    await db.instructorProfiles.put({ id, name: `Private ${id}`, slug: id, user_id: userId, created_at: stamp, updated_at: stamp } as never).go();
    await db.instructorAvailability.put({ instructor_id: id, weekly: everyHour, dates_off: [], extra_hours: [], price_per_hour: 80_000, updated_at: stamp }).go();
  }
  slots = (await slotsOf(FIRST, '?days=14')).slots.map((slot) => slot.starts_at);
}, 60_000);

afterAll(async () => {
  for (const id of [FIRST, SECOND]) await db.instructorProfiles.patch({ id }).set({ user_id: '' }).go();
  for (const session of [admin, instructor, teacher, ...sessions]) await signOut(session);
});

describe('an instructor publishing their teaching time', () => {
  it('saves weekly hours, dates off and extra hours, and the public page offers only those', async () => {
    const before = await api('/api/me/teaching/availability', as(instructor));
    expect(before.status, before.text).toBe(200);
    const kept = before.body as unknown as AvailabilityView;
    expect(kept.instructor_id).toBe(DEMO_PROFILE);
    try {
      const reversed = await api('/api/me/teaching/availability', { method: 'PUT', json: { weekly: [{ weekday: 1, start: '12:00', end: '09:00' }], dates_off: [], extra_hours: [], price_per_hour: 50_000 }, ...as(instructor) });
      expect(reversed.status).toBe(400);
      expect(reversed.text).toContain('Each start must come before its end.');

      const tomorrow = bangkokDate(new Date(Date.now() + 2 * 86_400_000));
      const saved = await api('/api/me/teaching/availability', {
        method: 'PUT',
        json: { weekly: [], dates_off: [], extra_hours: [{ date: tomorrow, start: '23:00', end: '24:00' }], price_per_hour: 65_000 },
        ...as(instructor),
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toMatchObject({ instructor_id: DEMO_PROFILE, price_per_hour: 65_000, extra_hours: [{ date: tomorrow, start: '23:00', end: '24:00' }] });

      const offered = await slotsOf(DEMO_PROFILE, `?from=${tomorrow}&days=1`);
      expect(offered.price_per_hour).toBe(65_000);
      // 23:00 to midnight Bangkok time is 16:00 to 17:00 UTC, the same UTC date.
      expect(offered.slots.map((slot) => slot.starts_at)).toEqual(offered.session_minutes === 60 ? [bangkokInstant(tomorrow, '23:00')] : offered.slots.map((slot) => slot.starts_at));
      expect(offered.slots.length).toBeGreaterThan(0);
      expect(offered.slots.every((slot) => slot.starts_at >= bangkokInstant(tomorrow, '23:00') && slot.ends_at <= bangkokInstant(tomorrow, '24:00'))).toBe(true);

      const student = await newStudent('Viewer');
      expect((await api('/api/me/teaching/availability', as(student))).status).toBe(403);
    } finally {
      const { weekly, dates_off, extra_hours, price_per_hour } = kept;
      expect((await api('/api/me/teaching/availability', { method: 'PUT', json: { weekly, dates_off, extra_hours, price_per_hour }, ...as(instructor) })).status).toBe(200);
    }
  });

  it('offers no slot sooner than the booking lead, and none outside the hours', async () => {
    const offered = await slotsOf(FIRST, '?days=3');
    expect(offered.slots.length).toBeGreaterThan(0);
    const earliest = Date.now() + offered.booking_lead_hours * 3_600_000;
    expect(offered.slots.every((slot) => Date.parse(slot.starts_at) >= earliest - 60_000)).toBe(true);
    expect(offered.my_minutes).toBe(0);
    expect((await api('/public/private/instructors/no-such-instructor/slots')).status).toBe(404);
  });
});

describe('booking a slot', () => {
  it('books one instructor slot once when 50 students with hours ask at the same time', { timeout: 180_000 }, async () => {
    const students = await newStudents(50, 'Rush');
    for (const student of students) expect((await credit(student, FIRST, 1)).status).toBe(200);
    const slot = slots[0] as string;

    const answers = await Promise.all(students.map((student) => book(student, FIRST, slot)));

    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.text)).toEqual([]);
    const booked = answers.filter((answer) => answer.status === 200);
    expect(booked).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set(['This time has just been booked by someone else. Please choose another time.']));

    const row = booked[0]?.body as unknown as PrivateClassRow;
    const winner = students[answers.indexOf(booked[0] as (typeof answers)[number])] as Session;
    expect(row).toMatchObject({ instructor_id: FIRST, student_id: winner.user.id, starts_at: slot, status: 'scheduled' });
    const stored = (await db.classSessions.query.byInstructor({ instructor_id: FIRST }).go({ pages: 'all' })).data.filter((item) => item.starts_at === slot && item.status === 'scheduled');
    expect(stored.map((item) => item.id)).toEqual([row.id]);
    expect(stored[0]).toMatchObject({ kind: 'private', capacity: expect.any(Number), booked: 1, instructor_user_id: teacher.user.id, room_kind: 'room' });
    expect((await db.sessionSeats.query.bySession({ session_id: row.id }).go()).data.map((seat) => [seat.user_id, seat.source])).toEqual([[winner.user.id, 'hours']]);
    // The winner's hour is spent; everyone else's is still there.
    const left = await Promise.all(students.map((student) => minutesLeft(student, FIRST)));
    expect(left.filter((minutes) => minutes === 0)).toHaveLength(1);
    expect(await minutesLeft(winner, FIRST)).toBe(0);
    expect((await slotsOf(FIRST, '?days=14')).slots.map((free) => free.starts_at)).not.toContain(slot);
  });

  it('books a student with two instructors at the same time only once', async () => {
    const student = await newStudent('Twice');
    await credit(student, FIRST, 2);
    await credit(student, SECOND, 2);
    const slot = slots[1] as string;

    const answers = await Promise.all([book(student, FIRST, slot), book(student, SECOND, slot)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('You already have a private class at this time.');
    expect((await mine(student)).rows.filter((row) => row.status === 'scheduled')).toHaveLength(1);
  });

  it('refuses a student without hours, and a time the instructor does not teach', async () => {
    const student = await newStudent('Empty');
    const noHours = await book(student, FIRST, slots[2] as string);
    expect(noHours.status).toBe(409);
    expect(noHours.body.message).toBe('You have no private-class hours left with this instructor. Buy hours first.');

    await credit(student, FIRST, 1);
    const offGrid = new Date(Date.parse(slots[2] as string) + 7 * 60_000).toISOString();
    const answer = await book(student, FIRST, offGrid);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The instructor does not teach at this time.');
    expect(await minutesLeft(student, FIRST)).toBe(60);
    expect((await book(student, 'no-such-instructor', slots[2] as string)).status).toBe(404);
  });

  it('books Bangkok midnight on the Bangkok date it belongs to', async () => {
    const student = await newStudent('Midnight');
    await credit(student, FIRST, 1);
    const date = bangkokDate(new Date(Date.now() + 4 * 86_400_000));
    const midnight = bangkokInstant(date, '00:00');
    expect(midnight.slice(11, 16)).toBe('17:00');

    expect((await book(student, FIRST, midnight)).status).toBe(200);

    expect((await slotsOf(FIRST, `?from=${date}&days=1`)).slots.map((slot) => slot.starts_at)).not.toContain(midnight);
    // The evening before, on the UTC date of the booking, still has its last hour.
    const dayBefore = (await slotsOf(FIRST, `?from=${bangkokDate(new Date(Date.parse(midnight) - 86_400_000))}&days=1`)).slots.map((slot) => slot.starts_at);
    expect(dayBefore).toContain(new Date(Date.parse(midnight) - 60 * 60_000).toISOString());
    expect((await mine(student)).rows[0]).toMatchObject({ starts_at: midnight, instructor_name: `Private ${FIRST}` });
  });
});

describe('changing a booked class', () => {
  it('moves a class to another free slot in one write, and cancelling gives the hour back', async () => {
    const student = await newStudent('Mover');
    await credit(student, FIRST, 1);
    const [from, to] = [slots[5] as string, slots[6] as string];
    const booked = (await book(student, FIRST, from)).body as unknown as PrivateClassRow;
    expect(booked.changeable).toBe(true);
    // Its room opens settingLiveroom's 10 minutes ahead; not yet.
    expect(booked).toMatchObject({ opens_at: new Date(Date.parse(from) - 10 * 60_000).toISOString(), joinable: false });

    const moved = await api(`/api/me/private-classes/${booked.id}`, { method: 'PUT', json: { starts_at: to }, ...as(student) });
    expect(moved.status, moved.text).toBe(200);
    const movedRow = moved.body as unknown as PrivateClassRow;
    expect(movedRow.starts_at).toBe(to);
    expect(await minutesLeft(student, FIRST)).toBe(0);
    expect((await db.classSessions.get({ id: booked.id }).go()).data?.status).toBe('cancelled');
    const free = (await slotsOf(FIRST, '?days=14')).slots.map((slot) => slot.starts_at);
    expect(free).toContain(from);
    expect(free).not.toContain(to);
    expect((await mine(student)).rows.map((row) => row.id)).toEqual([movedRow.id]);

    const cancelled = await api(`/api/me/private-classes/${movedRow.id}`, { method: 'DELETE', ...as(student) });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ id: movedRow.id, status: 'cancelled' });
    expect(await minutesLeft(student, FIRST)).toBe(60);
    expect((await slotsOf(FIRST, '?days=14')).slots.map((slot) => slot.starts_at)).toContain(to);
    expect((await api(`/api/me/private-classes/${movedRow.id}`, { method: 'DELETE', ...as(student) })).status).toBe(404);
  });

  it('refuses a change closer to the start than cancel_hours', async () => {
    const student = await newStudent('Late');
    const { cancel_hours } = await mine(student);
    expect(cancel_hours).toBeGreaterThan(1);
    // A class starting within the cut-off, as a booking made earlier under a shorter lead would be.
    const id = randomUUID();
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
    const at = new Date().toISOString();
    await db.classSessions
      .create({ id, kind: 'private', instructor_id: SECOND, instructor_user_id: '', source_id: '-', starts_at: startsAt, ends_at: endsAt, room_kind: 'room', capacity: 1, booked: 1, status: 'scheduled', created_at: at, updated_at: at })
      .go();
    await db.sessionSeats.create({ session_id: id, user_id: student.user.id, kind: 'private', starts_at: startsAt, ends_at: endsAt, source: 'hours', booked_at: at }).go();
    expect((await mine(student)).rows[0]).toMatchObject({ id, changeable: false });

    const cancel = await api(`/api/me/private-classes/${id}`, { method: 'DELETE', ...as(student) });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(`A private class can be cancelled or moved up to ${cancel_hours} hours before it starts.`);
    const move = await api(`/api/me/private-classes/${id}`, { method: 'PUT', json: { starts_at: slots[8] }, ...as(student) });
    expect(move.status).toBe(409);
    expect((await db.classSessions.get({ id }).go()).data?.status).toBe('scheduled');
  });
});

describe('the instructor side', () => {
  it('lists and cancels their own classes; the student gets the hour back; another instructor finds nothing', async () => {
    const student = await newStudent('Taught');
    await credit(student, FIRST, 1);
    const booked = (await book(student, FIRST, slots[10] as string)).body as unknown as PrivateClassRow;

    const list = await api('/api/me/teaching/private-classes', as(teacher));
    expect(list.status).toBe(200);
    expect((list.body.rows as PrivateClassRow[]).find((row) => row.id === booked.id)).toMatchObject({ student_id: student.user.id, student_name: 'Learner Taught' });
    const students = await api('/api/me/teaching/private-students', as(teacher));
    expect((students.body.rows as { id: string }[]).map((row) => row.id)).toContain(student.user.id);

    const view = await api(`/api/private/students/${student.user.id}`, as(teacher));
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: student.user.id, name: 'Learner Taught', rows: [{ id: booked.id }] });
    expect((await api(`/api/private/students/${student.user.id}`, as(instructor))).status).toBe(404);
    expect((await api(`/api/private/students/${student.user.id}`, as(admin))).status).toBe(200);
    expect((await api(`/api/private/students/${student.user.id}`, as(await newStudent('Nosy')))).status).toBe(404);

    expect((await api(`/api/me/teaching/private-classes/${booked.id}`, { method: 'DELETE', ...as(instructor) })).status).toBe(404);
    const cancelled = await api(`/api/me/teaching/private-classes/${booked.id}`, { method: 'DELETE', ...as(teacher) });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await minutesLeft(student, FIRST)).toBe(60);
    expect((await mine(student)).rows).toEqual([]);
  });

  it('lets an administrator take back unused hours, never below nothing', async () => {
    const student = await newStudent('Refund');
    expect((await credit(student, FIRST, 2)).body).toMatchObject({ minutes: 120 });
    const tooMany = await credit(student, FIRST, -3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('The student does not have that many unused hours.');
    expect((await credit(student, FIRST, -2)).body).toMatchObject({ minutes: 0 });
    expect((await api('/api/privatehours', { json: { user_id: student.user.id, instructor_id: FIRST, hours: 1 }, ...as(student) })).status).toBe(403);
  });
});

/** What Omise.js does in the browser: the card to a token, with the public key. */
async function cardToken(number: string): Promise<string> {
  const config = (await api('/public/payments/config')).body as unknown as { public_key: string; script_url: string };
  const response = await fetch(new URL('/tokens', config.script_url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${config.public_key}:`).toString('base64')}` },
    body: JSON.stringify({ card: { number, name: 'Test Payer', expiration_month: 12, expiration_year: new Date().getFullYear() + 2, security_code: '123' } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe('buying hours through the cart', () => {
  it('credits the paid hours with the instructor, and a refund takes back only the unused ones', { timeout: 60_000 }, async () => {
    const student = await newStudent('Buyer');
    const added = await api(`/public/cart/${student.user.id}/items`, { json: { kind: 'private_hours', item_id: FIRST, quantity: 2 }, ...as(student) });
    expect(added.status, added.text).toBe(200);
    const line = (added.body as unknown as Cart).lines.find((row) => row.item_id === FIRST);
    expect(line).toMatchObject({ kind: 'private_hours', quantity: 2, max_quantity: 50 });

    const placed = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-card' }, ...as(student) });
    expect(placed.status, placed.text).toBe(200);
    const order = orderSchema.parse(placed.body);
    expect(order.total).toBe(160_000);
    expect(await minutesLeft(student, FIRST)).toBe(0);

    const started = orderSchema.parse((await api(`/api/me/orders/${order.id}/pay`, { json: { card_token: await cardToken('4242424242424242') }, ...as(student) })).body);
    const bank = await fetch(started.payment!.authorize_uri!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    expect(bank.status).toBeLessThan(400);
    await api(`/api/me/orders/${order.id}/refresh`, { method: 'POST', ...as(student) });
    expect(orderSchema.parse((await api(`/api/me/orders/${order.id}`, as(student))).body).status).toBe('paid');
    expect(await minutesLeft(student, FIRST)).toBe(120);
    expect((await mine(student)).hours).toEqual([{ instructor_id: FIRST, instructor_name: `Private ${FIRST}`, minutes: 120, price_per_hour: 80_000 }]);

    expect((await book(student, FIRST, slots[12] as string)).status).toBe(200);
    const refunded = await api(`/api/orders/${order.id}/refund`, { method: 'POST', ...as(admin) });
    expect(refunded.status, refunded.text).toBe(200);
    expect(await minutesLeft(student, FIRST)).toBe(0);
    expect((await mine(student)).rows.map((row) => row.starts_at)).toEqual([slots[12]]);
  });
});
