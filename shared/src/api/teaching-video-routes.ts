import * as z from 'zod';
import { defineRoute } from './route.js';
import { idParams } from './schemas/ids.js';
import { teachingVideoInput, video, videoAbortInput, videoCompleteInput, videoPartLinks, videoPartsInput, videoUploadInput, videoUploadStarted, videoUploadState } from './schemas/media.js';

/**
 * The videos an instructor uploads (decision 0037): the back office's video routes (decision 0032)
 * on the instructor's own videos only. A video the caller did not upload is not found, as another's
 * course is; the rules, the checks of the file and the messages are the back office's.
 */
const ownVideo = {
  domain: 'media',
  access: 'instructor',
  params: idParams,
  ownership: { kind: 'record', list: 'listTeachingUploads', owner: 'instructor' },
} as const;

export const teachingVideoRoutes = {
  listTeachingUploads: defineRoute({
    id: 'listTeachingUploads',
    method: 'GET',
    path: '/api/me/teaching/uploads',
    domain: 'media',
    access: 'instructor',
    summary: 'The videos the instructor uploaded, in every state, newest first: each with its file’s state and its upload under way.',
    response: z.array(video),
  }),
  createTeachingVideo: defineRoute({
    id: 'createTeachingVideo',
    method: 'POST',
    path: '/api/me/teaching/videos',
    domain: 'media',
    access: 'instructor',
    summary: 'Create a video of the instructor’s own (title, kind, the link of an external one), with createVideo’s rules; its file is uploaded apart.',
    body: teachingVideoInput,
    response: video,
    example: { title: 'Welcome', upload_video_type: 'video-upload-m3u8' },
  }),
  getTeachingVideo: defineRoute({
    ...ownVideo,
    id: 'getTeachingVideo',
    method: 'GET',
    path: '/api/me/teaching/videos/{id}',
    summary: 'One of the instructor’s own videos, with its file’s state; another’s is not found.',
    response: video,
  }),
  startTeachingVideoUpload: defineRoute({
    ...ownVideo,
    id: 'startTeachingVideoUpload',
    method: 'POST',
    path: '/api/me/teaching/videos/{id}/upload',
    summary: 'startVideoUpload on one of the instructor’s own videos (MP4, MOV or MKV, at most 5 GB).',
    body: videoUploadInput,
    response: videoUploadStarted,
    example: { file_name: 'lesson.mp4', content_type: 'video/mp4', size: 1000 },
  }),
  teachingVideoUploadState: defineRoute({
    ...ownVideo,
    id: 'teachingVideoUploadState',
    method: 'GET',
    path: '/api/me/teaching/videos/{id}/upload',
    summary: 'videoUploadState of one of the instructor’s own videos: the upload under way and the parts storage holds.',
    response: videoUploadState,
  }),
  signTeachingVideoParts: defineRoute({
    ...ownVideo,
    id: 'signTeachingVideoParts',
    method: 'POST',
    path: '/api/me/teaching/videos/{id}/upload/parts',
    summary: 'signVideoParts on one of the instructor’s own videos: presigned PUTs, each holding its part’s exact size.',
    body: videoPartsInput,
    response: videoPartLinks,
    example: { upload_id: 'none', part_numbers: [1] },
  }),
  completeTeachingVideoUpload: defineRoute({
    ...ownVideo,
    id: 'completeTeachingVideoUpload',
    method: 'POST',
    path: '/api/me/teaching/videos/{id}/upload/complete',
    summary: 'completeVideoUpload on one of the instructor’s own videos: its size and bytes checked, an HLS video’s transcoding started.',
    body: videoCompleteInput,
    response: video,
    example: { upload_id: 'none', parts: [{ part_number: 1, etag: 'none' }] },
  }),
  abortTeachingVideoUpload: defineRoute({
    ...ownVideo,
    id: 'abortTeachingVideoUpload',
    method: 'POST',
    path: '/api/me/teaching/videos/{id}/upload/abort',
    summary: 'abortVideoUpload on one of the instructor’s own videos: storage drops the parts it holds.',
    body: videoAbortInput,
    response: video,
    example: { upload_id: 'none' },
  }),
  retryTeachingVideo: defineRoute({
    ...ownVideo,
    id: 'retryTeachingVideo',
    method: 'POST',
    path: '/api/me/teaching/videos/{id}/retry',
    summary: 'retryVideo on one of the instructor’s own videos: transcoded again after its job failed.',
    response: video,
  }),
} as const;
