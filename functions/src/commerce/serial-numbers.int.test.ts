import type { OwnedCourse, SerialNumber, TablePage } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSerialNumberStore } from '../data/serial-number-repository.js';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

const stamp = Date.now().toString(36);
const COURSE = `course-serial-${stamp}`;
const BATCH = `Serial test ${stamp}`;
const db = () => localDatabase();

let admin: Awaited<ReturnType<typeof signIn>>;
let student: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let made: SerialNumber[] = [];
const as = (session: { id_token: string }) => ({ token: session.id_token });

beforeAll(async () => {
  [admin, student, other] = await Promise.all([signIn('admin'), signIn('student'), signIn('student2')]);
  const at = new Date().toISOString();
  // A course no one owns, sold only through its serial numbers.
  await db()
    .courses.create({ id: COURSE, title: `Serial course ${stamp}`, slug: `serial-${stamp}`, price: 120_000, category_id: 'cat-programming', status: 'open', published: false, curriculum: [], created_at: at, updated_at: at })
    .go();
});

afterAll(async () => {
  for (const session of [student, other]) if (session) await db().enrollments.delete({ user_id: session.user.id, course_id: COURSE }).go();
  for (const serial of made) await db().serialNumbers.delete({ id: serial.id }).go();
  await db().courses.delete({ id: COURSE }).go();
  // An account holds one session at a time: the suites after this one sign in again.
  await Promise.all([admin, student, other].filter(Boolean).map((session) => signOut(session)));
});

