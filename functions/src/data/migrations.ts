import { mapAtOnce } from '../at-once.js';
import { uniqueValuesOf, type RecordPorts, type UniqueValues } from '../master-files/master-file.js';
import { CATEGORY_TYPES } from '@lm/shared';
import { categorySlugs } from '../catalog/slugs.js';
import { articleSlugs, instructorSlugs } from '../content/slugs.js';
import { subscriberEmails, userRoleNames } from '../people/errors.js';
import { writtenUnlessRefused } from './conditions.js';
import { claimable } from './unique-values.js';
import { createDatabase, type Database } from './database.js';
import type { DataOptions } from './options.js';
import { entityRecords } from './record-kinds.js';
import type { ValueClaimItem } from './entities/value-claim.js';
import { adminEmailRecords } from './records/admin-email.js';
import { couponRecords } from './records/coupon.js';
import { userGroupRecords } from './records/user-group.js';

/**
 * What a table written by an earlier release needs to serve this one. Each step is idempotent and
 * reads only what it mends: `npm start` runs them on the local table it keeps, and a stage's
 * operator runs them once after `cdk deploy` with `npm run migrate` (README, "Deploy a stage"). A
 * step that has run is recorded on the table (`migrationRun`) and not run again there.
 */
export interface Migration {
  /** Its record's key on the table: never renamed once released. */
  name: string;
  /** Mends what needs it (the table's entities, and its record kinds' stores); answers how many items it wrote. */
  run(db: Database, records: RecordPorts['records']): Promise<number>;
}

/**
 * Orders paid before gsi3 existed carry no `paid_month`, so the sales reports' index cannot see
 * them. Writing `paid_at` again makes ElectroDB work out the month and gsi3's keys (decision 0058).
 */
/** How many writes a step has in flight: far quicker than one at a time, well under what a table takes at once. */
const WRITES_AT_ONCE = 16;

/** Writes each item (`write` answers true when it wrote), WRITES_AT_ONCE at a time; answers how many were written. */
const writeEach = async <T>(items: readonly T[], write: (item: T) => Promise<boolean>): Promise<number> =>
  (await mapAtOnce(items, write, WRITES_AT_ONCE)).filter(Boolean).length;

export const paidOrdersIndexed: Migration = {
  name: 'paid orders on the paid orders index (gsi3)',
  async run(db) {
    const { data } = await db.orders.query.all({}).go({ pages: 'all', attributes: ['id', 'paid_at', 'paid_month'] });
    // An order deleted since it was read has nothing to mend.
    return writeEach(
      data.filter((order) => order.paid_at && !order.paid_month),
      ({ id, paid_at }) => writtenUnlessRefused(db.orders.patch({ id }).set({ paid_at }).go()),
    );
  },
};

/**
 * The shipping desk reads parcels, not orders (decision 0058): an order with goods paid or sent
 * before parcels were kept gets its parcel, to send from when it was paid, or sent when it was
 * marked so (its last change). A parcel already kept is left as it is.
 */
export const parcelsKept: Migration = {
  name: 'parcels of the paid orders with goods to send',
  async run(db) {
    const { data } = await db.orders.query.all({}).go({ pages: 'all', attributes: ['id', 'status', 'address', 'paid_at', 'updated_at'] });
    const shipped = data.filter((order) => order.address && order.paid_at && (order.status === 'paid' || order.status === 'fulfilled'));
    return writeEach(shipped, (order) => {
      const parcel = order.status === 'paid' ? { state: 'to_send' as const, at: order.paid_at as string } : { state: 'sent' as const, at: order.updated_at };
      // A parcel already kept stays as it is.
      return writtenUnlessRefused(db.parcels.create({ order_id: order.id, ...parcel }).go());
    });
  },
};

/**
 * Serial numbers made before gsi3 existed carry no keys on it, so switching their batch off would
 * miss them (decision 0061). Each batch's index is read, and a code missing from it has its batch
 * written again, which makes ElectroDB write its gsi3 keys.
 */
