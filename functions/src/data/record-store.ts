import { idConflict, type CategorizedRecordStore, type RecordStore } from '../master-files/master-file.js';
import { writtenUnlessRefused } from './conditions.js';
import { cachedFor } from './read-cache.js';

/**
 * What a record store needs of an ElectroDB entity with the master-file keys
 * (`entities/record-keys.ts`): its item by id, its listing on gsi1, and for the kinds kept in
 * categories, its listing by category on gsi2. ElectroDB's own types are narrower per entity;
 * every entity built on the shared keys has these.
 */
export interface RecordEntity {
  get(key: { id: string }): { go(): Promise<{ data: unknown }> };
  create(item: never): { go(): Promise<unknown> };
  put(item: never): { where(condition: (attributes: { id: unknown }, operations: { exists(attribute: unknown): string }) => string): { go(): Promise<unknown> } };
  delete(keys: { id: string }[]): { go(): Promise<unknown> };
  query: {
    all(facets: Record<string, never>): { go(options: { pages: 'all' }): Promise<{ data: unknown[] }> };
  };
}

export interface CategorizedEntity extends RecordEntity {
  query: RecordEntity['query'] & {
    byCategory(facets: { category_id: string }): { go(options: { pages: 'all'; attributes?: string[] }): Promise<{ data: unknown[] }> };
  };
}

/** How a kind's records and the table's items differ, when they do (a null kept as an absent attribute…). */
export interface ItemMapping<T> {
  toRecord(item: unknown): T;
  toItem(record: T): unknown;
}

/** Records stored as they are. */
export const same: ItemMapping<never> = { toRecord: (item) => item as never, toItem: (record) => record };

/** A conditional write that did not hold: the id is taken (create) or gone (replace). */
export async function write(action: () => Promise<unknown>, mode: 'create' | 'replace', id: string): Promise<void> {
  if (!(await writtenUnlessRefused(action()))) throw idConflict(mode, id);
}

/** Batch deletes: read first, so the answer names what existed. */
export async function deleteExisting(ids: readonly string[], get: (id: string) => Promise<unknown>, remove: (keys: { id: string }[]) => Promise<unknown>) {
  const found = (await Promise.all([...new Set(ids)].map(async (id) => ((await get(id)) ? id : undefined)))).filter((id): id is string => !!id);
  if (found.length) await remove(found.map((id) => ({ id })));
  return found;
}

/**
 * The record store of a master file (decision 0011) over its entity: every record through the
 * listing index (a Query, never a Scan), one by id, a conditional create or replace, and a delete
 * of those that exist. Records are stored whole, under the API's field names.
 */
export function recordStore<T extends { id: string }>(entity: RecordEntity, mapping: ItemMapping<T> = same): RecordStore<T> {
  const store: RecordStore<T> = {
    list: async () => (await entity.query.all({}).go({ pages: 'all' })).data.map(mapping.toRecord),
    get: async (id) => {
      const { data } = await entity.get({ id }).go();
      return data ? mapping.toRecord(data) : undefined;
    },
    put: (record, mode) => {
      const item = mapping.toItem(record) as never;
      return write(() => (mode === 'create' ? entity.create(item).go() : entity.put(item).where((attributes, operations) => operations.exists(attributes.id)).go()), mode, record.id);
    },
    delete: (ids) => deleteExisting(ids, (id) => store.get(id), (keys) => entity.delete(keys).go()),
  };
  return store;
}

/** The record store of a kind kept in categories, with its listing by category. */
export function categorizedStore<T extends { id: string }>(entity: CategorizedEntity, mapping: ItemMapping<T> = same): CategorizedRecordStore<T> {
  return {
    ...recordStore(entity, mapping),
    listInCategory: async (categoryId) => (await entity.query.byCategory({ category_id: categoryId }).go({ pages: 'all' })).data.map(mapping.toRecord),
    countInCategory: async (categoryId) => (await entity.query.byCategory({ category_id: categoryId }).go({ pages: 'all', attributes: ['id'] })).data.length,
  };
}

/** A store whose listing a warm Lambda keeps for `ms`; its own writes forget it (`RecordKind.listKeptMs`). */
export function keptListing<T extends { id: string }>(store: RecordStore<T>, ms: number): RecordStore<T> {
  const listing = cachedFor(ms, () => store.list());
  const forgetting =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await write(...args);
      } finally {
        listing.clear();
      }
    };
  return {
    list: async () => [...(await listing.read())],
    get: (id) => store.get(id),
    put: forgetting((record: T, mode: 'create' | 'replace') => store.put(record, mode)),
    delete: forgetting((ids: readonly string[]) => store.delete(ids)),
  };
}
