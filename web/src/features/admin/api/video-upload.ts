import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import { useRouteQuery } from '../../../lib/query';
import type { UploadRoutes } from '../lib/multipart-upload';

/**
 * The upload routes of one video (decision 0032), as the uploader calls them: start
 * (POST /api/videos/{id}/upload), part links (…/upload/parts), complete (…/upload/complete) and
 * cancel (…/upload/abort). Their bodies hold lists, so they go as JSON.
 */
export const videoUploadRoutes = (id: string): UploadRoutes => ({
  start: (file) => callRoute(routes.startVideoUpload, { params: { id }, body: file, json: true }),
  sign: async (uploadId, partNumbers) => (await callRoute(routes.signVideoParts, { params: { id }, body: { upload_id: uploadId, part_numbers: [...partNumbers] }, json: true })).parts,
  complete: (uploadId, parts) => callRoute(routes.completeVideoUpload, { params: { id }, body: { upload_id: uploadId, parts: [...parts] }, json: true }),
  abort: (uploadId) => callRoute(routes.abortVideoUpload, { params: { id }, body: { upload_id: uploadId }, json: true }),
});

/** GET /api/videos/{id}/upload: the upload under way and the parts storage holds, read fresh each time it is asked for. */
export const useVideoUploadState = (id: string, enabled: boolean) => useRouteQuery(routes.videoUploadState, { params: { id } }, { enabled, staleTime: 0, gcTime: 0 });
