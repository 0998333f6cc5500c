import * as z from 'zod';
import { FORM_FILE_CONTENT_TYPES } from '../file-types.js';
import { stamps } from './common.js';

/**
 * Files sent through the one-field form upload (../shared/SPEC.md §7 "Files"; decision 0038): a
 * lesson's download, a handout. The form carries one field, `file`; the API checks the type, the
 * size and the bytes, keeps the file in the uploads bucket and answers its record.
 */

/**
 * The largest file the form takes: the form reaches the Lambda base64-encoded, inside Lambda's
 * 6 MB request payload. Larger files (videos, images) go straight to the bucket by presigned PUT.
 */
export const MAX_FORM_FILE_BYTES = 4 * 1024 * 1024;
/** A form body of one such file, with its boundaries and headers. */
export const MAX_FORM_BODY_BYTES = MAX_FORM_FILE_BYTES + 64 * 1024;

/** The form's one field as the API's parser hands it over. */
export interface FormFileField {
  filename: string;
  mimetype: string;
  content: Uint8Array;
  /** Set when the file was longer than the route takes. */
  truncated?: boolean;
}

const isFormFileField = (value: unknown): value is FormFileField => {
  const field = value as Partial<FormFileField> | null;
  return typeof field === 'object' && field !== null && typeof field.filename === 'string' && typeof field.mimetype === 'string' && field.content instanceof Uint8Array;
};

/**
 * The `file` field: the browser sends a Blob (a File), which the API's multipart parser turns into
 * its name, type and bytes; the name is checked here, the bytes by the service.
 */
const formFile = z
  .custom<Blob>((value) => isFormFileField(value), 'Send the file in the form field "file".')
  .transform((value) => value as unknown as FormFileField)
  .refine((field) => field.filename.trim() !== '' && field.filename.length <= 200, 'The file needs a name of at most 200 characters.');

export const fileUploadForm = z.object({ file: formFile });

/** A file kept: what the download shows and the lesson that offers it. */
export const uploadedFile = z.object({
  file_name: z.string(),
  content_type: z.enum(FORM_FILE_CONTENT_TYPES),
  size: z.number(),
  ...stamps,
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** A short link that downloads a file under its name. */
export const fileDownload = z.object({ url: z.string(), file_name: z.string(), expires_at: z.string() });
export type FileDownload = z.infer<typeof fileDownload>;
