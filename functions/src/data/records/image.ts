import { IMAGE_STATUSES, type Image, type ImageVariant } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A variant as stored: its key in the media bucket; its URL is where media is served now (decision 0035). */
export type StoredImageVariant = Omit<ImageVariant, 'url'>;

/** An image as stored: the API's fields, its variants without their URLs. */
export type StoredImage = Omit<Image, 'variants'> & { variants: StoredImageVariant[] };

/** An image (decision 0035): its form's field, and its file's state, which only the server writes. */
export const imageModel = {
  model: { entity: 'image', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    status: { type: IMAGE_STATUSES, required: true },
    image_file: { type: 'string', default: '' },
    file_name: { type: 'string', default: '' },
    content_type: { type: 'string', default: '' },
    size: { type: 'number', default: 0 },
    width: { type: 'number', default: 0 },
    height: { type: 'number', default: 0 },
    /** StoredImageVariant[] */
    variants: { type: 'any', default: () => [] },
    /** The upload asked for and not completed (ImageUpload), absent when there is none. */
    upload: { type: 'any' },
  },
  indexes: listedIndexes,
} as const;

export const imageRecords = recordKind<StoredImage>(imageModel, ['upload']);
