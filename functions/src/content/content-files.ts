import {
  ANNOUNCEMENT_COLUMNS,
  ARTICLE_COLUMNS,
  GALLERY_COLUMNS,
  INSTRUCTOR_PROFILE_COLUMNS,
  PROMOTION_COLUMNS,
  REVIEW_COLUMNS,
  type AdminAnnouncement,
  type Article,
  type Gallery,
  type InstructorProfile,
  type Promotion,
  type Review,
  message,
  ROLE,
} from '@lm/shared';
import { CannotDeleteError, invalidField } from '../errors.js';
import type { MasterFile, Stamped } from '../master-files/master-file.js';
import type { CategoryType, ContentPorts } from './ports.js';

/* The content master files (decision 0016): articles, reviews, galleries, promotions, instructor profiles, announcements. */

async function requireCategory(ports: ContentPorts, type: CategoryType, id: string): Promise<void> {
  if (!(await ports.categories(type).get(id))) throw invalidField('category_id', message('noneWithThisId', { what: `${type} category` }));
}

async function requireAll(field: string, ids: readonly string[], get: (id: string) => Promise<unknown>, what: string): Promise<void> {
  const missing = (await Promise.all(ids.map(async (id) => ((await get(id)) ? undefined : id)))).filter((id): id is string => id !== undefined);
  if (missing.length === 1) throw invalidField(field, message('noneWithId', { what, id: missing[0]! }));
  if (missing.length > 1) throw invalidField(field, message('noneWithIds', { what, ids: missing.join(', ') }));
}

/** A master file of the content domain (decision 0011). */
type ContentFile<T extends Stamped> = MasterFile<T, ContentPorts>;

export const articles: ContentFile<Article> = {
  what: 'article',
  store: (ports) => ports.articles,
  columns: ARTICLE_COLUMNS,
  async prepare(ports, fields) {
    // Its slug is claimed by the store (`articleSlugs`): two articles saved at once cannot share one.
    await requireCategory(ports, 'article', fields.category_id);
    return fields;
  },
};

export const reviews: ContentFile<Review> = {
  what: 'review',
  store: (ports) => ports.reviews,
  columns: REVIEW_COLUMNS,
  async prepare(ports, fields) {
    await requireCategory(ports, 'review', fields.category_id);
    if (fields.course_id) await requireAll('course_id', [fields.course_id], (id) => ports.courses.get(id), 'course');
    return fields;
  },
};

export const galleries: ContentFile<Gallery> = {
  what: 'gallery',
  store: (ports) => ports.galleries,
  columns: GALLERY_COLUMNS,
  async prepare(ports, fields) {
    await requireCategory(ports, 'gallery', fields.category_id);
    return fields;
  },
};

export const promotions: ContentFile<Promotion> = {
  what: 'promotion',
  store: (ports) => ports.promotions,
  columns: PROMOTION_COLUMNS,
  async prepare(ports, fields) {
    const course_ids = [...new Set(fields.course_ids)];
    const product_ids = [...new Set(fields.product_ids)];
    await requireAll('course_ids', course_ids, (id) => ports.courses.get(id), 'course');
    await requireAll('product_ids', product_ids, (id) => ports.products.get(id), 'product');
    return { ...fields, course_ids, product_ids };
  },
};

export const instructorProfiles: ContentFile<InstructorProfile> = {
  what: 'instructor profile',
  store: (ports) => ports.instructors,
  // Its slug is claimed by the store (`instructorSlugs`).
  columns: INSTRUCTOR_PROFILE_COLUMNS,
  // The account it belongs to teaches its courses: an instructor's, or none.
  async prepare(ports, fields) {
    if (fields.user_id && (await ports.accounts.roleOf(fields.user_id)) !== ROLE.instructor) throw invalidField('user_id', message('noneWithThisId', { what: 'instructor' }));
    return fields;
  },
  /** A profile that courses name as their instructor is not deleted (nor any other of the request): their pages would name nobody. */
  async beforeDelete(ports, ids) {
    const courses = await ports.courses.list();
    for (const id of ids) {
      const count = courses.filter((course) => course.instructor_id === id).length;
      if (!count) continue;
      const profile = await ports.instructors.get(id);
      throw new CannotDeleteError(`instructor profile ${profile?.name ?? id}: ${count} ${count === 1 ? 'course names' : 'courses name'} it.`);
    }
  },
};

export const announcements: ContentFile<AdminAnnouncement> = {
  what: 'announcement',
  store: (ports) => ports.announcements,
  columns: ANNOUNCEMENT_COLUMNS,
  // An announcement to everyone names no one; one to a group or a person names one that exists,
  // or it would reach nobody without a word.
  async prepare(ports, fields) {
    if (fields.audience === 'all') return { ...fields, audience_id: '' };
    if (fields.audience === 'group' && !(await ports.audiences.hasGroup(fields.audience_id))) throw invalidField('audience_id', message('noneWithThisId', { what: 'user group' }));
    if (fields.audience === 'user' && !(await ports.audiences.hasUser(fields.audience_id))) throw invalidField('audience_id', message('noneWithThisId', { what: 'account' }));
    return fields;
  },
};
