import { randomUUID } from 'node:crypto';
import { bangkokToUtc, order as orderSchema, utcToBangkok, type LiveClass, type LiveRoom, type LiveRoomBooking, type MyLiveClass, type Order } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, inBatches, localDatabase, signIn, signOut } from '../testing/api.js';

/** The demo instructor account's public profile (scripts/src/seed/content.ts), and a course the demo student owns. */
const INSTRUCTOR_PROFILE = 'instructor-ines';
const OWNED_COURSE = 'course-git';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Session = { id_token: string; user: { id: string } };
const db = localDatabase();
const run = randomUUID().slice(0, 8);
const registered: Session[] = [];
let admin: Session;
let student: Session;
let instructor: Session;
const as = (session: Session) => ({ token: session.id_token });

async function newStudent(name: string): Promise<Session> {
  const username = `${name}${run}`.toLowerCase();
  const answer = await api('/user/register', { json: { username, email: `${username}@example.com`, password: 'LiveRooms#2026pass', firstname: 'Live', lastname: name } });
  expect(answer.status, answer.text).toBe(200);
  const session = answer.body as unknown as Session;
  registered.push(session);
  return session;
}

beforeAll(async () => {
  [admin, instructor] = await Promise.all([signIn('admin'), signIn('instructor')]);
  student = await newStudent('Booker');
  await db.enrollments.put({ user_id: student.user.id, course_id: OWNED_COURSE, order_id: `live-test-${run}`, granted_at: new Date().toISOString(), access_until: '2099-01-01T00:00:00.000Z' }).go();
});
afterAll(async () => {
  await db.enrollments.delete({ user_id: student.user.id, course_id: OWNED_COURSE }).go();
  for (const session of [admin, instructor, ...registered]) await signOut(session);
});

/** A Bangkok wall-clock time `ms` from now, to the minute. */
function bangkokIn(ms: number) {
  const at = new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();
  return utcToBangkok(at);
}
const plusHour = (time: string) => `${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, '0')}${time.slice(2)}`;

