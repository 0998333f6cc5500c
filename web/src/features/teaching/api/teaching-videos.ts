import type { Video } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import type { VideoFileCalls } from '../../../components/video-upload/video-upload-panel';
import { callRoute } from '../../../lib/api/call-route';
import { queryClient, routeKey, useRouteQuery } from '../../../lib/query';

/** How often the list is read again while one of its videos is transcoded. */
const PROCESSING_POLL_MS = 2_500;

const uploadsKey = routeKey(routes.listTeachingUploads, {});

/** GET /api/me/teaching/uploads: the videos the instructor uploaded, in every state, newest first. */
export const useTeachingUploads = () =>
  useRouteQuery(routes.listTeachingUploads, {}, { staleTime: 0, refetchInterval: (query) => (query.state.data?.some((video) => video.status === 'processing') ? PROCESSING_POLL_MS : false) });

/** A video as the upload panel last read it, put in the list at once. */
export const showInUploads = (video: Video) =>
  queryClient.setQueryData<Video[]>(uploadsKey, (videos) => videos?.map((one) => (one.id === video.id ? video : one)));

/** POST /api/me/teaching/videos: a video of the instructor's own (decision 0037); its file is uploaded apart. */
export async function createTeachingVideo(body: { title: string; upload_video_type: Video['upload_video_type']; external_url: string }): Promise<Video> {
  const video = await callRoute(routes.createTeachingVideo, { body, json: true });
  // The list and the curriculum editor's choice of videos hold it now.
  await Promise.all([routes.listTeachingUploads, routes.listTeachingVideos].map((ref) => queryClient.invalidateQueries({ queryKey: routeKey(ref) })));
  return video;
}

/**
 * The instructor's routes of one of their videos' file (…/api/me/teaching/videos/{id}/…), as the
 * upload panel calls them: the same steps as the back office's, on their own videos only.
 */
export const teachingVideoFileCalls = (id: string): VideoFileCalls => ({
  key: routeKey(routes.getTeachingVideo, { params: { id } }),
  read: (signal) => callRoute(routes.getTeachingVideo, { params: { id }, signal }),
  uploadState: (signal) => callRoute(routes.teachingVideoUploadState, { params: { id }, signal }),
  upload: {
    start: (file) => callRoute(routes.startTeachingVideoUpload, { params: { id }, body: file, json: true }),
    sign: async (uploadId, partNumbers) => (await callRoute(routes.signTeachingVideoParts, { params: { id }, body: { upload_id: uploadId, part_numbers: [...partNumbers] }, json: true })).parts,
    complete: (uploadId, parts) => callRoute(routes.completeTeachingVideoUpload, { params: { id }, body: { upload_id: uploadId, parts: [...parts] }, json: true }),
    abort: (uploadId) => callRoute(routes.abortTeachingVideoUpload, { params: { id }, body: { upload_id: uploadId }, json: true }),
  },
  retry: () => callRoute(routes.retryTeachingVideo, { params: { id } }),
});