export const serialBatchesIndexed: Migration = {
  name: 'serial numbers on the batch index (gsi3)',
  async run(db) {
    const { data } = await db.serialNumbers.query.all({}).go({ pages: 'all', attributes: ['id', 'batch'] });
    const batches = new Map<string, typeof data>();
    for (const serial of data) {
      const batch = batches.get(serial.batch);
      if (batch) batch.push(serial);
      else batches.set(serial.batch, [serial]);
    }
    let written = 0;
    for (const [batch, serials] of batches) {
      const indexed = new Set((await db.serialNumbers.query.byBatch({ batch }).go({ pages: 'all', attributes: ['id'] })).data.map((serial) => serial.id));
      written += await writeEach(
        serials.filter((serial) => !indexed.has(serial.id)),
        ({ id }) => writtenUnlessRefused(db.serialNumbers.patch({ id }).set({ batch }).go()),
      );
    }
    return written;
  },
};

/**
 * The claims of records kept before their unique fields were claimed (decision 0011, "Unique
 * fields"), so a new record cannot take their values. Of two that already share one (as nothing
 * stopped before), the first read keeps it; the other must change it at its next edit.
 */
async function claimKept(db: Database, kept: readonly (readonly [UniqueValues, readonly { id: string }[]])[]): Promise<number> {
  // Claimed as the store claims them (`claimable`, kept as text).
  const claims: ValueClaimItem[] = kept.flatMap(([{ kind, fields }, all]) =>
    all.flatMap((record) => {
      const values = record as Record<string, unknown>;
      return fields.filter((field) => claimable(values[field])).map((field) => ({ kind, field, value: String(values[field]), record_id: record.id }));
    }),
  );
  // One already claimed, by this record or another, stays as it is.
  return writeEach(claims, (claim) => writtenUnlessRefused(db.valueClaims.create(claim).go()));
}

/** Coupons' codes and subscribers' e-mail addresses, unique since this step. */
export const uniqueValuesClaimed: Migration = {
  name: 'unique values of records claimed (coupon codes, subscribers\' e-mail addresses)',
  run: async (db, records) =>
    claimKept(db, [
      [uniqueValuesOf(couponRecords)!, await records(couponRecords).list()],
      [subscriberEmails, (await db.subscribers.query.all({}).go({ pages: 'all' })).data],
    ]),
};

/**
 * The admin e-mails' addresses, the slugs of articles and instructor profiles (each checked before
 * against a list, which two saves at once both passed) and the names of user roles and groups
 * (not checked before), claimed since this step.
 */
export const addressesSlugsAndNamesClaimed: Migration = {
  name: 'unique values of records claimed (admin e-mail addresses, article and instructor slugs, user role and group names)',
  run: async (db, records) =>
    claimKept(db, [
      [uniqueValuesOf(adminEmailRecords)!, await records(adminEmailRecords).list()],
      [articleSlugs, (await db.articles.query.all({}).go({ pages: 'all' })).data],
      [instructorSlugs, (await db.instructorProfiles.query.all({}).go({ pages: 'all' })).data],
      [userRoleNames, (await db.userRoles.query.all({}).go({ pages: 'all' })).data],
      [uniqueValuesOf(userGroupRecords)!, await records(userGroupRecords).list()],
    ]),
};

/** Categories' slugs, per kind (each addresses its category's page), unique since this step. */
export const categorySlugsClaimed: Migration = {
  name: 'unique values of records claimed (category slugs, per kind)',
  run: async (db) =>
    claimKept(
      db,
      await Promise.all(CATEGORY_TYPES.map(async (type) => [categorySlugs(type), (await db.categories.query.byType({ type }).go({ pages: 'all', attributes: ['id', 'slug'] })).data] as const)),
    ),
};

export const MIGRATIONS: readonly Migration[] = [paidOrdersIndexed, parcelsKept, serialBatchesIndexed, uniqueValuesClaimed, addressesSlugsAndNamesClaimed, categorySlugsClaimed];

/** Runs, in order, each migration this table has not had; reports each, and whether it ran now. */
export async function migrate(options: DataOptions, report: (line: string, ranNow: boolean) => void = () => {}, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  const db = createDatabase(options);
  const records = entityRecords(options);
  for (const migration of migrations) {
    const { data: ran } = await db.migrationRuns.get({ name: migration.name }).go();
    if (ran) {
      report(`${migration.name}: ran on ${ran.ran_at}`, false);
      continue;
    }
    const written = await migration.run(db, records);
    await db.migrationRuns.put({ name: migration.name, ran_at: new Date().toISOString(), written }).go();
    report(`${migration.name}: ${written} item${written === 1 ? '' : 's'} written`, true);
  }
}
