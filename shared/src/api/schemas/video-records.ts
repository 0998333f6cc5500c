import * as z from 'zod';
import { day, optionalText, stamps, text } from './common.js';
import { MAX_VIDEO_BYTES, VIDEO_TYPES, type VideoContentType } from './media.js';
import { column, stampColumns, tablePage, type TableColumn } from './table.js';

/**
 * Video categories and course video records (../shared/SPEC.md §3 "Deletable kinds": video
 * category, course video record; decision 0036). A video may sit in a category of its own file;
 * a video record is the recording of a class, kept for a course's students, with its own file.
 */

export const videoCategoryInput = z.strictObject({
  name: text('name', 120),
  description: optionalText('description', 2000),
  ordering: z.coerce.number({ error: 'ordering must be a number.' }).int().min(0).default(0),
});
export const videoCategory = z.object({ ...videoCategoryInput.shape, ...stamps });
export type VideoCategory = z.infer<typeof videoCategory>;
export const VIDEO_CATEGORY_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string'), column('ordering', 'number')];
export const videoCategoryTable = tablePage(videoCategory);

export const videoRecordInput = z.strictObject({
  title: text('title', 200),
  /** The course whose students the recording is kept for. */
  course_id: text('course_id', 64),
  /** The day the class was held. */
  recorded_on: day('recorded_on'),
  description: optionalText('description', 2000),
});

/** Where a video record's file is, in the uploads bucket: `video-records/<id>/<new id>.<ext>`. */
export const videoRecordPrefix = (recordId: string) => `video-records/${recordId}/`;

export const videoRecord = z.object({
  ...videoRecordInput.shape,
  ...stamps,
  /** The file's key in the uploads bucket ('' before one is uploaded). */
  video_file: z.string(),
  /** The name the file had on the administrator's machine, and its size in bytes. */
  file_name: z.string(),
  size: z.number(),
});
export type VideoRecord = z.infer<typeof videoRecord>;
export const VIDEO_RECORD_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('course_id', 'string'),
  column('recorded_on', 'string'),
  column('file_name', 'string'),
  column('size', 'number'),
];
export const videoRecordTable = tablePage(videoRecord);

const VIDEO_CONTENT_TYPES = Object.keys(VIDEO_TYPES) as [VideoContentType, ...VideoContentType[]];

/** Asking to upload a record's file: its name, type and exact size (one presigned PUT, at most 5 GB). */
export const videoRecordUploadInput = z
  .strictObject({
    file_name: text('file_name', 255),
    content_type: z.enum(VIDEO_CONTENT_TYPES, { error: 'A video is an MP4, MOV or MKV file.' }),
    size: z.coerce
      .number({ error: 'size must be a number of bytes.' })
      .int('size must be a number of bytes.')
      .min(1, 'The file is empty.')
      .max(MAX_VIDEO_BYTES, 'A video is at most 5 GB.'),
  })
  .refine((file) => (VIDEO_TYPES[file.content_type] as readonly string[]).includes(file.file_name.split('.').pop()?.toLowerCase() ?? ''), {
    path: ['file_name'],
    message: "The file's name does not end as its type does (.mp4, .m4v, .mov or .mkv).",
  });
/** A presigned PUT: the file as the body, with exactly these headers (the signature holds its type and size). */
export const videoRecordUpload = z.object({ url: z.string(), headers: z.record(z.string(), z.string()), key: z.string(), expires_at: z.string() });
/** Keeping the uploaded file on the record: the key the upload was given, and the file's own name. */
export const videoRecordCompleteInput = z.strictObject({
  key: z.string().trim().min(1, 'key is required.').max(300),
  file_name: text('file_name', 255),
});
/** A short-lived link to watch a record's file. */
export const videoRecordView = z.object({ url: z.string() });
