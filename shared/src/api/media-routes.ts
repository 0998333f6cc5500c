import { adminCrud, adminDelete } from './admin-crud.js';
import { fileRoutes } from './file-routes.js';
import { homeworkFileRoutes } from './homework-routes.js';
import { imageRoutes } from './image-routes.js';
import { publicImageRoutes } from './public-image-routes.js';
import { defineRoute } from './route.js';
import { deleteIds, idParams } from './schemas/ids.js';
import { order, slipSubmitInput, slipUpload, slipUploadInput, slipView } from './schemas/commerce.js';
import { teachingVideoRoutes } from './teaching-video-routes.js';
import { videoLibraryRoutes } from './video-library-routes.js';
import { video, videoAbortInput, videoCompleteInput, videoInput, videoPartLinks, videoPartsInput, videoTable, videoUploadInput, videoUploadStarted, videoUploadState } from './schemas/media.js';

/** What every route of a video's file shares: the videos screen's, on one video. */
const videoFile = { domain: 'media', access: 'admin', permission: ['videos'], params: idParams } as const;

/**
 * The media domain's routes: files in the uploads bucket. A bank-transfer slip is uploaded, checked
 * and shown here; reviewing it (approve, reject) is the commerce domain's, which needs no storage.
 * Videos are described in their master file and their files uploaded in parts (decision 0032); an
 * instructor uploads their own through the same steps (decision 0037).
 */
export const mediaRoutes = {
  ...adminCrud({
    domain: 'media',
    noun: 'Video',
    plural: 'Videos',
    path: '/api/videos',
    what: 'video',
    screen: 'videos',
    // The curriculum editor (courses screen) lists the videos a lesson may show.
    readers: { list: ['courses'] },
    row: video,
    input: videoInput,
    table: videoTable,
  }),
  deleteVideos: adminDelete({
    id: 'deleteVideos',
    method: 'POST',
    path: '/api/videos/delete',
    domain: 'media',
    screens: ['videos'],
    summary: 'Delete videos with their files: the original, its renditions and its playlist (../shared/SPEC.md §7).',
    body: deleteIds,
  }),
  startVideoUpload: defineRoute({
    ...videoFile,
    id: 'startVideoUpload',
    method: 'POST',
    path: '/api/videos/{id}/upload',
    summary: "Start uploading a video's file in parts (MP4, MOV or MKV, at most 5 GB): an upload under way for it is cancelled.",
    body: videoUploadInput,
    response: videoUploadStarted,
    example: { file_name: 'lesson.mp4', content_type: 'video/mp4', size: 1000 },
  }),
  videoUploadState: defineRoute({
    ...videoFile,
    id: 'videoUploadState',
    method: 'GET',
    path: '/api/videos/{id}/upload',
    summary: "The video's upload under way and the parts storage holds, to resume it after a reload.",
    response: videoUploadState,
  }),
  signVideoParts: defineRoute({
    ...videoFile,
    id: 'signVideoParts',
    method: 'POST',
    path: '/api/videos/{id}/upload/parts',
    summary: 'Presigned PUTs for parts of the upload under way, each holding its exact size.',
    body: videoPartsInput,
    response: videoPartLinks,
    example: { upload_id: 'none', part_numbers: [1] },
  }),
  completeVideoUpload: defineRoute({
    ...videoFile,
    id: 'completeVideoUpload',
    method: 'POST',
    path: '/api/videos/{id}/upload/complete',
    summary: "Finish the upload: refused, and the file removed, when its size or its bytes are not what was announced; an HLS video's transcoding starts.",
    body: videoCompleteInput,
    response: video,
    example: { upload_id: 'none', parts: [{ part_number: 1, etag: 'none' }] },
  }),
  abortVideoUpload: defineRoute({
    ...videoFile,
    id: 'abortVideoUpload',
    method: 'POST',
    path: '/api/videos/{id}/upload/abort',
    summary: 'Cancel the upload under way: storage drops the parts it holds.',
    body: videoAbortInput,
    response: video,
    example: { upload_id: 'none' },
  }),
  retryVideo: defineRoute({
    ...videoFile,
    id: 'retryVideo',
    method: 'POST',
    path: '/api/videos/{id}/retry',
    summary: 'Transcode a video again after its job failed.',
    response: video,
  }),
  requestSlipUpload: defineRoute({
    id: 'requestSlipUpload',
    method: 'POST',
    path: '/api/me/orders/{id}/slip',
    domain: 'media',
    access: 'student',
    summary: "A presigned PUT for a bank-transfer slip of one of the student's pending orders: its type and exact size (an image or a PDF, at most 10 MB) are in the signature.",
    params: idParams,
    body: slipUploadInput,
    response: slipUpload,
    ownership: { kind: 'record', list: 'listMyOrders' },
    example: { content_type: 'image/png', size: 1000 },
  }),
  submitSlip: defineRoute({
    id: 'submitSlip',
    method: 'POST',
    path: '/api/me/orders/{id}/slip/submit',
    domain: 'media',
    access: 'student',
    summary: 'Hand in the uploaded slip for review: refused, and the file removed, when its bytes are not the type it was sent as.',
    params: idParams,
    body: slipSubmitInput,
    response: order,
    ownership: { kind: 'record', list: 'listMyOrders' },
    example: { key: 'slips/none' },
  }),
  viewOrderSlip: defineRoute({
    id: 'viewOrderSlip',
    method: 'GET',
    path: '/api/orders/{id}/slip',
    domain: 'media',
    access: 'admin',
    permission: ['orders'],
    feature: 'SALES',
    summary: "A five-minute link to an order's slip.",
    params: idParams,
    response: slipView,
  }),
  ...imageRoutes,
  ...publicImageRoutes,
  ...videoLibraryRoutes,
  ...teachingVideoRoutes,
  ...fileRoutes,
  ...homeworkFileRoutes,
} as const;
