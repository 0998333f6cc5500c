import type { FileDownload, UploadedFile } from '@lm/shared';
import { uploadedFileKey } from '../data/records/uploaded-file.js';
import type { UploadStorage } from '../media/ports.js';

/** How long a download link lasts: long enough to start the download, not to share it. */
export const DOWNLOAD_LINK_SECONDS = 300;

/** The short link that downloads a kept file under its name (decision 0038). */
export async function fileDownloadOf(uploads: Pick<UploadStorage, 'downloadUrl'>, file: UploadedFile, now: Date): Promise<FileDownload> {
  return {
    url: await uploads.downloadUrl(uploadedFileKey(file), file.file_name, DOWNLOAD_LINK_SECONDS),
    file_name: file.file_name,
    expires_at: new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000).toISOString(),
  };
}
