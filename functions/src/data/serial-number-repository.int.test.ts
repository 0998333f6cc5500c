import { Entity } from 'electrodb';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { localDataOptions, localDatabase, localRecords } from '../testing/api.js';
import { serialBatchesIndexed } from './migrations.js';
import { serialNumberModel } from './records/serial-number.js';
import { createSerialNumberStore } from './serial-number-repository.js';

const db = localDatabase();
const store = createSerialNumberStore(db);
const run = randomUUID().slice(0, 8).toUpperCase();
const at = '2026-11-28T03:00:00.000Z';
const made: string[] = [];

/** A serial number as the back office's batch writes it. */
async function serial(batch: string, code: string) {
  const id = `serial-test-${run}-${code}`;
  made.push(id);
  await db.serialNumbers.create({ id, code: `${run.slice(0, 4)}-${code}`, course_id: 'course-sql', batch, access_months: 12, active: true, created_at: at, updated_at: at }).go();
  return id;
}

afterAll(async () => {
  await db.serialNumbers.delete(made.map((id) => ({ id }))).go();
});

describe('serial numbers by batch on DynamoDB Local', () => {
  it('reads a batch by its exact name: not another batch, nor one whose name differs only in case', async () => {
    const batch = `Printer ${run}`;
    const ids = [await serial(batch, 'AAAA-0001'), await serial(batch, 'AAAA-0002')];
    await serial(batch.toLowerCase(), 'AAAA-0003');
    await serial(`${batch} 2`, 'AAAA-0004');
    expect((await store.inBatch(batch)).map((one) => one.id).sort()).toEqual(ids.sort());
  });

  it('puts the serial numbers an earlier release wrote, without the batch index, on it', async () => {
    // The serial numbers' model before the batch index.
    const { byBatch: _batchIndex, ...earlierIndexes } = serialNumberModel.indexes;
    const earlier = new Entity({ ...serialNumberModel, indexes: earlierIndexes }, localDataOptions());
    const batch = `Earlier ${run}`;
    const id = `serial-test-${run}-earlier`;
    made.push(id);
    await earlier.create({ id, code: `${run.slice(0, 4)}-BBBB-0001`, course_id: 'course-sql', batch, access_months: 12, active: true, created_at: at, updated_at: at }).go();
    expect(await store.inBatch(batch)).toEqual([]);

    expect(await serialBatchesIndexed.run(db, localRecords())).toBeGreaterThanOrEqual(1);
    expect((await store.inBatch(batch)).map((one) => [one.id, one.batch, one.updated_at])).toEqual([[id, batch, at]]);
    expect(await serialBatchesIndexed.run(db, localRecords())).toBe(0);
  });
});
