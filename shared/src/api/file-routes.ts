import { defineRoute } from './route.js';
import { idParams } from './schemas/ids.js';
import { fileDownload, fileUploadForm, MAX_FORM_BODY_BYTES, uploadedFile } from './schemas/files.js';

/**
 * The one-field file upload and the download helper of ../shared/SPEC.md §7 "Files" (decision
 * 0038): a form with one `file` field posted to `/api/files`, and a short link to download a kept
 * file under its name. Lesson files are attached in the courses screen, whose permission these take.
 */
export const fileRoutes = {
  uploadFile: defineRoute({
    id: 'uploadFile',
    method: 'POST',
    path: '/api/files',
    domain: 'media',
    access: 'admin',
    permission: ['courses'],
    summary: 'Keep a file sent as a form with one field, `file` (a PDF, ZIP, Office document, text or image of at most 4 MB): refused, nothing kept, when its bytes are not its type.',
    body: fileUploadForm,
    maxBodyBytes: MAX_FORM_BODY_BYTES,
    response: uploadedFile,
  }),
  downloadFile: defineRoute({
    id: 'downloadFile',
    method: 'GET',
    path: '/api/files/{id}/download',
    domain: 'media',
    access: 'admin',
    permission: ['courses'],
    summary: 'A five-minute link that downloads a kept file under its name.',
    params: idParams,
    response: fileDownload,
  }),
} as const;
