import type { Category, Course, Product } from '@lm/shared';
import type { SearchIndex } from '../search/ports.js';

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

/** A kind of record kept in categories: courses, products, articles, reviews and galleries. */
export interface CategorizedItem {
  id: string;
  category_id: string;
  published: boolean;
}

/** What categories need to know of the items of their kind. */
export interface CategorizedItems {
  countInCategory(categoryId: string): Promise<number>;
  /** Every item of the kind, through its listing index. */
  list(): Promise<CategorizedItem[]>;
}

export interface CatalogPorts {
  categories: (type: CategoryType) => RecordStore<Category>;
  courses: RecordStore<Course> & {
    countInCategory(categoryId: string): Promise<number>;
    /** The courses of one category, through the category index. */
    listInCategory(categoryId: string): Promise<Course[]>;
  };
  products: RecordStore<Product> & {
    countInCategory(categoryId: string): Promise<number>;
    listInCategory(categoryId: string): Promise<Product[]>;
  };
  /** The items each kind of category holds. */
  itemsOf: (type: CategoryType) => CategorizedItems;
  /** The word index of course titles and product names (decision 0018). */
  search: SearchIndex;
  newId: () => string;
  now: () => Date;
}
