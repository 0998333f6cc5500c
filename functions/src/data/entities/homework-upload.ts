import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A file a student uploaded for a homework lesson (decision 0041), in the student's partition: a
 * submission may name only the files its student uploaded for that lesson. The bytes and the
 * `uploadedFile` record are the one-field upload's (decision 0038).
 */
export const homeworkUploadSchema = {
  model: { entity: 'homeworkUpload', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    lesson_id: { type: 'string', required: true },
    file_id: { type: 'string', required: true },
    file_name: { type: 'string', required: true },
    content_type: { type: 'string', required: true },
    size: { type: 'number', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['course_id', 'lesson_id', 'file_id'] } },
  },
} as const;

export const createHomeworkUploadEntity = ({ table, client }: DataOptions) => new Entity(homeworkUploadSchema, { table, client });
export type HomeworkUploadItem = EntityItem<ReturnType<typeof createHomeworkUploadEntity>>;
