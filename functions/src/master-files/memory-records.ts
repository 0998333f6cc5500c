import { idConflict, uniqueValuesOf, type RecordKind, type RecordStore, type UniqueValues } from './master-file.js';

/** Refuses `record` a unique value (`unique`) one of `others` holds, as the DynamoDB store does. */
export function refuseTaken(unique: UniqueValues | undefined, record: { id: string }, others: Iterable<{ id: string }>): void {
  for (const field of unique?.fields ?? []) {
    const value = (record as Record<string, unknown>)[field];
    if (value === '' || value === null || value === undefined) continue;
    for (const other of others) if (other.id !== record.id && (other as Record<string, unknown>)[field] === value) throw unique!.refuse(field);
  }
}

/** A record store in memory, for unit tests of services: the same answers as the DynamoDB store, unique fields refused alike. */
export function memoryRecords<T extends { id: string }>(unique?: UniqueValues): RecordStore<T> & { items: Map<string, T> } {
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
        throw idConflict(mode, record.id);
      }
      refuseTaken(unique, record, items.values());
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
    if (!store) stores.set(kind.model, (store = memoryRecords(uniqueValuesOf(kind))));
    return store as unknown as RecordStore<T> & { items: Map<string, T> };
  };
}
