import { randomInt } from 'node:crypto';
import { bangkokDay, message, SERIAL_ALPHABET, SERIAL_THROTTLE, SERIAL_NUMBER_COLUMNS, serialCodeOf, type OwnedCourse, type SerialNumber, type serialBatchInput, type serialBatchSwitchInput, type serialImportInput } from '@lm/shared';
import type * as z from 'zod';
import { serialNumberRecords } from '../data/records/serial-number.js';
import { CannotDeleteError, ConflictError, invalidField, NotFoundError, TooManyTriesError } from '../errors.js';
import { mapAtOnce } from '../at-once.js';
import { throttledAttempt } from '../throttle.js';
import { type MasterFile } from '../master-files/master-file.js';
import type { CommercePorts, SerialNumberChange } from './ports.js';
import { ownedCourseOf } from './orders.js';
import { accessUntil } from './payments.js';

const WHAT = 'serial number';
/** A batch is written this many codes at a time. */
const WRITES_AT_ONCE = 25;

/** Runs `write` for each item, WRITES_AT_ONCE at a time. */
const writeInGroups = <T>(items: readonly T[], write: (item: T) => Promise<unknown>) => mapAtOnce(items, write, WRITES_AT_ONCE);

/**
 * Serial numbers (decision 0061): listed, opened and changed as any master file; made in batches,
 * never one by one; a used one is kept, as the record of who holds the course by it.
 */
export const serialNumbers: MasterFile<SerialNumber, CommercePorts, SerialNumberChange> = {
  what: WHAT,
  // A code is deleted on condition that no one has used it: the check below reads before the delete.
  store: (ports) => ({ ...ports.records(serialNumberRecords), delete: (ids) => ports.serialNumbers.deleteUnused(ids) }),
  columns: SERIAL_NUMBER_COLUMNS,
  beforeDelete: async (ports, ids) => {
    const store = ports.records(serialNumberRecords);
    const used = (await Promise.all(ids.map((id) => store.get(id)))).filter((serial) => serial?.redeemed_by);
    if (used.length) throw new CannotDeleteError(`${used.map((serial) => serial!.code).join(', ')}: used serial numbers are kept (switch them off instead)`);
  },
};

/** A new code: twelve characters of the alphabet, from the system's random source. */
const newCode = () => serialCodeOf(Array.from({ length: 12 }, () => SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)]).join(''));

/** Changes a serial number's batch, last day, months of access or whether it can be used. */
export async function changeSerialNumber(ports: CommercePorts, id: string, fields: SerialNumberChange): Promise<SerialNumber> {
  const changed = await ports.serialNumbers.change(id, fields, ports.now().toISOString());
  if (!changed) throw new NotFoundError(message('noneWithId', { what: WHAT, id }));
  return changed;
}

/** A batch's codes as stored: unused and switched on, each its own record. */
function batchOf(ports: CommercePorts, { course_id, ...kept }: Omit<z.output<typeof serialBatchInput>, 'quantity'>, codes: readonly string[], idOf: (code: string) => string): SerialNumber[] {
  const now = ports.now().toISOString();
  return codes.map((code) => ({
    id: idOf(code),
    code,
    course_id,
    ...kept,
    active: true,
    redeemed_by: null,
    redeemed_email: null,
    redeemed_at: null,
    created_at: now,
    updated_at: now,
  }));
}

async function requireCourse(ports: CommercePorts, courseId: string) {
  if (!(await ports.sellables.course.find([courseId])).has(courseId)) throw invalidField('course_id', message('noneWithId', { what: 'course', id: courseId }));
}

/** Makes a batch of codes for a course, each stored on its own (a code is its own record). */
export async function createSerialBatch(ports: CommercePorts, input: z.output<typeof serialBatchInput>) {
  const { quantity, ...batch } = input;
  await requireCourse(ports, batch.course_id);
  const codes = new Set<string>();
  while (codes.size < quantity) codes.add(newCode());
  const made = batchOf(ports, batch, [...codes], () => ports.newId());
  const store = ports.records(serialNumberRecords);
  await writeInGroups(made, (serial) => store.put(serial, 'create'));
  return { batch: input.batch, course_id: input.course_id, serial_numbers: made };
}

/**
 * Keeps a batch of codes made elsewhere (a printer's file) for a course, all or none: a code
 * already kept refuses the batch, naming it. Each is stored under an id made of its code, so two
 * imports of one code at once cannot both write it: the second's create fails, and what it wrote
 * is taken back.
 */
