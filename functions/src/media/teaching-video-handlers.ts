import { route } from '../app.js';
import type { RouteHandler } from '../http/handler.js';
import { videoPorts } from './deps.js';
import { routes } from './routes.js';
import { abortVideoUpload, completeVideoUpload, createOwnVideo, listOwnVideos, readVideo, retryVideo, signVideoParts, startVideoUpload, videoUploadState } from './videos.js';

/** The instructor's own videos (decision 0037): the back office's steps, scoped to the caller's uploads. */
export const teachingVideoHandlers: RouteHandler[] = [
  route(routes.listTeachingUploads, ({ caller }) => listOwnVideos(videoPorts(), caller.userId)),
  route(routes.createTeachingVideo, ({ body, caller }) => createOwnVideo(videoPorts(), caller.userId, body)),
  route(routes.getTeachingVideo, ({ params, caller }) => readVideo(videoPorts(), params.id, { owner: caller.userId })),
  route(routes.startTeachingVideoUpload, ({ params, body, caller }) => startVideoUpload(videoPorts(), params.id, body, { owner: caller.userId })),
  route(routes.teachingVideoUploadState, ({ params, caller }) => videoUploadState(videoPorts(), params.id, { owner: caller.userId })),
  route(routes.signTeachingVideoParts, ({ params, body, caller }) => signVideoParts(videoPorts(), params.id, body, { owner: caller.userId })),
  route(routes.completeTeachingVideoUpload, ({ params, body, caller }) => completeVideoUpload(videoPorts(), params.id, body, { owner: caller.userId })),
  route(routes.abortTeachingVideoUpload, ({ params, body, caller }) => abortVideoUpload(videoPorts(), params.id, body.upload_id, { owner: caller.userId })),
  route(routes.retryTeachingVideo, ({ params, caller }) => retryVideo(videoPorts(), params.id, { owner: caller.userId })),
];
