import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A comment under a lesson (decision 0044), in the lesson's partition: by thread (the top-level
 * comment's id), then the comment's own id. Ids begin with the time they were posted, so a
 * lesson's threads sort newest first read backwards, and each thread's replies follow its
 * top-level comment in the order they were posted. gsi1 finds one comment by its id (the back
 * office names comments by id alone); gsi2 lists every comment by time for its moderation table.
 */
export const courseCommentSchema = {
  model: { entity: 'courseComment', version: '1', service: 'marketplace' },
  attributes: {
    course_id: { type: 'string', required: true },
    lesson_id: { type: 'string', required: true },
    comment_id: { type: 'string', required: true },
    thread_id: { type: 'string', required: true },
    /** '' for a top-level comment. */
    parent_id: { type: 'string', default: '' },
    author_id: { type: 'string', required: true },
    author_name: { type: 'string', default: '' },
    author_role: { type: ['student', 'instructor', 'admin'] as const, required: true },
    text: { type: 'string', default: '' },
    hidden: { type: 'boolean', default: false },
    /** Kept as "comment deleted" for its replies. */
    deleted: { type: 'boolean', default: false },
    reply_count: { type: 'number', default: 0 },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    /** When its author last changed its text; '' when never. */
    edited_at: { type: 'string', default: '' },
  },
  indexes: {
    byLesson: { pk: { field: 'pk', composite: ['course_id', 'lesson_id'] }, sk: { field: 'sk', composite: ['thread_id', 'comment_id'] } },
    byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['comment_id'] }, sk: { field: 'gsi1sk', composite: [] } },
    all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['created_at', 'comment_id'] } },
  },
} as const;

export const createCourseCommentEntity = ({ table, client }: DataOptions) => new Entity(courseCommentSchema, { table, client });
export type CourseCommentItem = EntityItem<ReturnType<typeof createCourseCommentEntity>>;

export function createCourseCommentMock(overrides: Partial<CourseCommentItem> = {}): CourseCommentItem {
  return {
    course_id: 'course-python-basics',
    lesson_id: 'python-basics-values',
    comment_id: '0mhx5k2a0abc12345',
    thread_id: '0mhx5k2a0abc12345',
    parent_id: '',
    author_id: 'user-1',
    author_name: 'Somchai Jaidee',
    author_role: 'student',
    text: 'ตัวแปรใน Python ต้องประกาศชนิดไหมครับ',
    hidden: false,
    deleted: false,
    reply_count: 0,
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    edited_at: '',
    ...overrides,
  };
}
