import { createWriteTransaction } from 'electrodb';
import type { StudyBookOutcome, StudySeat, StudyStore } from '../live/study-time.js';
import { transactWithRetries } from './conditions.js';
import type { Database } from './database.js';
import type { StudySeatItem } from './entities/study-seat.js';

type StudyDatabase = Pick<Database, 'studySeats' | 'studyHours'>;

const seatOf = (item: StudySeatItem): StudySeat => ({
  user_id: item.user_id,
  branch_id: item.branch_id,
  starts_at: item.starts_at,
  ends_at: item.ends_at,
  source: item.source,
  booked_at: item.booked_at,
});

/** Study seats on the table (decision 0052): each booking and cancellation is one transaction of the seat and its hour's count. */
export function createStudyStore(db: StudyDatabase): StudyStore {
  const { studySeats, studyHours } = db;
  return {
    bookedHours: async (branchId, from, to) => {
      const { data } = await studyHours.query.byBranch({ branch_id: branchId }).between({ starts_at: from }, { starts_at: to }).go({ pages: 'all' });
      return new Map(data.filter((hour) => hour.starts_at < to && (hour.booked ?? 0) > 0).map((hour) => [hour.starts_at, hour.booked ?? 0]));
    },
    seatsOfBranch: async (branchId, from) => {
      const query = studySeats.query.byBranch({ branch_id: branchId });
      const { data } = await (from ? query.gte({ starts_at: from }) : query).go({ pages: 'all' });
      return data.map(seatOf);
    },
    seatsOf: async (userId) => (await studySeats.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map(seatOf),
    seat: async (userId, startsAt) => {
      const { data } = await studySeats.get({ user_id: userId, starts_at: startsAt }).go();
      return data ? seatOf(data) : undefined;
    },
    book: async (seat, seats): Promise<StudyBookOutcome> => {
      const codes = await transactWithRetries(
        () =>
          createWriteTransaction({ studySeats, studyHours }, (entities) => [
            entities.studySeats.create(seat).commit(),
            entities.studyHours
              .update({ branch_id: seat.branch_id, starts_at: seat.starts_at })
              .add({ booked: 1 })
              .where((attributes, operations) => `${operations.notExists(attributes.booked)} OR ${operations.lt(attributes.booked, seats)}`)
              .commit(),
          ]).go(),
        'The study seat',
      );
      if (!codes) return 'booked';
      return codes[0] === 'ConditionalCheckFailed' ? 'taken' : 'full';
    },
    cancel: async ({ user_id, branch_id, starts_at }) => {
      const codes = await transactWithRetries(
        () =>
          createWriteTransaction({ studySeats, studyHours }, (entities) => [
            entities.studySeats
              .delete({ user_id, starts_at })
              .where((attributes, operations) => operations.eq(attributes.branch_id, branch_id))
              .commit(),
            entities.studyHours
              .patch({ branch_id, starts_at })
              .subtract({ booked: 1 })
              .where((attributes, operations) => operations.gt(attributes.booked, 0))
              .commit(),
          ]).go(),
        'The study seat’s cancellation',
      );
      return !codes;
    },
  };
}
