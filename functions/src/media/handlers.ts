import { route } from '../app.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import type { RouteHandler } from '../http/handler.js';
import { slipPorts, videoPorts } from './deps.js';
import { routes } from './routes.js';
import { requestSlipUpload, submitSlip, viewOrderSlip } from './service.js';
import { abortVideoUpload, completeVideoUpload, retryVideo, signVideoParts, startVideoUpload, videoUploadState, videos } from './videos.js';

export const mediaHandlers: RouteHandler[] = [
  route(routes.requestSlipUpload, ({ params, body, caller }) => requestSlipUpload(slipPorts(), caller.userId, params.id, body)),
  route(routes.submitSlip, ({ params, body, caller }) => submitSlip(slipPorts(), caller.userId, params.id, body.key)),
  route(routes.viewOrderSlip, ({ params }) => viewOrderSlip(slipPorts(), params.id)),
  ...masterFileHandlers([videos], videoPorts),
  route(routes.startVideoUpload, ({ params, body }) => startVideoUpload(videoPorts(), params.id, body)),
  route(routes.videoUploadState, ({ params }) => videoUploadState(videoPorts(), params.id)),
  route(routes.signVideoParts, ({ params, body }) => signVideoParts(videoPorts(), params.id, body)),
  route(routes.completeVideoUpload, ({ params, body }) => completeVideoUpload(videoPorts(), params.id, body)),
  route(routes.abortVideoUpload, ({ params, body }) => abortVideoUpload(videoPorts(), params.id, body.upload_id)),
  route(routes.retryVideo, ({ params }) => retryVideo(videoPorts(), params.id)),
];
