import { IMAGE_COLUMNS, IMAGE_STATUSES, imageInput, routes } from '@lm/shared';
import { deleteImageFile, readImageRaw } from '../api/file-cleanup';
import { fileCleanup } from '../lib/file-cleanup';
import { masterFile } from './define';

/**
 * Images (../shared/SPEC.md §3 Image, decision 0035): the form names the image; its file is sent
 * from the saved image's edit form, straight to storage, in the panel under it, which then shows
 * the picture and the public URLs of its card, detail and social variants to copy into a course's
 * or an article's cover.
 */
export const images = masterFile({
  key: 'images',
  endpoints: { list: routes.listImages, get: routes.getImage, create: routes.createImage, update: routes.updateImage, remove: routes.deleteImages },
  columns: IMAGE_COLUMNS,
  shown: ['title', 'status', 'file_name', 'width', 'height'],
  named: 'title',
  columnOverrides: { status: { choices: { values: IMAGE_STATUSES, labels: 'masterFiles.imageStatuses' } } },
  schema: imageInput,
  fields: ['title'],
  overrides: { title: { hint: 'masterFiles.hints.imageTitle' } },
  panel: () => import('../components/image-upload-panel'),
  // Its file goes after it as ../shared/SPEC.md §7 "File clean-up" says (decision 0036).
  deleteHooks: fileCleanup('image', readImageRaw, deleteImageFile),
});
