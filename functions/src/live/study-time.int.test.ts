import { randomUUID } from 'node:crypto';
import { addBangkokDays, bangkokDate, bangkokInstant, type Branch, type BranchSlots, type MyStudyBooking, type StudyBooking } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, inBatches, signIn, signOut } from '../testing/api.js';
import { mailsTo } from '../testing/outbox.js';

const HOUR = 3_600_000;

type Session = { id_token: string; user: { id: string } };
const run = randomUUID().slice(0, 8);
const registered: Session[] = [];
const branches: string[] = [];
let admin: Session;
let student: Session;
const as = (session: Session) => ({ token: session.id_token });

async function newStudent(name: string): Promise<Session> {
  const username = `${name}${run}`.toLowerCase();
  const answer = await api('/user/register', { json: { username, email: `${username}@example.com`, password: 'StudyTime#2026pass', firstname: 'Study', lastname: name } });
  expect(answer.status, answer.text).toBe(200);
  const session = answer.body as unknown as Session;
  registered.push(session);
  return session;
}

/** Open every day, all day, so any hour ahead is bookable. */
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

async function createBranch(fields: Record<string, unknown> = {}): Promise<Branch> {
  const answer = await api('/api/branches', { json: { name_th: `สาขา ${run}`, name_en: `Branch ${run}`, address: '1 Rama I Rd, Bangkok', seats: 3, weekly: ALL_WEEK, published: true, ...fields }, ...as(admin) });
  expect(answer.status, answer.text).toBe(200);
  const branch = answer.body as unknown as Branch;
  branches.push(branch.id);
  return branch;
}

/** A Bangkok hour `days` from today at `time`. */
const hourIn = (days: number, time: string) => bangkokInstant(addBangkokDays(bangkokDate(new Date()), days), time);
const book = (who: Session, branchId: string, startsAt: string) => api('/api/me/study-bookings', { json: { branch_id: branchId, starts_at: startsAt }, ...as(who) });
const cancel = (who: Session, branchId: string, startsAt: string) => api('/api/me/study-bookings/cancel', { json: { branch_id: branchId, starts_at: startsAt }, ...as(who) });
const mine = async (who: Session) => (await api('/api/me/study-bookings', as(who))).body as unknown as { upcoming: MyStudyBooking[]; past: MyStudyBooking[] };

beforeAll(async () => {
  admin = await signIn('admin');
  student = await newStudent('Reader');
});
afterAll(async () => {
  // Seats first: a branch with seats ahead is not deleted.
  const table = await api(`/api/studybooking?filters=${encodeURIComponent(JSON.stringify([{ column: 'branch', operator: 'contain', value: run }]))}`, as(admin));
  const ids = ((table.body as unknown as { rows?: StudyBooking[] }).rows ?? []).map((row) => row.id);
  if (ids.length) await api('/api/studybooking', { method: 'DELETE', json: { ids }, ...as(admin) });
  if (branches.length) await api('/api/branches', { method: 'DELETE', json: { ids: branches }, ...as(admin) });
  for (const session of [admin, ...registered]) await signOut(session);
});

