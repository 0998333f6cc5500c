import { createWriteTransaction, type Entity } from 'electrodb';
import { idConflict, type RecordStore, type UniqueValues } from '../master-files/master-file.js';
import { transactWithRetries } from './conditions.js';
import type { ItemMapping } from './record-store.js';
import type { ValueClaimEntity } from './entities/value-claim.js';

// Any record kind's entity: its schema is the kind's model, known only when the Lambda runs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UniqueEntity = Entity<any, any, any, any>;

/** A unique field's value worth claiming: an empty one is held by nobody. */
const claimable = (value: unknown): value is string | number => (typeof value === 'string' && value !== '') || typeof value === 'number';

/**
 * A record store whose records hold unique fields (`RecordKind.unique`): each value is claimed by
 * an item of its own in the record's write, one transaction on the conditions that the record's
 * id is free (create) or still there (replace) and that no other record holds the value; a value
 * given up is let go in the same transaction, and a delete lets go of its record's. A value taken
 * already is refused with `refuse(field)`, and nothing is written.
 */
export function withUniqueValues<T extends { id: string }>(
  store: RecordStore<T>,
  entity: UniqueEntity,
  claims: ValueClaimEntity,
  { kind, fields, refuse }: UniqueValues,
  mapping: ItemMapping<T>,
): RecordStore<T> {
  const holder = async (field: string, value: string | number) => (await claims.get({ kind, field, value: String(value) }).go({ consistent: true })).data?.record_id;
  /** The claims of `record` this one's own, to let go: one another record holds (kept from before claims) is left to it. */
  const heldBy = async (record: T, fieldsToFree: readonly string[]) => {
    const values = fieldsToFree.map((field) => [field, (record as Record<string, unknown>)[field]] as const).filter((entry): entry is readonly [string, string | number] => claimable(entry[1]));
    const holders = await Promise.all(values.map(([field, value]) => holder(field, value)));
    return values.filter((_, index) => holders[index] === record.id);
  };

  return {
    ...store,
    async put(record, mode) {
      const existing = mode === 'replace' ? await store.get(record.id) : undefined;
      if (mode === 'replace' && !existing) throw idConflict(mode, record.id);
      const values = record as Record<string, unknown>;
      const claimed = fields.filter((field) => claimable(values[field]));
      const given = existing ? await heldBy(existing, fields.filter((field) => (existing as Record<string, unknown>)[field] !== values[field])) : [];
      const item = mapping.toItem(record) as never;
      const refused = await transactWithRetries(
        () =>
          createWriteTransaction({ records: entity, claims }, (tx) => [
            mode === 'create'
              ? tx.records!.create(item).commit()
              : tx.records!
                  .put(item)
                  .where((attributes, operations) => operations.exists((attributes as { id: unknown }).id))
                  .commit(),
            ...claimed.map((field) =>
              tx.claims!
                .put({ kind, field, value: String(values[field]), record_id: record.id })
                .where((attributes, operations) => `${operations.notExists(attributes.record_id)} OR ${operations.eq(attributes.record_id, record.id)}`)
                .commit(),
            ),
            ...given.map(([field, value]) => tx.claims!.delete({ kind, field, value: String(value) }).commit()),
          ]).go() as Promise<{ canceled: boolean; data: unknown }>,
        `The ${kind}`,
      );
      if (!refused) return;
      const taken = claimed.find((_, index) => refused[index + 1] === 'ConditionalCheckFailed');
      if (taken) throw refuse(taken);
      throw idConflict(mode, record.id);
    },
    async delete(ids) {
      const deleted: string[] = [];
      for (const id of new Set(ids)) {
        const record = await store.get(id);
        if (!record) continue;
        const given = await heldBy(record, fields);
        const refused = await transactWithRetries(
          () =>
            createWriteTransaction({ records: entity, claims }, (tx) => [
              tx.records!
                .delete({ id } as never)
                .where((attributes, operations) => operations.exists((attributes as { id: unknown }).id))
                .commit(),
              ...given.map(([field, value]) => tx.claims!.delete({ kind, field, value: String(value) }).commit()),
            ]).go() as Promise<{ canceled: boolean; data: unknown }>,
          `The ${kind}`,
        );
        if (!refused) deleted.push(id);
      }
      return deleted;
    },
  };
}
