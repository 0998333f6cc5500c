import { routes } from '@lm/shared/api/route-refs';
import type { VideoFileCalls } from '../../../components/video-upload/video-upload-panel';
import { callRoute } from '../../../lib/api/call-route';
import { getVideo, videoKey } from './get-video';
import { retryVideo } from './retry-video';

/**
 * The back office's routes of one video's file (decision 0032), as the upload panel calls them:
 * the video (GET /api/videos/{id}), its upload's state (GET …/upload), start (POST …/upload),
 * part links (…/upload/parts), complete (…/upload/complete), cancel (…/upload/abort) and retry.
 * Their bodies hold lists, so they go as JSON.
 */
export const videoFileCalls = (id: string): VideoFileCalls => ({
  key: videoKey(id),
  read: (signal) => getVideo(id, signal),
  uploadState: (signal) => callRoute(routes.videoUploadState, { params: { id }, signal }),
  upload: {
    start: (file) => callRoute(routes.startVideoUpload, { params: { id }, body: file, json: true }),
    sign: async (uploadId, partNumbers) => (await callRoute(routes.signVideoParts, { params: { id }, body: { upload_id: uploadId, part_numbers: [...partNumbers] }, json: true })).parts,
    complete: (uploadId, parts) => callRoute(routes.completeVideoUpload, { params: { id }, body: { upload_id: uploadId, parts: [...parts] }, json: true }),
    abort: (uploadId) => callRoute(routes.abortVideoUpload, { params: { id }, body: { upload_id: uploadId }, json: true }),
  },
  retry: () => retryVideo(id),
});