describe('the branches master file', () => {
  it('refuses a branch without a name, seats or well-formed hours, in plain sentences', async () => {
    const answer = await api('/api/branches', { json: { seats: 0, weekly: [{ weekday: 1, start: '18:00', end: '09:00' }] }, ...as(admin) });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Each start must come before its end.');
    expect(answer.body).toMatchObject({ fields: { name_en: [expect.stringContaining('name')], seats: [expect.stringContaining('seats')] } });
  });

  it('lists a published branch for students with its hours, and hides a draft', async () => {
    const shown = await createBranch();
    const draft = await createBranch({ name_en: `Draft ${run}`, published: false });
    const list = await api('/public/branches');
    expect(list.status).toBe(200);
    const ids = (list.body as unknown as { branches: { id: string }[] }).branches.map((branch) => branch.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(draft.id);
    expect((await api(`/public/branches/${draft.id}/slots`)).status).toBe(404);
  });
});

describe('booking a study seat', () => {
  it('offers the hours a branch is open, with their seats left, and books one for the caller', async () => {
    const branch = await createBranch({ weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })), dates_closed: [addBangkokDays(bangkokDate(new Date()), 2)] });
    const from = addBangkokDays(bangkokDate(new Date()), 1);
    const slots = (await api(`/public/branches/${branch.id}/slots?from=${from}&days=2`)).body as unknown as BranchSlots;
    // Three hours on the first day; the second is closed.
    expect(slots.slots.map((slot) => slot.starts_at)).toEqual(['09:00', '10:00', '11:00'].map((time) => bangkokInstant(from, time)));
    expect(slots.slots.every((slot) => slot.seats === 3 && slot.seats_left === 3)).toBe(true);

    const at = bangkokInstant(from, '10:00');
    const booked = await book(student, branch.id, at);
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body).toMatchObject({ branch_id: branch.id, starts_at: at, ends_at: bangkokInstant(from, '11:00'), branch_name_en: branch.name_en });
    const after = (await api(`/public/branches/${branch.id}/slots?from=${from}&days=1`)).body as unknown as BranchSlots;
    expect(after.slots.find((slot) => slot.starts_at === at)).toMatchObject({ booked: 1, seats_left: 2 });
    expect((await mine(student)).upcoming).toContainEqual(expect.objectContaining({ branch_id: branch.id, starts_at: at }));

    // Not when closed, not off the hour, not twice at one hour (in any branch).
    const closed = await book(student, branch.id, bangkokInstant(addBangkokDays(from, 1), '10:00'));
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(`The study room of ${branch.name_en} is not open at this time.`);
    expect((await book(student, branch.id, bangkokInstant(from, '10:30'))).status).toBe(400);
    const other = await createBranch({ name_en: `Other ${run}` });
    const twice = await book(student, other.id, at);
    expect(twice.status).toBe(409);
    expect(twice.text).toContain('You already have a study seat at this hour.');
  });

  it('never seats more students than the room has, however many ask at once', { timeout: 60_000 }, async () => {
    const branch = await createBranch({ seats: 10 });
    const at = hourIn(4, '14:00');
    const students = await inBatches(50, (index) => newStudent(`Rush${index}`));
    const answers = await Promise.all(students.map((who) => book(who, branch.id, at)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const full = answers.find((answer) => answer.status === 409);
    expect(full?.text).toContain('Every seat of');
    const slots = (await api(`/public/branches/${branch.id}/slots?from=${addBangkokDays(bangkokDate(new Date()), 4)}&days=1`)).body as unknown as BranchSlots;
    expect(slots.slots.find((slot) => slot.starts_at === at)).toMatchObject({ booked: 10, seats_left: 0 });
  });

  it('cancels up to the cut-off of settingPrivateClassRoom, and the seat is free again', async () => {
    const branch = await createBranch({ seats: 1 });
    const later = hourIn(5, '09:00');
    expect((await book(student, branch.id, later)).status).toBe(200);
    const cancelled = await cancel(student, branch.id, later);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await mine(student)).upcoming.map((seat) => seat.starts_at)).not.toContain(later);
    const other = await newStudent('Next');
    expect((await book(other, branch.id, later)).status).toBe(200);

    // An hour within the cut-off (24 hours by default) stays booked.
    const soon = new Date(Math.ceil((Date.now() + 2 * HOUR) / HOUR) * HOUR).toISOString();
    expect((await book(student, branch.id, soon)).status).toBe(200);
    const late = await cancel(student, branch.id, soon);
    expect(late.status).toBe(409);
    expect(late.text).toMatch(/A study seat can be cancelled up to \d+ hours before it starts\./);
    expect((await cancel(other, branch.id, soon)).status).toBe(404);
  });
});

describe('the booking study time table', () => {
  it('lists every seat with its branch and student, books one for a student, and cancels it; a branch with seats ahead is not deleted', async () => {
    const branch = await createBranch({ name_en: `Desk ${run}` });
    const at = hourIn(6, '13:00');
    const created = await api('/api/studybooking', { json: { branch_id: branch.id, starts_at: at, user_id: student.user.id }, ...as(admin) });
    expect(created.status, created.text).toBe(200);
    const row = created.body as unknown as StudyBooking;
    expect(row).toMatchObject({ branch: `Desk ${run}`, starts_at: at, student: 'Study Reader', source: 'admin' });
    const again = await api('/api/studybooking', { json: { branch_id: branch.id, starts_at: at, user_id: student.user.id }, ...as(admin) });
    expect(again.status).toBe(409);
    expect(again.text).toContain('Study Reader already has a study seat at this hour.');

    const filters = encodeURIComponent(JSON.stringify([{ column: 'branch', operator: 'equal', value: `Desk ${run}` }]));
    const table = (await api(`/api/studybooking?filters=${filters}`, as(admin))).body as unknown as { rows: StudyBooking[] };
    expect(table.rows.map((entry) => entry.id)).toEqual([row.id]);

    const refused = await api('/api/branches', { method: 'DELETE', json: { ids: [branch.id] }, ...as(admin) });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('1 study seat(s) are booked ahead.');

    const removed = await api('/api/studybooking', { method: 'DELETE', json: { ids: [row.id] }, ...as(admin) });
    expect(removed.body).toMatchObject({ deleted: [row.id] });
    const deleted = await api('/api/branches', { method: 'DELETE', json: { ids: [branch.id] }, ...as(admin) });
    expect(deleted.status, deleted.text).toBe(200);
  });

  it('is the back office’s: a student may not read it', async () => {
    expect((await api('/api/studybooking', as(student))).status).toBe(403);
  });
});

describe('study seat reminders', () => {
  it('e-mail the student once about a seat within a day, however many sweeps run', async () => {
    // Prepare: a seat at the next hour.
    const reader = await newStudent('Reminded');
    const branch = await createBranch({ name_en: `Reminder branch ${run}` });
    const at = new Date(Math.ceil(Date.now() / HOUR) * HOUR).toISOString();
    expect((await book(reader, branch.id, at)).status).toBe(200);
    const sweep = () => fetch(`${inject('apiUrl')}/2015-03-31/functions/marketplace-local-send-reminders/invocations`, { method: 'POST', body: '{}' });

    // Act
    for (let round = 0; round < 2; round++) {
      const answer = await sweep();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-amz-function-error')).toBeNull();
    }

    // Assess
    const mails = (await mailsTo(`reminded${run}@example.com`)).filter((mail) => mail.subject.includes(`Reminder branch ${run}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/Your study seat in 15 minutes|Study seat tomorrow/);
    expect(mails[0]?.text).toContain('At 1 Rama I Rd, Bangkok.');
    expect(mails[0]?.text).toContain('/myaccount/student/booking');
  });
});

