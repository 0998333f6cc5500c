import { createCategoryStores } from '@lm/functions/data/catalog-repository';
import type { Database } from '@lm/functions/data/database';
import { ConflictError, ValidationError } from '@lm/functions/errors';
import type { RecordStore } from '@lm/functions/master-files/master-file';
import type { Category } from '@lm/shared';

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

/** Demo categories through their kinds' stores, so each slug is claimed (decision 0011, "Unique fields"). */
export async function seedCategories(
  db: Pick<Database, 'categories' | 'valueClaims'>,
  categories: readonly Omit<Category, 'created_at' | 'updated_at'>[],
  stamped: () => Pick<Category, 'created_at' | 'updated_at'>,
): Promise<void> {
  const stores = createCategoryStores(db);
  for (const category of categories) await ensureRecord(stores(category.type), { ...category, ...stamped() });
}
