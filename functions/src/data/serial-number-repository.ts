import { createWriteTransaction } from 'electrodb';
import type { SerialNumberStore } from '../commerce/ports.js';
import { transactWithRetries, unlessRefused, writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';
import { recordOf } from './record-kinds.js';
import { serialNumberRecords } from './records/serial-number.js';

const toSerialNumber = (item: unknown) => recordOf(serialNumberRecords, item);

/** Serial numbers as a student uses them (decision 0061): found by code, used in one transaction with the enrollment. */
export function createSerialNumberStore(db: Pick<Database, 'serialNumbers' | 'enrollments'>): SerialNumberStore {
  const entities = { serialNumbers: db.serialNumbers, enrollments: db.enrollments };
  return {
    byCode: async (code) => {
      const { data } = await db.serialNumbers.query.byCode({ code }).go({ limit: 1 });
      return data[0] && toSerialNumber(data[0]);
    },
    inBatch: async (batch) => {
      const { data } = await db.serialNumbers.query.byBatch({ batch }).go({ pages: 'all' });
      return data.filter((serial) => serial.batch === batch).map(toSerialNumber);
    },
    redeem: async (serial, { userId, email, at, accessUntil }) => {
      const codes = await transactWithRetries(
        () =>
          createWriteTransaction(entities, (tx) => [
            tx.serialNumbers
              .patch({ id: serial.id })
              .set({ redeemed_by: userId, redeemed_email: email, redeemed_at: at, updated_at: at })
              .where((attributes, operations) => `${operations.notExists(attributes.redeemed_by)} AND ${operations.eq(attributes.active, true)}`)
              .commit(),
            // A course the student holds is not given again; one whose access ended is given anew.
            tx.enrollments
              .put({ user_id: userId, course_id: serial.course_id, serial_code: serial.code, granted_at: at, access_until: accessUntil })
              .where((attributes, operations) => `${operations.notExists(attributes.access_until)} OR ${operations.lt(attributes.access_until, at)}`)
              .commit(),
          ]).go(),
        'Using a serial number',
      );
      if (!codes) return 'redeemed';
      return codes[0] === 'ConditionalCheckFailed' ? 'used' : 'owned';
    },
    change: async (id, { redeem_until, ...fields }, at) => {
      const update = db.serialNumbers.patch({ id }).set({ ...fields, ...(redeem_until ? { redeem_until } : {}), updated_at: at });
      const written = await unlessRefused((redeem_until ? update : update.remove(['redeem_until'])).go({ response: 'all_new' }));
      return written && toSerialNumber(written.data);
    },
    deleteUnused: async (ids) => {
      // `remove` refuses a code that is gone; the condition, one used meanwhile. At most 100 ids (idList).
      const deleted = await Promise.all(
        ids.map((id) =>
          writtenUnlessRefused(
            db.serialNumbers
              .remove({ id })
              .where((attributes, operations) => operations.notExists(attributes.redeemed_by))
              .go(),
          ),
        ),
      );
      return ids.filter((_, index) => deleted[index]);
    },
  };
}
