import * as z from 'zod';
import { IMAGE_STATUSES } from '../enums.js';
import { IMAGE_VARIANT_NAMES } from '../../media/image-variants.js';
import { stamps, text } from './common.js';
import { column, stampColumns, tablePage, type TableColumn } from './table.js';

/**
 * Images (../shared/SPEC.md §3 Image; decision 0035). An image is described by a form (its title);
 * its file is uploaded apart, straight to the uploads bucket by a presigned PUT, and the fields
 * after the form's are the server's: the original (`image_file`), what it is, and the variants
 * made of it, with the public URLs pages build `srcset` from.
 */

export type ImageStatus = (typeof IMAGE_STATUSES)[number];

/** The image files taken, by type, with the names' endings each may have. */
export const IMAGE_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
} as const;
export type ImageContentType = keyof typeof IMAGE_TYPES;
const IMAGE_CONTENT_TYPES = Object.keys(IMAGE_TYPES) as [ImageContentType, ...ImageContentType[]];
export const MAX_IMAGE_BYTES = 10 * 1024 ** 2;

export const imageInput = z.strictObject({ title: text('title', 200) });

/** An upload asked for and not completed yet: what was announced, which completion checks. */
export const imageUpload = z.object({
  key: z.string(),
  file_name: z.string(),
  content_type: z.enum(IMAGE_CONTENT_TYPES),
  size: z.number(),
  started_at: z.string(),
});
export type ImageUpload = z.infer<typeof imageUpload>;

/** One variant in the media bucket, and where it is served. */
export const imageVariant = z.object({
  name: z.enum(IMAGE_VARIANT_NAMES as [string, ...string[]]),
  key: z.string(),
  /** `<MEDIA_URL>/images/<id>/<name>.<extension>`: public, as every page shows it. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  content_type: z.string(),
  size: z.number(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const image = z.object({
  ...stamps,
  title: z.string(),
  status: z.enum(IMAGE_STATUSES),
  /** The original's key in the uploads bucket ('' before one is uploaded); ../shared/SPEC.md §3 `image_file`. */
  image_file: z.string(),
  /** The original's name, type, size and picture size as uploaded ('' and 0 before). */
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  /** The card, detail and social variants (none before the file is uploaded). */
  variants: z.array(imageVariant),
  upload: imageUpload.nullable(),
});
export type Image = z.infer<typeof image>;

export const IMAGE_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('status', 'string'),
  column('image_file', 'string'),
  column('file_name', 'string'),
  column('width', 'number'),
  column('height', 'number'),
  column('size', 'number'),
];
export const imageTable = tablePage(image);

/** Asking to upload a file: its name, type and exact size, which the presigned PUT holds. */
export const imageUploadInput = z
  .strictObject({
    file_name: text('file_name', 255),
    content_type: z.enum(IMAGE_CONTENT_TYPES, { error: 'An image is a JPEG, PNG or WebP file.' }),
    size: z.coerce
      .number({ error: 'size must be a number of bytes.' })
      .int('size must be a number of bytes.')
      .min(1, 'The file is empty.')
      .max(MAX_IMAGE_BYTES, 'An image is at most 10 MB.'),
  })
  .refine((file) => (IMAGE_TYPES[file.content_type] as readonly string[]).includes(file.file_name.split('.').pop()?.toLowerCase() ?? ''), {
    path: ['file_name'],
    message: "The file's name does not end as its type does (.jpg, .jpeg, .png or .webp).",
  });
/** A presigned PUT: the file as the body, with exactly these headers (the signature holds its type and size). */
export const imageUploadLink = z.object({ url: z.string(), headers: z.record(z.string(), z.string()), key: z.string(), expires_at: z.string() });
export const imageCompleteInput = z.strictObject({ key: z.string().trim().min(1, 'key is required.').max(1024) });
