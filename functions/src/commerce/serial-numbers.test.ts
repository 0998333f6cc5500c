import { redeemSerialInput, serialBatchInput, serialImportInput, SERIAL_ALPHABET } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { deleteRecords, listRecords } from '../master-files/master-file.js';
import { memoryCommerce, sellableCourse } from './memory-ports.js';
import { changeSerialNumber, createSerialBatch, importSerialBatch, redeemSerialNumber, serialNumbers, switchSerialBatch } from './serial-numbers.js';

const sql = sellableCourse();

function shop() {
  const memory = memoryCommerce();
  memory.items.set(sql.id, sql);
  const batch = (input: Record<string, unknown> = {}) =>
    createSerialBatch(memory.ports, serialBatchInput.parse({ course_id: sql.id, batch: 'SQL book, first print', quantity: 3, ...input }));
  return { ...memory, batch };
}

describe('serial numbers', () => {
  it('makes a batch of distinct codes of the alphabet, each a record of the table', async () => {
    const { ports, batch } = shop();
    const made = await batch({ quantity: 40 });
    expect(made.serial_numbers).toHaveLength(40);
    const codes = made.serial_numbers.map((serial) => serial.code);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${SERIAL_ALPHABET}]{4}-[${SERIAL_ALPHABET}]{4}-[${SERIAL_ALPHABET}]{4}$`));
    const page = await listRecords(ports, serialNumbers, { page: 1 } as never);
    expect(page.total).toBe(40);
    expect(page.rows[0]).toMatchObject({ course_id: 'course-sql', batch: 'SQL book, first print', access_months: 12, active: true, redeemed_by: null });
  });

  it('refuses a batch for a course that does not exist', async () => {
    const { batch } = shop();
    await expect(batch({ course_id: 'course-gone' })).rejects.toMatchObject({ kind: 'invalid', details: { fields: { course_id: ['No course has the id course-gone.'] } } });
  });

  it('gives the course for the months the code says, once, whatever way the code is typed', async () => {
    const { ports, batch, enrollments, clock } = shop();
    const [serial] = (await batch({ access_months: 6 })).serial_numbers;
    const typed = redeemSerialInput.parse({ code: ` ${serial!.code.replace(/-/g, '').toLowerCase()} ` }).code;
    const owned = await redeemSerialNumber(ports, 'student-1', typed);
    expect(owned).toMatchObject({ course_id: 'course-sql', title: 'SQL for analysts', order_id: null, serial_code: serial!.code, expired: false });
    expect(owned.access_until).toBe(new Date(Date.UTC(2027, 4, 20, 3)).toISOString());
    expect(enrollments.has('student-1:course-sql')).toBe(true);
    const stored = await serialNumbers.store(ports).get(serial!.id);
    expect(stored).toMatchObject({ redeemed_by: 'student-1', redeemed_email: 'student-1@example.com', redeemed_at: new Date(clock.now).toISOString() });

    await expect(redeemSerialNumber(ports, 'student-2', serial!.code)).rejects.toMatchObject({ kind: 'conflict', message: `The serial number ${serial!.code} has already been used.` });
  });

  it('leaves the code unused when the student holds the course already', async () => {
    const { ports, batch, enrollments } = shop();
    enrollments.add('student-1:course-sql');
    const [serial] = (await batch()).serial_numbers;
    await expect(redeemSerialNumber(ports, 'student-1', serial!.code)).rejects.toMatchObject({ kind: 'conflict', message: 'You already own SQL for analysts.' });
    await expect(redeemSerialNumber(ports, 'student-2', serial!.code)).resolves.toMatchObject({ course_id: 'course-sql' });
  });

  it('refuses an unknown code, one switched off and one past its last day (Bangkok)', async () => {
    const { ports, batch, clock } = shop();
    await expect(redeemSerialNumber(ports, 'student-1', 'AAAA-BBBB-CCCC')).rejects.toMatchObject({ kind: 'not-found', message: 'No course has the serial number AAAA-BBBB-CCCC.' });
    const [off, dated] = (await batch({ redeem_until: '2026-11-20' })).serial_numbers;
    await changeSerialNumber(ports, off!.id, { batch: off!.batch, redeem_until: null, access_months: 12, active: false });
    await expect(redeemSerialNumber(ports, 'student-1', off!.code)).rejects.toMatchObject({ kind: 'conflict', message: `The serial number ${off!.code} is no longer valid.` });
    // 2026-11-20 23:30 in Bangkok is still its last day; half an hour later it is not.
    clock.now = Date.parse('2026-11-20T16:30:00.000Z');
    await expect(redeemSerialNumber(ports, 'student-1', dated!.code)).resolves.toMatchObject({ course_id: 'course-sql' });
    const [late] = (await batch({ redeem_until: '2026-11-20' })).serial_numbers;
    clock.now = Date.parse('2026-11-20T17:00:00.000Z');
    await expect(redeemSerialNumber(ports, 'student-2', late!.code)).rejects.toMatchObject({ kind: 'conflict', message: `The serial number ${late!.code} could be used until 2026-11-20.` });
  });

  it('keeps the codes of a printer\'s file as printed, and a student uses one as any other', async () => {
    const { ports } = shop();
    const input = serialImportInput.parse({ course_id: sql.id, batch: 'SQL book, second print', codes: ['h3cv8nda2kpx', ' 7KQM-4XTP-9BRW ', 'Q0O1-IL00-2345'], access_months: 3 });
    const kept = await importSerialBatch(ports, input);
    expect(kept.serial_numbers.map((serial) => serial.code)).toEqual(['H3CV-8NDA-2KPX', '7KQM-4XTP-9BRW', 'Q0O1-IL00-2345']);
    expect(kept.serial_numbers[0]).toMatchObject({ id: 'serial-H3CV-8NDA-2KPX', course_id: 'course-sql', batch: 'SQL book, second print', access_months: 3, active: true, redeemed_by: null });
    expect((await listRecords(ports, serialNumbers, { page: 1 } as never)).total).toBe(3);
    await expect(redeemSerialNumber(ports, 'student-1', 'Q0O1-IL00-2345')).resolves.toMatchObject({ course_id: 'course-sql', serial_code: 'Q0O1-IL00-2345' });
  });

  it('names the lines of a file that are not codes, and those that repeat one above them, in one message', () => {
    const parsed = serialImportInput.safeParse({ course_id: sql.id, batch: 'SQL book', codes: ['7KQM-4XTP-9BRW', 'ABC-123', '', '7kqm4xtp9brw', 'H3CV-8NDA-2KPX', 'X'] });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['codes', 'These lines are not serial numbers (12 letters and digits, such as 7KQM-4XTP-9BRW): 2 (ABC-123), 6 (X). These lines repeat a code listed above them: 4 (7KQM-4XTP-9BRW).'],
    ]);
    expect(serialImportInput.safeParse({ course_id: sql.id, batch: 'SQL book', codes: ['7KQM-4XTP-9BRW', '7KQM4XTP9BRW'] }).error?.issues.map((issue) => issue.message)).toEqual([
      'These lines repeat a code listed above them: 2 (7KQM-4XTP-9BRW).',
    ]);
    expect(serialImportInput.safeParse({ course_id: sql.id, batch: 'SQL book', codes: ['', ' '] }).error?.issues[0]?.message).toBe('codes is required.');
  });

  it('keeps none of a file when one of its codes is kept already, naming it', async () => {
    const { ports, batch } = shop();
    const [existing] = (await batch()).serial_numbers;
    const input = serialImportInput.parse({ course_id: sql.id, batch: 'SQL book, second print', codes: ['H3CV-8NDA-2KPX', existing!.code] });
    await expect(importSerialBatch(ports, input)).rejects.toMatchObject({ kind: 'conflict', message: `Already serial numbers here: ${existing!.code}. Nothing was imported.` });
    expect((await listRecords(ports, serialNumbers, { page: 1 } as never)).total).toBe(3);
  });

  it('takes back what an import wrote when another import kept one of its codes first', async () => {
    const { ports } = shop();
    const input = serialImportInput.parse({ course_id: sql.id, batch: 'SQL book', codes: ['H3CV-8NDA-2KPX', '7KQM-4XTP-9BRW', 'MMMM-NNNN-PPPP'] });
    // The other import's code is written between this one's check and its writes.
    const byCode = ports.serialNumbers.byCode;
    let checked = 0;
    ports.serialNumbers.byCode = async (code) => {
      const found = await byCode(code);
      if (++checked === input.codes.length) await importSerialBatch({ ...ports, serialNumbers: { ...ports.serialNumbers, byCode } }, { ...input, codes: ['7KQM-4XTP-9BRW'] });
      return found;
    };
    await expect(importSerialBatch(ports, input)).rejects.toMatchObject({ kind: 'conflict', message: 'Already serial numbers here: 7KQM-4XTP-9BRW. Nothing was imported.' });
    const left = await listRecords(ports, serialNumbers, { page: 1 } as never);
    expect(left.rows.map((serial) => serial.code)).toEqual(['7KQM-4XTP-9BRW']);
  });

  it('makes an account that tried ten codes that gave nothing wait, a real code included, then lets it try again', async () => {
    const { ports, batch, clock } = shop();
    const [real] = (await batch()).serial_numbers;
    for (let tried = 1; tried <= 10; tried++) await expect(redeemSerialNumber(ports, 'student-1', `AAAA-BBBB-${String(tried).padStart(4, 'C')}`)).rejects.toMatchObject({ kind: 'not-found' });
    const refused = redeemSerialNumber(ports, 'student-1', real!.code);
    await expect(refused).rejects.toMatchObject({ kind: 'too-many', message: 'Too many serial numbers that did not work. Please wait 15 minutes and try again.', headers: { 'retry-after': '900' } });
    expect((await serialNumbers.store(ports).get(real!.id))?.redeemed_by).toBeNull();
    // Another account is not held back.
    await expect(redeemSerialNumber(ports, 'student-2', 'AAAA-BBBB-DDDD')).rejects.toMatchObject({ kind: 'not-found' });

    clock.now += 15 * 60_000;
    await expect(redeemSerialNumber(ports, 'student-1', real!.code)).resolves.toMatchObject({ course_id: 'course-sql' });
    // The code that worked cleared the count: one more miss is not locked.
    await expect(redeemSerialNumber(ports, 'student-1', 'AAAA-BBBB-EEEE')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('does not count a code for a course the student holds as a miss', async () => {
    const { ports, batch, enrollments } = shop();
    enrollments.add('student-1:course-sql');
    const [serial] = (await batch()).serial_numbers;
    for (let tried = 0; tried < 12; tried++) await expect(redeemSerialNumber(ports, 'student-1', serial!.code)).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('says what a code looks like when the typed one cannot be one', () => {
    const parsed = redeemSerialInput.safeParse({ code: 'ABC-123' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('A serial number is 12 letters and digits, such as 7KQM-4XTP-9BRW.');
  });

  it('deletes unused codes and keeps used ones, refusing the whole request', async () => {
    const { ports, batch } = shop();
    const [used, unused] = (await batch()).serial_numbers;
    await redeemSerialNumber(ports, 'student-1', used!.code);
    await expect(deleteRecords(ports, serialNumbers, [used!.id, unused!.id])).rejects.toMatchObject({ kind: 'conflict', details: { code: 'cannotDelete' } });
    expect((await listRecords(ports, serialNumbers, { page: 1 } as never)).total).toBe(3);
    await expect(deleteRecords(ports, serialNumbers, [unused!.id])).resolves.toMatchObject({ deleted: [unused!.id] });
  });

  it('switches a batch’s unused codes off and on, leaving used ones and other batches as they are', async () => {
    const { ports, batch } = shop();
    const [used, ...unused] = (await batch()).serial_numbers;
    const [other] = (await batch({ batch: 'Another print', quantity: 1 })).serial_numbers;
    await redeemSerialNumber(ports, 'student-1', used!.code);
    await expect(switchSerialBatch(ports, { batch: 'SQL book, first print', active: false })).resolves.toEqual({ batch: 'SQL book, first print', active: false, changed: 2 });
    const store = serialNumbers.store(ports);
    for (const serial of unused) expect(await store.get(serial.id)).toMatchObject({ active: false, redeemed_by: null });
    expect(await store.get(used!.id)).toMatchObject({ active: true, redeemed_by: 'student-1' });
    expect(await store.get(other!.id)).toMatchObject({ active: true });
    await expect(redeemSerialNumber(ports, 'student-2', unused[0]!.code)).rejects.toMatchObject({ message: `The serial number ${unused[0]!.code} is no longer valid.` });
    // Switched again, only what differs changes.
    await expect(switchSerialBatch(ports, { batch: 'SQL book, first print', active: false })).resolves.toMatchObject({ changed: 0 });
    await expect(switchSerialBatch(ports, { batch: 'SQL book, first print', active: true })).resolves.toMatchObject({ changed: 2 });
  });
});
