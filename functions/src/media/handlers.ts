import { route } from '../app.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import type { RouteHandler } from '../http/handler.js';
import { filePorts, slipPorts, videoPorts } from './deps.js';
import { homeworkFileHandlers } from './homework-file-handlers.js';
import { fileDownload, uploadFile } from './files.js';
import { imagePorts } from './image-deps.js';
import { completeImageUpload, images, startImageUpload } from './images.js';
import { getPublicImage } from './public-images.js';
import { routes } from './routes.js';
import { teachingVideoHandlers } from './teaching-video-handlers.js';
import { videoLibraryHandlers } from './video-library-handlers.js';
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
  ...masterFileHandlers([images], imagePorts),
  route(routes.startImageUpload, ({ params, body }) => startImageUpload(imagePorts(), params.id, body)),
  route(routes.completeImageUpload, ({ params, body }) => completeImageUpload(imagePorts(), params.id, body)),
  route(routes.getPublicImage, ({ params }) => getPublicImage(imagePorts(), params.id)),
  ...videoLibraryHandlers,
  ...teachingVideoHandlers,
  route(routes.uploadFile, ({ body }) => uploadFile(filePorts(), body.file)),
  route(routes.downloadFile, ({ params }) => fileDownload(filePorts(), params.id)),
  ...homeworkFileHandlers,
];
