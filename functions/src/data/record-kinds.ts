import { Entity } from 'electrodb';
import { uniqueValuesOf, type RecordKind, type RecordStore } from '../master-files/master-file.js';
import { createValueClaimEntity, type ValueClaimEntity } from './entities/value-claim.js';
import type { DataOptions } from './options.js';
import { keptListing, recordStore, type ItemMapping, type RecordEntity } from './record-store.js';
import { withUniqueValues, type UniqueEntity } from './unique-values.js';

type Defaults = () => Record<string, unknown>;

/**
 * The defaults of a model's attributes: what an item written before an attribute was added reads
 * as (ElectroDB applies them on writes only).
 */
function defaultsOf(model: RecordKind<{ id: string }>['model']): Defaults {
  const attributes = Object.entries((model as { attributes?: Record<string, { default?: unknown }> }).attributes ?? {}).filter(([, attribute]) => attribute.default !== undefined);
  return () => Object.fromEntries(attributes.map(([name, attribute]) => [name, typeof attribute.default === 'function' ? (attribute.default as () => unknown)() : attribute.default]));
}

/** Null fields are kept as absent attributes, and read back as null; an attribute an older item lacks reads as its default. */
function itemMapping<T>(nullable: readonly string[], defaults: Defaults): ItemMapping<T> {
  return {
    toRecord: (item) => ({ ...defaults(), ...Object.fromEntries(nullable.map((field) => [field, null])), ...(item as object) }) as T,
    toItem: (record) => Object.fromEntries(Object.entries(record as object).filter(([, value]) => value !== null)),
  };
}

const mappings = new WeakMap<object, ItemMapping<unknown>>();
function mappingOf<T extends { id: string }>(kind: RecordKind<T>): ItemMapping<T> {
  let mapping = mappings.get(kind);
  if (!mapping) mappings.set(kind, (mapping = itemMapping(kind.nullable, defaultsOf(kind.model))));
  return mapping as ItemMapping<T>;
}

/** An item of a record kind read past its store (a query of its own index) as the store answers it. */
export const recordOf = <T extends { id: string }>(kind: RecordKind<T>, item: unknown): T => mappingOf(kind).toRecord(item);

/**
 * The DynamoDB side of `RecordPorts.records`: the entity of a record kind is made from its model
 * the first time a Lambda asks for it and kept for the warm Lambda's life (decision 0028), with
 * its unique fields claimed and its listing kept for a few seconds when the kind says so.
 */
export function entityRecords(options: DataOptions) {
  const stores = new Map<object, RecordStore<{ id: string }>>();
  let claims: ValueClaimEntity | undefined;
  return <T extends { id: string }>(kind: RecordKind<T>): RecordStore<T> => {
    let store = stores.get(kind.model);
    if (!store) {
      // Every model built on recordAttributes and listedIndexes has what a record store uses.
      const entity = new Entity(kind.model as never, options) as unknown as UniqueEntity;
      store = recordStore(entity as unknown as RecordEntity, mappingOf(kind));
      const unique = uniqueValuesOf(kind);
      if (unique) store = withUniqueValues(store, entity, (claims ??= createValueClaimEntity(options)), unique, mappingOf(kind));
      if (kind.listKeptMs) store = keptListing(store, kind.listKeptMs);
      stores.set(kind.model, store);
    }
    return store as unknown as RecordStore<T>;
  };
}
