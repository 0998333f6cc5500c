import { ConnectionError } from '../../../lib/api/errors';
import type { SlipUpload } from './request-slip-upload';

/** Storage refused the upload (its signature: the type, the exact size, the link's five minutes). */
export class SlipUploadError extends Error {
  constructor(readonly status: number) {
    super(`The slip upload was refused (${status}).`);
    this.name = 'SlipUploadError';
  }
}

/**
 * The slip itself, straight to storage through the presigned PUT (decision 0031), with the headers
 * the signature holds. It never passes through our API.
 */
export async function uploadSlip(upload: Pick<SlipUpload, 'url' | 'headers'>, file: Blob, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: file, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConnectionError();
  }
  if (!response.ok) throw new SlipUploadError(response.status);
}
