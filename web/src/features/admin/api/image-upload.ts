import { IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageContentType } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** The image type a file's name says it is (.jpg, .jpeg, .png, .webp), as the server takes it. */
export function imageTypeOf(name: string): ImageContentType | undefined {
  const ending = name.split('.').pop()?.toLowerCase() ?? '';
  return (Object.keys(IMAGE_TYPES) as ImageContentType[]).find((type) => (IMAGE_TYPES[type] as readonly string[]).includes(ending));
}

export const isTooLarge = (file: Pick<File, 'size'>) => file.size > MAX_IMAGE_BYTES;

/** POST /api/images/{id}/upload: a presigned PUT holding the file's type and exact size. */
export const startImageUpload = (id: string, file: File, contentType: ImageContentType) =>
  callRoute(routes.startImageUpload, { params: { id }, body: { file_name: file.name, content_type: contentType, size: file.size }, json: true });

/** POST /api/images/{id}/upload/complete: the server checks the file and makes its variants; answers the image. */
export const completeImageUpload = (id: string, key: string) => callRoute(routes.completeImageUpload, { params: { id }, body: { key }, json: true });

/** Storage refused the file (its status): the link ran out, or the file is not the one it was signed for. */
export class StorageRefusedError extends Error {
  constructor(readonly status: number) {
    super(`Storage refused the file (${status}).`);
    this.name = 'StorageRefusedError';
  }
}

/**
 * PUTs the file to its presigned link with exactly the signed headers, telling the bytes sent as
 * they go (an XMLHttpRequest: fetch reports no upload progress).
 */
export function putImageFile(link: { url: string; headers: Record<string, string> }, file: File, onProgress: (sent: number, total: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', link.url);
    for (const [name, value] of Object.entries(link.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size));
    request.addEventListener('load', () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new StorageRefusedError(request.status))));
    request.addEventListener('error', () => reject(new StorageRefusedError(0)));
    request.send(file);
  });
}