export async function importSerialBatch(ports: CommercePorts, { codes, ...batch }: z.output<typeof serialImportInput>) {
  await requireCourse(ports, batch.course_id);
  const taken: string[] = [];
  await writeInGroups(codes, async (code) => {
    if (await ports.serialNumbers.byCode(code)) taken.push(code);
  });
  const refuse = (found: string[]) => new ConflictError(message('serialImportTaken', { codes: found.sort().slice(0, 5).join(', ') + (found.length > 5 ? ` +${found.length - 5}` : '') }));
  if (taken.length) throw refuse(taken);
  const kept = batchOf(ports, batch, codes, (code) => `serial-${code}`);
  const store = ports.records(serialNumberRecords);
  const written: string[] = [];
  const clashed: string[] = [];
  let failure: unknown;
  await writeInGroups(kept, async (serial) => {
    try {
      await store.put(serial, 'create');
      written.push(serial.id);
    } catch (error) {
      if (error instanceof ConflictError) clashed.push(serial.code);
      else failure ??= error;
    }
  });
  if (clashed.length || failure) {
    await store.delete(written);
    throw failure ?? refuse(clashed);
  }
  return { batch: batch.batch, course_id: batch.course_id, serial_numbers: kept };
}

/** Switches a batch's unused codes off or on, each as the edit form would; answers how many changed. */
export async function switchSerialBatch(ports: CommercePorts, { batch, active }: z.output<typeof serialBatchSwitchInput>) {
  const at = ports.now().toISOString();
  const changing = (await ports.serialNumbers.inBatch(batch)).filter((serial) => !serial.redeemed_by && serial.active !== active);
  await writeInGroups(changing, ({ id, redeem_until, access_months }) => ports.serialNumbers.change(id, { batch, redeem_until, access_months, active }, at));
  return { batch, active, changed: changing.length };
}

/** The student holds the course already: the code was right, and is not counted as a miss. */
class OwnedAlready extends ConflictError {}

/**
 * A student uses a serial number: the course is theirs for its months of access and the code is
 * used up, in one transaction; a code used, switched off or past its last day gives nothing, and a
 * course they hold is not given again (the code stays unused).
 *
 * Codes that give nothing are counted against the account (SERIAL_THROTTLE): past the limit, the
 * student waits before trying another, and a code tried meanwhile is not even looked up. One that
 * works clears the count. A printer's codes may be easier to guess than those made here.
 */
export async function redeemSerialNumber(ports: CommercePorts, userId: string, code: string): Promise<OwnedCourse> {
  const now = ports.now();
  return throttledAttempt(ports.serialFailures, [{ key: `serial#${userId}`, rule: SERIAL_THROTTLE, clearedBySuccess: true }], now.getTime(), () => redeem(ports, userId, code, now), {
    failed: (error) => error instanceof NotFoundError || (error instanceof ConflictError && !(error instanceof OwnedAlready)),
    refuse: (wait) => new TooManyTriesError(message('serialTooMany', { minutes: Math.max(1, Math.ceil(wait / 60_000)) }), wait),
  });
}

async function redeem(ports: CommercePorts, userId: string, code: string, now: Date): Promise<OwnedCourse> {
  const serial = await ports.serialNumbers.byCode(code);
  if (!serial) throw new NotFoundError(message('serialUnknown', { code }));
  if (serial.redeemed_by) throw new ConflictError(message('serialUsed', { code }));
  if (!serial.active) throw new ConflictError(message('serialVoid', { code }));
  if (serial.redeem_until && bangkokDay(now) > serial.redeem_until) throw new ConflictError(message('serialEnded', { code, date: serial.redeem_until }));
  const course = (await ports.sellables.course.find([serial.course_id])).get(serial.course_id);
  if (!course) throw new ConflictError(message('serialCourseGone', { code }));
  const buyer = await ports.buyerOf(userId);
  const at = now.toISOString();
  const until = accessUntil(now, serial.access_months);
  const outcome = await ports.serialNumbers.redeem(serial, { userId, email: buyer?.email ?? '', at, accessUntil: until });
  if (outcome === 'owned') throw new OwnedAlready(message('alreadyOwned', { name: course.name }));
  if (outcome === 'used') throw new ConflictError(message('serialUsed', { code }));
  return ownedCourseOf({ courseId: course.id, orderId: null, serialCode: serial.code, grantedAt: at, accessUntil: until }, course, at);
}
