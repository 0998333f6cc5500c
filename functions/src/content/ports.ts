import type { AdminAnnouncement, Article, Category, Gallery, InstructorProfile, Promotion, Review } from '@lm/shared';
import type { CatalogPorts, CategoryType, RecordStore } from '../catalog/ports.js';

export type { CategoryType, RecordStore };

/** A content kind kept in categories: its records, and those of one category through the category index. */
export type CategorizedStore<T extends { id: string }> = RecordStore<T> & { listInCategory(categoryId: string): Promise<T[]> };

export interface ContentPorts {
  articles: CategorizedStore<Article>;
  reviews: CategorizedStore<Review>;
  galleries: CategorizedStore<Gallery>;
  promotions: RecordStore<Promotion>;
  instructors: RecordStore<InstructorProfile>;
  /** Deleting an announcement also deletes the marks of who read it. */
  announcements: RecordStore<AdminAnnouncement>;
  /** The catalogue, read only: categories of every kind, and the courses and products that feature lists, reviews and promotions name. */
  categories: (type: CategoryType) => Pick<RecordStore<Category>, 'get' | 'list'>;
  courses: Pick<CatalogPorts['courses'], 'get' | 'list' | 'listInCategory'>;
  products: Pick<CatalogPorts['products'], 'get' | 'list' | 'listInCategory'>;
  /** Who an announcement can be for: the user groups and the accounts (read only). */
  audiences: { hasGroup(id: string): Promise<boolean>; hasUser(id: string): Promise<boolean> };
  newId: () => string;
  now: () => Date;
}
