import type { Category, Course, Product } from '@lm/shared';

export type CategoryType = Category['type'];

/** One kind of catalogue record, stored whole (the API's fields are the stored fields). */
export interface RecordStore<T extends { id: string }> {
  /** Every record, through the kind's listing index. */
  list(): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
  /** Fails with a ConflictError when `create` and the id is taken, or `replace` and it is not. */
  put(record: T, mode: 'create' | 'replace'): Promise<void>;
  /** Deletes the records that exist; answers their ids. */
  delete(ids: readonly string[]): Promise<string[]>;
}

export interface CatalogPorts {
  categories: (type: CategoryType) => RecordStore<Category>;
  courses: RecordStore<Course> & {
    countInCategory(categoryId: string): Promise<number>;
    /** The courses of one category, through the category index. */
    listInCategory(categoryId: string): Promise<Course[]>;
  };
  products: RecordStore<Product> & { countInCategory(categoryId: string): Promise<number> };
  newId: () => string;
  now: () => Date;
}
