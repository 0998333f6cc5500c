import type { Category, Course, Homework, Product, Quiz, UploadedFile, Video } from '@lm/shared';
import type { TeacherProfile } from './cards.js';
import type { CategorizedRecordStore, RecordStore } from '../master-files/master-file.js';
import type { SearchIndex } from '../search/ports.js';

export type { RecordStore };
export type CategoryType = Category['type'];

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

/** Which account an instructor profile belongs to (its `user_id`), both ways. */
export interface InstructorAccounts {
  /** The account of a profile; undefined when the profile has none or does not exist. */
  accountOf(profileId: string): Promise<string | undefined>;
  /** The profiles of an account. */
  profilesOf(userId: string): Promise<string[]>;
  /** Every profile as the storefront shows it, whose account it is and whether it is published (catalog/cards.ts `teachers`). */
  profiles(): Promise<TeacherProfile[]>;
}

export interface CatalogPorts {
  categories: (type: CategoryType) => RecordStore<Category>;
  courses: CategorizedRecordStore<Course>;
  products: CategorizedRecordStore<Product>;
  /** The items each kind of category holds. */
  itemsOf: (type: CategoryType) => CategorizedItems;
  /** The word index of course titles and product names (decision 0018). */
  search: SearchIndex;
  /** The videos a curriculum's lessons may show (the media domain's master file). */
  videos: Pick<RecordStore<Video>, 'get' | 'list'>;
  /** The files file lessons offer (sent through the one-field upload, decision 0038). */
  files: Pick<RecordStore<UploadedFile>, 'get'>;
  /** The quizzes quiz lessons show (the learning domain's master file, decision 0040). */
  quizzes: Pick<RecordStore<Quiz>, 'get'>;
  /** The homework homework lessons show (the learning domain's master file, decision 0041). */
  homework: Pick<RecordStore<Homework>, 'get'>;
  /** How many students hold a course (its enrollments, whatever their access): a course anyone holds is not deleted. */
  enrollments: { countOfCourse(courseId: string): Promise<number> };
  /** How many unpaid orders hold each of these courses (those none holds are left out), read at once: paid, each would enroll its buyer. */
  unpaidOrders: { countOfCourses(courseIds: readonly string[]): Promise<Map<string, number>> };
  /** How many recordings of their classes each of these courses has (those with none left out), read at once (decision 0036). */
  recordings: { countOfCourses(courseIds: readonly string[]): Promise<Map<string, number>> };
  /** Instructor profiles and the accounts they belong to: a course is an instructor's own when its teacher is one of theirs. */
  instructors: InstructorAccounts;
  newId: () => string;
  now: () => Date;
}