async function createRoom(fields: Record<string, unknown>): Promise<LiveRoom> {
  const start = bangkokIn(3 * DAY);
  const answer = await api('/api/liveroom', {
    json: { title_th: `คลาสสด ${run}`, title_en: `Live class ${run}`, instructor_id: INSTRUCTOR_PROFILE, start_date: start.day, start_time: '19:00', end_time: '20:00', capacity: 10, published: true, ...fields },
    ...as(admin),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as LiveRoom;
}
/** A room's form fields, without its stamps. */
const fieldsOf = ({ id: _id, created_at: _created, updated_at: _updated, ...fields }: LiveRoom) => fields;
const sessionsOf = async (roomId: string) => {
  const answer = await api(`/api/liveroom/${roomId}/sessions`, as(admin));
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as unknown as { classes: LiveClass[] }).classes;
};
const book = (who: Session, sessionId: string) => api('/api/me/live-classes', { json: { session_id: sessionId }, ...as(who) });
const cancel = (who: Session, sessionId: string) => api('/api/me/live-classes/cancel', { json: { session_id: sessionId }, ...as(who) });
const myClasses = async (who: Session) => (await api('/api/me/live-classes', as(who))).body as unknown as { upcoming: MyLiveClass[]; past: MyLiveClass[] };

describe('the live rooms master file', () => {
  it('refuses a weekly room without weekdays or an end, and an instructor that does not exist, in plain sentences', async () => {
    const start = bangkokIn(3 * DAY);
    const base = { title_en: 'Weekly', instructor_id: INSTRUCTOR_PROFILE, start_date: start.day, start_time: '19:00', end_time: '20:00', capacity: 5, repeat: 'weekly' };
    const noDays = await api('/api/liveroom', { json: { ...base, count: 3 }, ...as(admin) });
    expect(noDays.status).toBe(400);
    expect(noDays.text).toContain('A weekly live room needs at least one weekday.');
    const noEnd = await api('/api/liveroom', { json: { ...base, weekdays: ['MO'] }, ...as(admin) });
    expect(noEnd.text).toContain('A weekly live room needs a last day (until_date) or a number of times (count).');
    const nobody = await api('/api/liveroom', { json: { ...base, weekdays: ['MO'], count: 2, instructor_id: 'no-such-instructor' }, ...as(admin) });
    expect(nobody.status).toBe(400);
    expect(nobody.body).toMatchObject({ fields: { instructor_id: ['No instructor has this id.'] } });
  });

  it('writes a weekly room’s occurrences in Bangkok time, follows a change and refuses one that drops booked seats', async () => {
    // Prepare: Bangkok's weekday three days ahead, at 23:30, held three times.
    const start = bangkokIn(3 * DAY);
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${start.day}T00:00:00Z`).getUTCDay()];
    const room = await createRoom({ start_time: '23:30', end_time: '00:30', repeat: 'weekly', weekdays: [weekday], count: 3, capacity: 4 });

    // Assess: three weekly classes, 23:30 Bangkok being 16:30 UTC the same day, an hour long.
    const held = await sessionsOf(room.id);
    const firstStart = bangkokToUtc(start.day, '23:30');
    expect(held.map((one) => one.starts_at)).toEqual([0, 7, 14].map((days) => new Date(Date.parse(firstStart) + days * DAY).toISOString()));
    expect(held[0]).toMatchObject({ ends_at: new Date(Date.parse(firstStart) + HOUR).toISOString(), capacity: 4, booked: 0, seats_left: 4, room_kind: 'room' });
    expect(firstStart.slice(11, 16)).toBe('16:30');

    // A student books the second class; the room moves to 20:00 and would drop it.
    expect((await book(student, held[1]!.session_id)).status).toBe(200);
    const moved = await api(`/api/liveroom/${room.id}`, { method: 'PUT', json: { ...fieldsOf(room), start_time: '20:00', end_time: '21:00' }, ...as(admin) });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/^The class of .* \(Bangkok\) has 1 booked seat\(s\): keep it in the schedule, or remove its bookings first\.$/);
    const shrunk = await api(`/api/liveroom/${room.id}`, { method: 'PUT', json: { ...fieldsOf(room), capacity: 0 }, ...as(admin) });
    expect(shrunk.status).toBe(400);

    // A change that keeps the times: every class takes the new title and capacity, the seat stays.
    const renamed = await api(`/api/liveroom/${room.id}`, { method: 'PUT', json: { ...fieldsOf(room), title_en: `Renamed ${run}`, capacity: 6 }, ...as(admin) });
    expect(renamed.status, renamed.text).toBe(200);
    const after = await sessionsOf(room.id);
    expect(after.map((one) => [one.session_id, one.title_en, one.capacity, one.booked])).toEqual([
      [held[0]!.session_id, `Renamed ${run}`, 6, 0],
      [held[1]!.session_id, `Renamed ${run}`, 6, 1],
      [held[2]!.session_id, `Renamed ${run}`, 6, 0],
    ]);
    // Two times instead of three: the last, unbooked, goes.
    const fewer = await api(`/api/liveroom/${room.id}`, { method: 'PUT', json: { ...fieldsOf(room), count: 2 }, ...as(admin) });
    expect(fewer.status, fewer.text).toBe(200);
    expect((await sessionsOf(room.id)).map((one) => one.session_id)).toEqual([held[0]!.session_id, held[1]!.session_id]);
    expect((await db.classSessions.get({ id: held[2]!.session_id }).go()).data).toBeNull();

    // SPEC §7: a room with a booked seat is not deleted; once its booking is removed, it is, with its classes.
    const refused = await api('/api/liveroom', { method: 'DELETE', json: { ids: [room.id] }, ...as(admin) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cannotDelete' });
    expect(refused.body.message).toContain('1 seat(s) are booked in its classes.');
    const removed = await api('/api/liveroombooking', { method: 'DELETE', json: { ids: [`${held[1]!.session_id}~${student.user.id}`] }, ...as(admin) });
    expect(removed.body).toMatchObject({ deleted: [`${held[1]!.session_id}~${student.user.id}`] });
    const deleted = await api('/api/liveroom', { method: 'DELETE', json: { ids: [room.id] }, ...as(admin) });
    expect(deleted.body).toMatchObject({ success: true, deleted: [room.id] });
    expect((await db.classSessions.get({ id: held[0]!.session_id }).go()).data).toBeNull();
  });
});

describe('booking a live class', () => {
  it('books a free class and one included with an owned course directly, and sends a paid seat to the cart', async () => {
    const free = (await sessionsOf((await createRoom({})).id))[0]!;
    const included = (await sessionsOf((await createRoom({ course_id: OWNED_COURSE, price: 50_000 })).id))[0]!;
    const paid = (await sessionsOf((await createRoom({ price: 45_000 })).id))[0]!;

    const booked = await book(student, free.session_id);
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body).toMatchObject({ session_id: free.session_id, source: 'direct', booked: 1, can_cancel: true, joinable: false });
    const again = await book(student, free.session_id);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('You have already booked');
    // A class included with the student's course is not sold to them; it is to others.
    const carted = await api(`/public/cart/${student.user.id}/items`, { json: { kind: 'live_seat', item_id: included.session_id }, ...as(student) });
    expect(carted.status).toBe(409);
    expect(carted.body.message).toMatch(/^You already own /);
    expect((await book(student, included.session_id)).status).toBe(200);
    const refused = await book(student, paid.session_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A seat in this class costs ฿450.00: add it to your cart and pay at checkout to book it.');

    // The public list shows what is left; the student's list what they hold.
    const listed = (await api('/public/live-classes')).body as unknown as { classes: LiveClass[] };
    expect(listed.classes.find((one) => one.session_id === free.session_id)).toMatchObject({ seats_left: 9, price: 0 });
    expect(listed.classes.find((one) => one.session_id === paid.session_id)).toMatchObject({ seats_left: 10, price: 45_000 });
    const mine = await myClasses(student);
    expect(mine.upcoming.map((one) => one.session_id)).toEqual(expect.arrayContaining([free.session_id, included.session_id]));
    expect(mine.upcoming.map((one) => one.session_id)).not.toContain(paid.session_id);
    // Another student sees none of them as theirs.
    const other = await newStudent('Other');
    expect((await myClasses(other)).upcoming).toEqual([]);
    expect((await cancel(other, free.session_id)).status).toBe(404);
    const bought = await api(`/public/cart/${other.user.id}/items`, { json: { kind: 'live_seat', item_id: included.session_id }, ...as(other) });
    expect(bought.status, bought.text).toBe(200);
    // One seat a student: the cart's quantity control offers no more.
    expect(bought.body.lines).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'live_seat', item_id: included.session_id, quantity: 1, max_quantity: 1 })]));
  });

  it('lets a student cancel up to settingLiveroom’s cut-off (24 hours) and not after', async () => {
    const later = (await sessionsOf((await createRoom({})).id))[0]!;
    const start = bangkokIn(2 * HOUR);
    const soon = (await sessionsOf((await createRoom({ start_date: start.day, start_time: start.time, end_time: plusHour(start.time) })).id))[0]!;
    expect(soon.starts_at).toBe(bangkokToUtc(start.day, start.time));
    expect((await book(student, later.session_id)).status).toBe(200);
    expect((await book(student, soon.session_id)).status).toBe(200);

    const mine = await myClasses(student);
    expect(mine.upcoming.find((one) => one.session_id === soon.session_id)).toMatchObject({ can_cancel: false, cancel_until: new Date(Date.parse(soon.starts_at) - DAY).toISOString() });
    const tooLate = await cancel(student, soon.session_id);
    expect(tooLate.status).toBe(403);
    expect(tooLate.body).toMatchObject({ code: 'cancelClosed', message: 'A class can be cancelled up to 24 hours before it starts; this one can no longer be cancelled.' });
    const inTime = await cancel(student, later.session_id);
    expect(inTime.status, inTime.text).toBe(200);
    expect((await sessionsOf(later.room_id))[0]).toMatchObject({ booked: 0 });
    expect((await myClasses(student)).upcoming.map((one) => one.session_id)).not.toContain(later.session_id);
  });

  it('shows the instructor their upcoming live classes with the seats taken', async () => {
    const room = await createRoom({ title_en: `Teaching ${run}` });
    const taught = (await sessionsOf(room.id))[0]!;
    expect((await book(student, taught.session_id)).status).toBe(200);
    const answer = await api('/api/me/teaching/live-classes', as(instructor));
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as unknown as { classes: LiveClass[] }).classes.find((one) => one.session_id === taught.session_id)).toMatchObject({ booked: 1, title_en: `Teaching ${run}` });
    expect((await api('/api/me/teaching/live-classes', as(student))).status).toBe(403);
  });
});

describe('the bookings master file', () => {
  it('lists seats with filters, seats a student, and removes a seat, giving it back', async () => {
    const taught = (await sessionsOf((await createRoom({ capacity: 1 })).id))[0]!;
    const other = await newStudent('Seated');
    const added = await api('/api/liveroombooking', { json: { session_id: taught.session_id, user_id: other.user.id }, ...as(admin) });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({ source: 'admin', student: 'Live Seated' });
    const full = await api('/api/liveroombooking', { json: { session_id: taught.session_id, user_id: student.user.id }, ...as(admin) });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/is full\.$/);
    const nobody = await api('/api/liveroombooking', { json: { session_id: taught.session_id, user_id: 'no-such-user' }, ...as(admin) });
    expect(nobody.body).toMatchObject({ fields: { user_id: ['No student has this id.'] } });

    const filters = JSON.stringify([{ column: 'session_id', operator: 'equal', value: taught.session_id }]);
    const listed = await api(`/api/liveroombooking?filters=${encodeURIComponent(filters)}`, as(admin));
    expect((listed.body as unknown as { rows: LiveRoomBooking[] }).rows.map((row) => [row.user_id, row.source])).toEqual([[other.user.id, 'admin']]);
    const removed = await api('/api/liveroombooking', { method: 'DELETE', json: { ids: [`${taught.session_id}~${other.user.id}`, 'not-a-booking'] }, ...as(admin) });
    expect(removed.body).toMatchObject({ success: true, deleted: [`${taught.session_id}~${other.user.id}`] });
    expect((await sessionsOf(taught.room_id))[0]).toMatchObject({ booked: 0 });
    expect((await api('/api/liveroombooking', as(student))).status).toBe(403);
  });

  it('offers the form the classes still to come, of unpublished rooms too, with their seats left', async () => {
    const hidden = await createRoom({ published: false, title_en: `Hidden ${run}`, capacity: 4 });
    const [coming] = await sessionsOf(hidden.id);
    const filters = encodeURIComponent(JSON.stringify([{ column: 'title_en', operator: 'equal', value: `Hidden ${run}` }]));
    const answer = await api(`/api/liveroomclasses?filters=${filters}`, as(admin));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ rows: [{ id: coming!.session_id, title_en: `Hidden ${run}`, starts_at: coming!.starts_at, seats_left: 4 }], total: 1 });
    expect((await api('/api/liveroomclasses', as(student))).status).toBe(403);
  });
});

describe('under concurrency', () => {
  let crowd: Session[] = [];
  beforeAll(async () => {
    crowd = await inBatches(25, (index) => newStudent(`Crowd${index}`));
  }, 120_000);

  it('seats exactly 10 of 50 simultaneous bookings of a 10-seat class, without a server error', { timeout: 120_000 }, async () => {
    const taught = (await sessionsOf((await createRoom({ capacity: 10 })).id))[0]!;
    const answers = await Promise.all(crowd.flatMap((who) => [book(who, taught.session_id), book(who, taught.session_id)]));
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.text)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(true);
    const seats = (await db.sessionSeats.query.bySession({ session_id: taught.session_id }).go({ pages: 'all' })).data;
    expect(seats).toHaveLength(10);
    expect(new Set(seats.map((seat) => seat.user_id)).size).toBe(10);
    expect((await db.classSessions.get({ id: taught.session_id }).go()).data?.booked).toBe(10);
  });

  it('places exactly 10 orders of 50 simultaneous checkouts of a 10-seat paid class, naming the class to the others', { timeout: 120_000 }, async () => {
    const taught = (await sessionsOf((await createRoom({ capacity: 10, price: 30_000 })).id))[0]!;
    for (const who of crowd) {
      const added = await api(`/public/cart/${who.user.id}/items`, { json: { kind: 'live_seat', item_id: taught.session_id }, ...as(who) });
      expect(added.status, added.text).toBe(200);
    }
    const answers = await Promise.all(
      crowd.flatMap((who) => [0, 1].map(() => api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-card' }, ...as(who) }))),
    );
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.text)).toEqual([]);
    const placed = answers.filter((answer) => answer.status === 200).map((answer) => orderSchema.parse(answer.body));
    expect(placed).toHaveLength(10);
    // One unpaid order per buyer holds their seat.
    expect(new Set(placed.map((order) => order.user_id)).size).toBe(10);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals.every((answer) => [400, 409].includes(answer.status)), refusals.map((answer) => answer.text).join('\n')).toBe(true);
    expect(refusals.some((answer) => answer.text.includes(`คลาสสด ${run}`))).toBe(true);
    expect((await db.classSessions.get({ id: taught.session_id }).go()).data?.booked).toBe(10);
    // Held, not seated, until paid.
    expect((await db.sessionSeats.query.bySession({ session_id: taught.session_id }).go({ pages: 'all' })).data).toEqual([]);

    // An order cancelled gives its seat back.
    const cancelled = await api(`/api/orders/${placed[0]!.id}/cancel`, { method: 'POST', ...as(admin) });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await db.classSessions.get({ id: taught.session_id }).go()).data?.booked).toBe(9);
  });
});

describe('a paid seat', () => {
  it('bought through the cart, checkout and the local test gateway, ends as the buyer’s seat; a refund gives it back', async () => {
    const taught = (await sessionsOf((await createRoom({ capacity: 3, price: 39_000 })).id))[0]!;
    const buyer = await newStudent('Payer');
    expect((await api(`/public/cart/${buyer.user.id}/items`, { json: { kind: 'live_seat', item_id: taught.session_id }, ...as(buyer) })).status).toBe(200);
    const placed = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-promptpay' }, ...as(buyer) });
    expect(placed.status, placed.text).toBe(200);
    const order = orderSchema.parse(placed.body);
    expect(order.lines).toEqual([expect.objectContaining({ kind: 'live_seat', item_id: taught.session_id, unit_price: 39_000, quantity: 1 })]);
    expect(order.total).toBe(39_000);

    // PromptPay through the local test gateway: the simulated scan pays the order.
    const started = orderSchema.parse((await api(`/api/me/orders/${order.id}/pay`, { json: {}, ...as(buyer) })).body);
    expect(await (await fetch(started.payment!.authorize_uri!)).text()).toContain('value="approve"');
    await fetch(started.payment!.authorize_uri!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    const paid = orderSchema.parse((await api(`/api/me/orders/${order.id}`, as(buyer))).body) as Order;
    expect(paid.status).toBe('paid');

    const mine = (await myClasses(buyer)).upcoming;
    expect(mine).toEqual([expect.objectContaining({ session_id: taught.session_id, source: 'order', order_id: order.id, can_cancel: false })]);
    expect((await db.classSessions.get({ id: taught.session_id }).go()).data?.booked).toBe(1);
    const cancelled = await cancel(buyer, taught.session_id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toContain('paid through an order');
    // Not removed by hand: it goes with a refund of its order.
    const removal = await api('/api/liveroombooking', { method: 'DELETE', json: { ids: [`${taught.session_id}~${buyer.user.id}`] }, ...as(admin) });
    expect(removal.status).toBe(409);
    expect(removal.body).toMatchObject({ code: 'cannotDelete' });
    // Owned: not sold to them again.
    const again = await api(`/public/cart/${buyer.user.id}/items`, { json: { kind: 'live_seat', item_id: taught.session_id }, ...as(buyer) });
    expect(again.status).toBe(409);

    const refunded = await api(`/api/orders/${order.id}/refund`, { method: 'POST', ...as(admin) });
    expect(refunded.status, refunded.text).toBe(200);
    expect((await db.sessionSeats.get({ session_id: taught.session_id, user_id: buyer.user.id }).go()).data).toBeNull();
    expect((await db.classSessions.get({ id: taught.session_id }).go()).data?.booked).toBe(0);
  });
});
