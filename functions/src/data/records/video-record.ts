import type { Course, VideoRecord } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { courseSchema } from '../entities/course.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A course video record (decision 0036): the recording of a class, kept for a course's students, with its own file. */
export const videoRecordModel = {
  model: { entity: 'videoRecord', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    recorded_on: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    /** The file's key in the uploads bucket, under `video-records/<id>/`. */
    video_file: { type: 'string', default: '' },
    file_name: { type: 'string', default: '' },
    size: { type: 'number', default: 0 },
  },
  indexes: listedIndexes,
} as const;

export const videoRecordRecords = recordKind<VideoRecord>(videoRecordModel);

/** The catalogue's courses, read by id: a video record names one. */
export const courseRecords = recordKind<Course>(courseSchema, ['sale_price']);