describe('serial numbers', () => {
  it('are made in batches by an administrator and listed in the table', async () => {
    const response = await api('/api/serialnumbers/batch', { json: { course_id: COURSE, batch: BATCH, quantity: 3, redeem_until: null, access_months: 6 }, ...as(admin) });
    expect(response.status, response.text).toBe(200);
    made = (response.body as unknown as { serial_numbers: SerialNumber[] }).serial_numbers;
    expect(made).toHaveLength(3);
    expect(made[0]).toMatchObject({ course_id: COURSE, batch: BATCH, access_months: 6, active: true, redeemed_by: null, redeem_until: null });

    const filters = JSON.stringify([{ column: 'batch', operator: 'equal', value: BATCH }]);
    const page = await api(`/api/serialnumbers?filters=${encodeURIComponent(filters)}`, as(admin));
    expect(page.status).toBe(200);
    expect((page.body as unknown as TablePage<SerialNumber>).rows.map((row) => row.code).sort()).toEqual(made.map((serial) => serial.code).sort());
  });

  it('refuse a batch for a course that does not exist, or of more than 1,000 codes', async () => {
    const gone = await api('/api/serialnumbers/batch', { json: { course_id: 'course-gone', batch: BATCH, quantity: 1 }, ...as(admin) });
    expect(gone.status).toBe(400);
    expect(gone.text).toContain('No course has the id course-gone.');
    const many = await api('/api/serialnumbers/batch', { json: { course_id: COURSE, batch: BATCH, quantity: 1001 }, ...as(admin) });
    expect(many.status).toBe(400);
    expect(many.text).toContain('quantity must be at most 1000.');
  });

  it('give a student the course once, typed any way, with its months of access', async () => {
    const code = made[0]!.code;
    const response = await api('/api/me/serialnumbers', { json: { code: code.replace(/-/g, ' ').toLowerCase() }, ...as(student) });
    expect(response.status, response.text).toBe(200);
    const owned = response.body as unknown as OwnedCourse;
    expect(owned).toMatchObject({ course_id: COURSE, title: `Serial course ${stamp}`, order_id: null, serial_code: code, expired: false });
    const months = (Date.parse(owned.access_until) - Date.parse(owned.granted_at)) / 86_400_000;
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);

    const courses = await api('/api/me/courses', as(student));
    expect((courses.body as unknown as OwnedCourse[]).find((course) => course.course_id === COURSE)).toMatchObject({ serial_code: code });
    const stored = await api(`/api/serialnumbers/${made[0]!.id}`, as(admin));
    expect(stored.body).toMatchObject({ redeemed_by: student.user.id, redeemed_email: expect.stringContaining('@') });

    const again = await api('/api/me/serialnumbers', { json: { code }, ...as(other) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: `The serial number ${code} has already been used.` });
  });

  it('leave a code unused when the student has the course, and refuse one switched off or unknown', async () => {
    const [, second, third] = made;
    const owned = await api('/api/me/serialnumbers', { json: { code: second!.code }, ...as(student) });
    expect(owned.status).toBe(409);
    expect(owned.body).toMatchObject({ message: `You already own Serial course ${stamp}.` });
    expect((await api(`/api/serialnumbers/${second!.id}`, as(admin))).body).toMatchObject({ redeemed_by: null });

    const off = await api(`/api/serialnumbers/${third!.id}`, { method: 'PUT', json: { batch: BATCH, redeem_until: '2099-12-31', access_months: 6, active: false }, ...as(admin) });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ code: third!.code, active: false, redeem_until: '2099-12-31', redeemed_by: null });
    const refused = await api('/api/me/serialnumbers', { json: { code: third!.code }, ...as(other) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: `The serial number ${third!.code} is no longer valid.` });

    const unknown = await api('/api/me/serialnumbers', { json: { code: 'ZZZZ-ZZZZ-ZZZ2' }, ...as(other) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'No course has the serial number ZZZZ-ZZZZ-ZZZ2.' });
    const malformed = await api('/api/me/serialnumbers', { json: { code: '12345' }, ...as(other) });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('A serial number is 12 letters and digits, such as 7KQM-4XTP-9BRW.');
  });

  it('keep a used code when asked to delete it, and delete unused ones', async () => {
    const refused = await api('/api/serialnumbers', { method: 'DELETE', json: { ids: [made[0]!.id, made[1]!.id] }, ...as(admin) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cannotDelete' });
    expect((await api(`/api/serialnumbers/${made[1]!.id}`, as(admin))).status).toBe(200);
    const deleted = await api('/api/serialnumbers', { method: 'DELETE', json: { ids: [made[1]!.id] }, ...as(admin) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: [made[1]!.id] });
  });

  it('keep a code used after the delete checked it: each is deleted on condition that no one has used it', async () => {
    // made[0] is used (a student used it above). Asking the store to delete it is what a delete does
    // when the student used the code between the check's read and the delete.
    const { redeemed_by: _by, redeemed_email: _email, redeemed_at: _at, ...fields } = (await db().serialNumbers.get({ id: made[0]!.id }).go()).data!;
    const unused = { ...fields, id: `serial-unused-${stamp}`, code: `UNUSED${stamp}`.toUpperCase() };
    await db().serialNumbers.create(unused).go();
    const deleted = await createSerialNumberStore(db()).deleteUnused([made[0]!.id, unused.id, 'no-such-serial']);
    expect(deleted).toEqual([unused.id]);
    expect((await db().serialNumbers.get({ id: made[0]!.id }).go()).data?.redeemed_by).toBe(student.user.id);
    expect((await db().serialNumbers.get({ id: unused.id }).go()).data).toBeNull();
  });

  it("keep a printer's codes as printed, all or none, and give the course by them", async () => {
    const [first, second, third] = ['PRNA', 'PRNB', 'PRNC'].map((prefix) => `${prefix}${stamp.toUpperCase()}`.slice(0, 12).padEnd(12, 'X'));
    const printed = (code: string) => code.match(/.{4}/g)!.join('-');
    const malformed = await api('/api/serialnumbers/import', { json: { course_id: COURSE, batch: `${BATCH} print`, codes: [first!.toLowerCase(), 'abc', ''] }, ...as(admin) });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('These lines are not serial numbers (12 letters and digits, such as 7KQM-4XTP-9BRW): 2 (abc).');

    const response = await api('/api/serialnumbers/import', { json: { course_id: COURSE, batch: `${BATCH} print`, codes: [first!.toLowerCase(), printed(second!), ''], access_months: 3 }, ...as(admin) });
    expect(response.status, response.text).toBe(200);
    const kept = (response.body as unknown as { serial_numbers: SerialNumber[] }).serial_numbers;
    made.push(...kept);
    expect(kept.map((serial) => serial.code)).toEqual([printed(first!), printed(second!)]);
    expect(kept[0]).toMatchObject({ course_id: COURSE, batch: `${BATCH} print`, access_months: 3, active: true, redeemed_by: null });

    // A file holding a code kept already is refused whole: its new code is not kept either.
    const again = await api('/api/serialnumbers/import', { json: { course_id: COURSE, batch: `${BATCH} reprint`, codes: [third, second] }, ...as(admin) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: `Already serial numbers here: ${printed(second!)}. Nothing was imported.` });
    const filters = JSON.stringify([{ column: 'batch', operator: 'equal', value: `${BATCH} reprint` }]);
    expect((await api(`/api/serialnumbers?filters=${encodeURIComponent(filters)}`, as(admin))).body).toMatchObject({ total: 0 });

    const used = await api('/api/me/serialnumbers', { json: { code: printed(first!) }, ...as(other) });
    expect(used.status, used.text).toBe(200);
    expect(used.body).toMatchObject({ course_id: COURSE, serial_code: printed(first!) });
  });

  it('make an account that tried ten codes that gave nothing wait before the next', async () => {
    const key = `serial#${other.user.id}`;
    try {
      for (let tried = 0; tried < 10; tried++) {
        const missed = await api('/api/me/serialnumbers', { json: { code: `ZZZZ-ZZZZ-${String(tried).padStart(4, 'Z')}` }, ...as(other) });
        expect(missed.status).toBe(404);
      }
      // Even a code that exists is not looked up now.
      const locked = await api('/api/me/serialnumbers', { json: { code: made[2]!.code }, ...as(other) });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ message: 'Too many serial numbers that did not work. Please wait 15 minutes and try again.' });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
      // Another account is not held back.
      expect((await api('/api/me/serialnumbers', { json: { code: 'ZZZZ-ZZZZ-YYYY' }, ...as(student) })).status).toBe(404);
    } finally {
      await db().signInFailures.delete({ key }).go();
      await db().signInFailures.delete({ key: `serial#${student.user.id}` }).go();
    }
  });
});

