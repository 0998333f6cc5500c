import { Entity } from 'electrodb';
import type { RecordKind, RecordStore } from '../master-files/master-file.js';
import type { DataOptions } from './options.js';
import { keptListing, recordStore, type ItemMapping, type RecordEntity } from './record-store.js';

/** Null fields are kept as absent attributes, and read back as null. */
function nullMapping<T>(nullable: readonly string[]): ItemMapping<T> {
  return {
    toRecord: (item) => ({ ...Object.fromEntries(nullable.map((field) => [field, null])), ...(item as object) }) as T,
    toItem: (record) => Object.fromEntries(Object.entries(record as object).filter(([, value]) => value !== null)),
  };
}

/** An item of a record kind read past its store (a query of its own index) as the store answers it. */
export const recordOf = <T extends { id: string }>(kind: RecordKind<T>, item: unknown): T => nullMapping<T>(kind.nullable).toRecord(item);

/**
 * The DynamoDB side of `RecordPorts.records`: the entity of a record kind is made from its model
 * the first time a Lambda asks for it and kept for the warm Lambda's life (decision 0028), with
 * its listing kept for a few seconds when the kind says so.
 */
export function entityRecords(options: DataOptions) {
  const stores = new Map<object, RecordStore<{ id: string }>>();
  return <T extends { id: string }>(kind: RecordKind<T>): RecordStore<T> => {
    let store = stores.get(kind.model);
    if (!store) {
      // Every model built on recordAttributes and listedIndexes has what a record store uses.
      const entity = new Entity(kind.model as never, options) as unknown as RecordEntity;
      store = recordStore(entity, nullMapping(kind.nullable));
      if (kind.listKeptMs) store = keptListing(store, kind.listKeptMs);
      stores.set(kind.model, store);
    }
    return store as unknown as RecordStore<T>;
  };
}
