import type { VideoCategory } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A category of the videos file (decision 0036); a video names its own in `category_id`. */
export const videoCategoryModel = {
  model: { entity: 'videoCategory', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    ordering: { type: 'number', default: 0 },
  },
  indexes: listedIndexes,
} as const;

export const videoCategoryRecords = recordKind<VideoCategory>(videoCategoryModel);
