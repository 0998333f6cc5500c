import { adminCrud, adminDelete } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds, idParams } from './schemas/ids.js';
import { image, imageCompleteInput, imageInput, imageTable, imageUploadInput, imageUploadLink } from './schemas/image.js';

/** What every route of an image's file shares: the images screen's, on one image. */
const imageFile = { domain: 'media', access: 'admin', permission: ['images'], params: idParams } as const;

/**
 * The images master file (decision 0035): its four admin routes, its §7 delete, and its file's
 * upload: a presigned PUT straight to the uploads bucket, then the completion that checks the
 * bytes and makes the variants pages show.
 */
export const imageRoutes = {
  ...adminCrud({
    domain: 'media',
    noun: 'Image',
    plural: 'Images',
    path: '/api/images',
    what: 'image',
    screen: 'images',
    summaries: { get: 'One image, for its edit form: its file (../shared/SPEC.md §7 `image_file`) and its variants with their public URLs.' },
    row: image,
    input: imageInput,
    table: imageTable,
  }),
  deleteImages: adminDelete({
    id: 'deleteImages',
    method: 'POST',
    path: '/api/images/delete',
    domain: 'media',
    screens: ['images'],
    summary: 'Delete images with their files: the original and its variants (../shared/SPEC.md §7).',
    body: deleteIds,
  }),
  startImageUpload: defineRoute({
    ...imageFile,
    id: 'startImageUpload',
    method: 'POST',
    path: '/api/images/{id}/upload',
    summary: "A presigned PUT for an image's file (JPEG, PNG or WebP, at most 10 MB): its type and exact size are in the signature.",
    body: imageUploadInput,
    response: imageUploadLink,
    example: { file_name: 'cover.png', content_type: 'image/png', size: 1000 },
  }),
  completeImageUpload: defineRoute({
    ...imageFile,
    id: 'completeImageUpload',
    method: 'POST',
    path: '/api/images/{id}/upload/complete',
    summary: 'Finish the upload: refused, and the file removed, when its bytes are not the image announced; else its card, detail and social variants are made.',
    body: imageCompleteInput,
    response: image,
    example: { key: 'images/none' },
  }),
} as const;
