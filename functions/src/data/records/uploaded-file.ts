import { FORM_FILE_CONTENT_TYPES, type UploadedFile } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A file sent through the one-field form (decision 0038): its name, type and size; its bytes are in the uploads bucket. */
export const uploadedFileModel = {
  model: { entity: 'uploadedFile', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    file_name: { type: 'string', required: true },
    content_type: { type: FORM_FILE_CONTENT_TYPES, required: true },
    size: { type: 'number', required: true },
  },
  indexes: listedIndexes,
} as const;

export const uploadedFileRecords = recordKind<UploadedFile>(uploadedFileModel, []);

/** Where a kept file's bytes are in the uploads bucket. */
export const uploadedFileKey = (file: Pick<UploadedFile, 'id'>) => `files/${file.id}`;
