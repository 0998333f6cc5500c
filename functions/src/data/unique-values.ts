import { createWriteTransaction, type Entity } from 'electrodb';
import { idConflict, type RecordStore, type UniqueValues } from '../master-files/master-file.js';
import { transactWithRetries } from './conditions.js';
import type { ItemMapping } from './record-store.js';
import type { ValueClaimEntity } from './entities/value-claim.js';

// Any record kind's entity: its schema is the kind's model, known only when the Lambda runs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UniqueEntity = Entity<any, any, any, any>;

/** The records a store keeps. */
type RecordOf<S> = S extends RecordStore<infer T> ? T : never;

/** What a write's condition needs of ElectroDB's operations, over attributes of any kind. */
interface Operations {
  exists(attribute: never): string;
  notExists(attribute: never): string;
  eq(attribute: never, value: never): string;
}

/** A replace or delete that met another edit of its record reads it again this many times. */
const EDIT_RETRIES = 5;

/** A unique field's value worth claiming: an empty one is held by nobody. */
export const claimable = (value: unknown): value is string | number => (typeof value === 'string' && value !== '') || typeof value === 'number';

/**
 * A record store whose records hold unique fields (`RecordKind.unique`): each value is claimed by
 * an item of its own in the record's write, one transaction on the conditions that the record's
 * id is free (create) or still there (replace) and that no other record holds the value; a value
 * given up is let go in the same transaction, and a delete lets go of its record's. What a replace
 * or a delete lets go is decided by the record as read, so its write holds only while the record's
 * unique values are still those; refused that way, it reads the record again. A value taken
 * already is refused with `refuse(field)`, and nothing is written.
 */
export function withUniqueValues<S extends RecordStore<{ id: string }>>(
  store: S,
  entity: UniqueEntity,
  claims: ValueClaimEntity,
  { kind, fields, refuse }: UniqueValues,
  mapping: ItemMapping<RecordOf<S>>,
): S {
  type T = RecordOf<S>;
  const holder = async (field: string, value: string | number) => (await claims.get({ kind, field, value: String(value) }).go({ consistent: true })).data?.record_id;
  /** The claims of `record` this one's own, to let go: one another record holds (kept from before claims) is left to it. */
  const heldBy = async (record: T, fieldsToFree: readonly string[]) => {
    const values = fieldsToFree.map((field) => [field, (record as Record<string, unknown>)[field]] as const).filter((entry): entry is readonly [string, string | number] => claimable(entry[1]));
    const holders = await Promise.all(values.map(([field, value]) => holder(field, value)));
    return values.filter((_, index) => holders[index] === record.id);
  };

  /** The record as it is now: read consistently, since its unique values decide what the write claims and lets go. */
  const current = async (id: string) => {
    const { data } = await entity.get({ id }).go({ consistent: true });
    return data ? mapping.toRecord(data) : undefined;
  };

  /** The write's condition that the record is there and its unique values are still `before`'s. */
  const unchanged = (attributes: unknown, operations: Operations, before: Record<string, unknown>) =>
    [
      operations.exists((attributes as { id: never }).id),
      ...fields.map((field) => {
        const attribute = (attributes as Record<string, never>)[field]!;
        // A null is kept as an absent attribute (`ItemMapping`).
        return before[field] === undefined || before[field] === null ? operations.notExists(attribute) : operations.eq(attribute, before[field] as never);
      }),
    ].join(' AND ');

  return {
    ...store,
    async put(record, mode) {
      const values = record as Record<string, unknown>;
      const claimed = fields.filter((field) => claimable(values[field]));
      const item = mapping.toItem(record as T) as never;
      for (let attempt = 0; ; attempt++) {
        const existing = mode === 'replace' ? await current(record.id) : undefined;
        if (mode === 'replace' && !existing) throw idConflict(mode, record.id);
        const before = existing as Record<string, unknown> | undefined;
        const given = existing ? await heldBy(existing, fields.filter((field) => before![field] !== values[field])) : [];
        const refused = await transactWithRetries(
          () =>
            createWriteTransaction({ records: entity, claims }, (tx) => [
              mode === 'create'
                ? tx.records!.create(item).commit()
                : tx.records!
                    .put(item)
                    // Replaced only while its unique values are those read: an edit in between would leave claims nobody holds.
                    .where((attributes, operations) => unchanged(attributes, operations, before!))
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
        // A replace refused on the record itself: it was edited or deleted since it was read. Read it again.
        if (mode === 'replace' && attempt < EDIT_RETRIES) continue;
        throw idConflict(mode, record.id);
      }
    },
    async delete(ids) {
      const deleted: string[] = [];
      for (const id of new Set(ids)) {
        for (let attempt = 0; ; attempt++) {
          const record = await current(id);
          if (!record) break;
          const given = await heldBy(record, fields);
          const refused = await transactWithRetries(
            () =>
              createWriteTransaction({ records: entity, claims }, (tx) => [
                tx.records!
                  .delete({ id } as never)
                  .where((attributes, operations) => unchanged(attributes, operations, record as Record<string, unknown>))
                  .commit(),
                ...given.map(([field, value]) => tx.claims!.delete({ kind, field, value: String(value) }).commit()),
              ]).go() as Promise<{ canceled: boolean; data: unknown }>,
            `The ${kind}`,
          );
          if (!refused) deleted.push(id);
          // Refused, it was deleted or edited since it was read: read it again.
          if (!refused || attempt >= EDIT_RETRIES) break;
        }
      }
      return deleted;
    },
  };
}
