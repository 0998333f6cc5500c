import * as z from 'zod';
import { VIDEO_STATUSES, VIDEO_UPLOAD_TYPES } from '../enums.js';
import { stamps, text } from './common.js';
import { column, stampColumns, tablePage, type TableColumn } from './table.js';

/**
 * Videos (../shared/SPEC.md §3 Video; decision 0032). A video is described by a form (its title,
 * how it is kept, the link of an external one); its file is uploaded apart, straight to the
 * uploads bucket in parts, and the fields after the form's are the server's to set.
 */

export type VideoUploadType = (typeof VIDEO_UPLOAD_TYPES)[number];
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The video files taken, by type, with the names' endings each may have. */
export const VIDEO_TYPES = {
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov'],
  'video/x-matroska': ['mkv'],
} as const;
export type VideoContentType = keyof typeof VIDEO_TYPES;
const VIDEO_CONTENT_TYPES = Object.keys(VIDEO_TYPES) as [VideoContentType, ...VideoContentType[]];
export const MAX_VIDEO_BYTES = 5 * 1024 ** 3;
/** Each part of a video's upload but the last is this size: 5 GB in at most 640 parts. */
export const VIDEO_PART_BYTES = 8 * 1024 ** 2;
/** The most part links one request hands out. */
export const MAX_PART_LINKS = 50;

/** Hosts an external video may be on: it is shown embedded, so only players that embed. */
export const EXTERNAL_VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'youtu.be', 'vimeo.com', 'player.vimeo.com'] as const;
const externalUrl = z
  .string()
  .trim()
  .max(500, 'external_url is too long.')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && (EXTERNAL_VIDEO_HOSTS as readonly string[]).includes(url.hostname);
    } catch {
      return false;
    }
  }, 'external_url must be an https link to YouTube or Vimeo.')
  .default('');

/** What the back office's form and the instructor's share: the title, how it is kept, the link of an external one. */
const videoForm = {
  title: text('title', 200),
  upload_video_type: z.enum(VIDEO_UPLOAD_TYPES, { error: `upload_video_type must be one of ${VIDEO_UPLOAD_TYPES.join(', ')}.` }),
  external_url: externalUrl,
};
const linked = (video: { upload_video_type: VideoUploadType; external_url: string }) => video.upload_video_type !== 'others' || video.external_url !== '';
const needsLink = { path: ['external_url'], message: 'An external video needs its link (YouTube or Vimeo).' };

export const videoInput = z
  .strictObject({
    ...videoForm,
    /** A video category of its own file (`/api/videocategory`); '' or absent for none. */
    category_id: z.string().trim().max(64, 'category_id is too long.').optional(),
  })
  .refine(linked, needsLink);

/** An instructor's new video (decision 0037): the back office's form without its category, which is the library's. */
export const teachingVideoInput = z.strictObject(videoForm).refine(linked, needsLink);

/** An upload under way: what was announced, so a reload resumes it and completion checks it. */
export const videoUpload = z.object({
  upload_id: z.string(),
  key: z.string(),
  file_name: z.string(),
  content_type: z.enum(VIDEO_CONTENT_TYPES),
  size: z.number(),
  part_size: z.number(),
  started_at: z.string(),
});
export type VideoUpload = z.infer<typeof videoUpload>;

export const video = z.object({
  ...stamps,
  title: z.string(),
  upload_video_type: z.enum(VIDEO_UPLOAD_TYPES),
  external_url: z.string(),
  /** A video category (decision 0036); '' or absent for none. */
  category_id: z.string().optional(),
  /** The instructor (user id) who uploaded it from the instructor area (decision 0037); '' or absent for the back office's. */
  owner_id: z.string().optional(),
  status: z.enum(VIDEO_STATUSES),
  /** The original's key in the uploads bucket ('' before one is uploaded); ../shared/SPEC.md §3 `video_file`. */
  video_file: z.string(),
  /** What plays, in the media bucket: the HLS master playlist once transcoded (`videos/<id>/master.m3u8`), or the file kept as it is (`videos/<id>/original.mp4`). */
  playlist: z.string(),
  /** The transcoding job of the file, whose state changes are applied only to it. */
  job_id: z.string(),
  /** Why the last upload or job failed ('' otherwise). */
  error: z.string(),
  /** The height of the uploaded picture, which decides the renditions (0 while unknown). */
  height: z.number(),
  /** Its length in whole seconds, as the transcoder measured it (0 or absent while unknown): what "watched to 90 %" counts against (decision 0045). */
  duration_seconds: z.number().optional(),
  upload: videoUpload.nullable(),
});
export type Video = z.infer<typeof video>;

export const VIDEO_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('upload_video_type', 'string'),
  column('category_id', 'string'),
  column('status', 'string'),
  column('video_file', 'string'),
];
export const videoTable = tablePage(video);

const byteCount = (label: string, max: number, tooLarge: string) =>
  z.coerce.number({ error: `${label} must be a number of bytes.` }).int(`${label} must be a number of bytes.`).min(1, 'The file is empty.').max(max, tooLarge);

/** Starting an upload: the file's name, type and exact size, and its picture's height when the browser read it. */
export const videoUploadInput = z
  .strictObject({
    file_name: text('file_name', 255),
    content_type: z.enum(VIDEO_CONTENT_TYPES, { error: 'A video is an MP4, MOV or MKV file.' }),
    size: byteCount('size', MAX_VIDEO_BYTES, 'A video is at most 5 GB.'),
    height: z.coerce.number().int().min(0).max(8640).default(0),
  })
  .refine((file) => (VIDEO_TYPES[file.content_type] as readonly string[]).includes(file.file_name.split('.').pop()?.toLowerCase() ?? ''), {
    path: ['file_name'],
    message: "The file's name does not end as its type does (.mp4, .m4v, .mov or .mkv).",
  });
export const videoUploadStarted = z.object({ upload: videoUpload, part_count: z.number() });

const partNumber = z.coerce.number({ error: 'A part number is a whole number.' }).int('A part number is a whole number.').min(1, 'Part numbers start at 1.').max(10_000);
const uploadId = z.string().trim().min(1, 'upload_id is required.').max(1024);
export const videoPartsInput = z.strictObject({
  upload_id: uploadId,
  part_numbers: z.array(partNumber).min(1, 'Name at least one part.').max(MAX_PART_LINKS, `At most ${MAX_PART_LINKS} parts a request.`),
});
/** A presigned PUT per part: send the part as the body with exactly these headers, keep the answer's ETag. */
export const videoPartLinks = z.object({ parts: z.array(z.object({ part_number: z.number(), url: z.string(), headers: z.record(z.string(), z.string()) })) });
/** The upload under way, and the parts storage already holds: a reload sends only the others. */
export const videoUploadState = z.object({ upload: videoUpload.nullable(), parts: z.array(z.object({ part_number: z.number(), size: z.number(), etag: z.string() })) });
export const videoCompleteInput = z.strictObject({
  upload_id: uploadId,
  parts: z.array(z.object({ part_number: partNumber, etag: z.string().trim().min(1).max(200) })).min(1, 'Name the uploaded parts.').max(10_000),
});
export const videoAbortInput = z.strictObject({ upload_id: uploadId });
