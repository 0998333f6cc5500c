/**
 * The file types the one-field form upload takes (decision 0038), without zod: the data layer's
 * records name them, and every Lambda loads the data layer.
 */

/** The files taken, by type, with the names' endings each may have. */
export const FORM_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
} as const;
export type FormFileType = keyof typeof FORM_FILE_TYPES;
export const FORM_FILE_CONTENT_TYPES = Object.keys(FORM_FILE_TYPES) as [FormFileType, ...FormFileType[]];
