import type { AdminAnnouncement, Article, Category, Gallery, InstructorProfile, Promotion, Review } from '@lm/shared';
import type { CatalogPorts, CategoryType } from '../catalog/ports.js';
import type { CategorizedRecordStore, RecordStore } from '../master-files/master-file.js';

export type { CategoryType, RecordStore };

/** A content kind kept in categories: its records, and those of one category through the category index. */
export type CategorizedStore<T extends { id: string }> = Omit<CategorizedRecordStore<T>, 'countInCategory'>;

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
  /** The role of an account (an instructor profile's), undefined for none. */
  accounts: { roleOf(userId: string): Promise<number | undefined> };
  newId: () => string;
  now: () => Date;
}
