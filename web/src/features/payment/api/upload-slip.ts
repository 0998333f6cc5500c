import { ConnectionError } from '../../../lib/api/errors';
import type { SlipUploadForm } from './request-slip-upload';

/** Storage refused the upload (its policy: the type, the size, the form's five minutes). */
export class SlipUploadError extends Error {
  constructor(readonly status: number) {
    super(`The slip upload was refused (${status}).`);
    this.name = 'SlipUploadError';
  }
}

/**
 * The slip itself, straight to storage through the presigned form (decision 0031): every field
 * the form gave, then the file as `file`. It never passes through our API.
 */
export async function uploadSlip(form: Pick<SlipUploadForm, 'url' | 'fields'>, file: Blob, signal?: AbortSignal): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(form.url, { method: 'POST', body, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConnectionError();
  }
  if (!response.ok) throw new SlipUploadError(response.status);
}
