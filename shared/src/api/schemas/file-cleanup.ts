import * as z from 'zod';
import { VIDEO_UPLOAD_TYPES } from '../enums.js';

/**
 * ../shared/SPEC.md §7 "File clean-up before and after a file delete" (decision 0036): the back
 * office reads a record's file name, deletes the record, then asks for the file to be removed. Only
 * files of the product's own layout are ever named, each under its record's folder.
 */

const ID = '[A-Za-z0-9_-]{1,64}';
/** One file name in a folder: no slash, and never `.` or `..`. */
const NAME = '[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}';

/** The files a clean-up may name, by what they belong to; the record's id is the first group. */
export const FILE_LAYOUTS = {
  /** A video's original in the uploads bucket (`videos/<id>/<file>`); its renditions are in the media bucket under the same folder. */
  video: new RegExp(`^videos/(${ID})/(${NAME})$`),
  /** A course video record's file in the uploads bucket. */
  videoRecord: new RegExp(`^video-records/(${ID})/(${NAME})$`),
  /** An image's original in the uploads bucket (`image_file`); its variants are in the media bucket under the same folder. */
  image: new RegExp(`^images/(${ID})/(${NAME})$`),
} as const;
export type FileLayout = keyof typeof FILE_LAYOUTS;

/** The record a file of `layout` belongs to, or undefined when the name is not of that layout. */
export function fileOwnerId(layout: FileLayout, fileName: string): string | undefined {
  return FILE_LAYOUTS[layout].exec(fileName)?.[1];
}

/** The layout a file name is of, if any. */
export function fileLayoutOf(fileName: string): FileLayout | undefined {
  return (Object.keys(FILE_LAYOUTS) as FileLayout[]).find((layout) => FILE_LAYOUTS[layout].test(fileName));
}

const fileName = (layouts: readonly FileLayout[]) =>
  z
    .string({ error: 'fileName is required.' })
    .trim()
    .min(1, 'fileName is required.')
    .max(300, 'fileName is too long.')
    .refine((name) => layouts.some((layout) => FILE_LAYOUTS[layout].test(name)), 'fileName is not a file the product keeps.');

/** The state the raw read answered (a video's or an image's `status`); the server decides from the file and its record, not from it. */
const fileStatus = z
  .string()
  .trim()
  .max(40, 'status is too long.')
  .regex(/^[a-z0-9_-]*$/, 'status is a state such as ready or error.')
  .optional();

/** POST /api/delete/video/record: a course video record's file. */
export const videoRecordFileDelete = z.strictObject({ fileName: fileName(['videoRecord']) });
/** POST /api/home/test_delete: the file of a video (kept as it is) or of an image, with its status. */
export const fileDelete = z.strictObject({ fileName: fileName(['video', 'image']), status: fileStatus });
/** POST /api/delete/video/m3u8: an HLS video's original and its renditions. */
export const m3u8FileDelete = z.strictObject({ fileName: fileName(['video']), status: fileStatus });
/** How many objects went; 0 when they were gone already (the server removes a deleted video's files itself). */
export const filesDeleted = z.object({ deleted: z.number().int() });

/** GET /api/videos/raw/{id}: what the back office needs to clean a video's files up after deleting it. */
export const videoRaw = z.object({
  id: z.string(),
  /** The original's key ('' when the video has no file: an external one, or none uploaded yet). */
  fileName: z.string(),
  status: z.string(),
  upload_video_type: z.enum(VIDEO_UPLOAD_TYPES),
});
export type VideoRaw = z.infer<typeof videoRaw>;
/** GET /api/videosrecord/raw/{id}. */
export const videoRecordRaw = z.object({ id: z.string(), fileName: z.string() });
export type VideoRecordRaw = z.infer<typeof videoRecordRaw>;
