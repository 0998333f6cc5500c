import { ConflictError, ValidationError } from '@lm/functions/errors';
import type { RecordStore } from '@lm/functions/master-files/master-file';

/**
 * Writes a demo record through its kind's store, so what the store keeps beside it (the claims of
 * its unique values) is written too, when its id is absent. A record one of whose unique values
 * another record holds by now (an administrator's, on a table kept from before) is left out: the
 * table keeps theirs.
 */
export async function ensureRecord<T extends { id: string }>(store: RecordStore<T>, record: T): Promise<void> {
  if (await store.get(record.id)) return;
  try {
    await store.put(record, 'create');
  } catch (error) {
    if (!(error instanceof ValidationError || error instanceof ConflictError)) throw error;
  }
}
