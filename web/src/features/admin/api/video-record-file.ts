import type { videoRecordUploadInput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import type * as z from 'zod';
import { callRoute } from '../../../lib/api/call-route';

/** POST /api/videosrecord/{id}/upload: a presigned PUT for the record's file, holding its type and exact size. */
export const requestVideoRecordUpload = (id: string, file: z.input<typeof videoRecordUploadInput>) => callRoute(routes.requestVideoRecordUpload, { params: { id }, body: file });

/** POST /api/videosrecord/{id}/upload/complete: the uploaded file kept on the record (or refused, and removed). */
export const completeVideoRecordUpload = (id: string, key: string, fileName: string) => callRoute(routes.completeVideoRecordUpload, { params: { id }, body: { key, file_name: fileName } });

/** GET /api/videosrecord/{id}/file: a five-minute link to watch the record's file. */
export const viewVideoRecordFile = (id: string) => callRoute(routes.viewVideoRecordFile, { params: { id } });

/** PUT of the file to its presigned link, with exactly the headers it was signed with. */
export async function putFile(link: { url: string; headers: Record<string, string> }, file: File): Promise<void> {
  const answer = await fetch(link.url, { method: 'PUT', headers: link.headers, body: file });
  if (!answer.ok) throw new Error(`Storage refused the file (${answer.status}).`);
}
