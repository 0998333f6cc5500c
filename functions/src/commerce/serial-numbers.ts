import { randomInt } from 'node:crypto';
import { bangkokDay, message, SERIAL_ALPHABET, SERIAL_NUMBER_COLUMNS, serialCodeOf, type OwnedCourse, type SerialNumber, type serialBatchInput, type serialBatchSwitchInput } from '@lm/shared';
import type * as z from 'zod';
import { serialNumberRecords } from '../data/records/serial-number.js';
import { CannotDeleteError, ConflictError, invalidField, NotFoundError } from '../errors.js';
import { keptAs, type MasterFile } from '../master-files/master-file.js';
import type { CommercePorts, SerialNumberChange } from './ports.js';
import { accessUntil, ownedCourseOf } from './service.js';

const WHAT = 'serial number';
/** A batch is written this many codes at a time. */
const WRITES_AT_ONCE = 25;

/** Runs `write` for each item, WRITES_AT_ONCE at a time. */
async function writeInGroups<T>(items: readonly T[], write: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += WRITES_AT_ONCE) await Promise.all(items.slice(start, start + WRITES_AT_ONCE).map(write));
}

/**
 * Serial numbers (decision 0061): listed, opened and changed as any master file; made in batches,
 * never one by one; a used one is kept, as the record of who holds the course by it.
 */
export const serialNumbers: MasterFile<SerialNumber, CommercePorts, SerialNumberChange> = {
  what: WHAT,
  store: keptAs(serialNumberRecords),
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

/** Makes a batch of codes for a course, each stored on its own (a code is its own record). */
export async function createSerialBatch(ports: CommercePorts, input: z.output<typeof serialBatchInput>) {
  const { course_id, quantity, ...kept } = input;
  if (!(await ports.sellables.course.find([course_id])).has(course_id)) throw invalidField('course_id', message('noneWithId', { what: 'course', id: course_id }));
  const now = ports.now().toISOString();
  const codes = new Set<string>();
  while (codes.size < quantity) codes.add(newCode());
  const made: SerialNumber[] = [...codes].map((code) => ({
    id: ports.newId(),
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
  const store = ports.records(serialNumberRecords);
  await writeInGroups(made, (serial) => store.put(serial, 'create'));
  return { batch: input.batch, course_id, serial_numbers: made };
}

/** Switches a batch's unused codes off or on, each as the edit form would; answers how many changed. */
export async function switchSerialBatch(ports: CommercePorts, { batch, active }: z.output<typeof serialBatchSwitchInput>) {
  const at = ports.now().toISOString();
  const changing = (await ports.records(serialNumberRecords).list()).filter((serial) => serial.batch === batch && !serial.redeemed_by && serial.active !== active);
  await writeInGroups(changing, ({ id, redeem_until, access_months }) => ports.serialNumbers.change(id, { batch, redeem_until, access_months, active }, at));
  return { batch, active, changed: changing.length };
}

/**
 * A student uses a serial number: the course is theirs for its months of access and the code is
 * used up, in one transaction; a code used, switched off or past its last day gives nothing, and a
 * course they hold is not given again (the code stays unused).
 */
export async function redeemSerialNumber(ports: CommercePorts, userId: string, code: string): Promise<OwnedCourse> {
  const serial = await ports.serialNumbers.byCode(code);
  if (!serial) throw new NotFoundError(message('serialUnknown', { code }));
  if (serial.redeemed_by) throw new ConflictError(message('serialUsed', { code }));
  if (!serial.active) throw new ConflictError(message('serialVoid', { code }));
  const now = ports.now();
  if (serial.redeem_until && bangkokDay(now) > serial.redeem_until) throw new ConflictError(message('serialEnded', { code, date: serial.redeem_until }));
  const course = (await ports.sellables.course.find([serial.course_id])).get(serial.course_id);
  if (!course) throw new ConflictError(message('serialCourseGone', { code }));
  const buyer = await ports.buyerOf(userId);
  const at = now.toISOString();
  const until = accessUntil(now, serial.access_months);
  const outcome = await ports.serialNumbers.redeem(serial, { userId, email: buyer?.email ?? '', at, accessUntil: until });
  if (outcome === 'owned') throw new ConflictError(message('alreadyOwned', { name: course.name }));
  if (outcome === 'used') throw new ConflictError(message('serialUsed', { code }));
  return ownedCourseOf({ courseId: course.id, orderId: null, serialCode: serial.code, grantedAt: at, accessUntil: until }, course, at);
}
