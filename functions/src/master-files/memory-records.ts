import { message } from '@lm/shared';
import { ConflictError, invalidField } from '../errors.js';
import type { RecordKind, RecordStore } from './master-file.js';

/** A record store in memory, for unit tests of services: the same answers as the DynamoDB store, unique fields refused alike. */
export function memoryRecords<T extends { id: string }>(unique?: RecordKind<T>['unique']): RecordStore<T> & { items: Map<string, T> } {
  const items = new Map<string, T>();
  return {
    items,
    list: async () => [...items.values()].map((item) => ({ ...item })),
    get: async (id) => {
      const item = items.get(id);
      return item && { ...item };
    },
    put: async (record, mode) => {
      if ((mode === 'create') === items.has(record.id)) {
        throw new ConflictError(mode === 'create' ? `The id ${record.id} is taken.` : `Nothing has the id ${record.id} any more.`);
      }
      for (const [field, code] of Object.entries(unique ?? {})) {
        const value = (record as Record<string, unknown>)[field];
        if (!code || value === '' || value === null || value === undefined) continue;
        if ([...items.values()].some((item) => item.id !== record.id && (item as Record<string, unknown>)[field] === value)) throw invalidField(field, message(code as never));
      }
      items.set(record.id, { ...record });
    },
    delete: async (ids) => ids.filter((id) => items.delete(id)),
  };
}

/** `RecordPorts.records` in memory: one store per record kind. */
export function memoryRecordKinds() {
  const stores = new Map<object, ReturnType<typeof memoryRecords>>();
  return <T extends { id: string }>(kind: RecordKind<T>) => {
    let store = stores.get(kind.model);
    if (!store) stores.set(kind.model, (store = memoryRecords(kind.unique as never)));
    return store as unknown as RecordStore<T> & { items: Map<string, T> };
  };
}
