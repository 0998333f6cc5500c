import { VIDEO_COLUMNS, VIDEO_STATUSES, VIDEO_UPLOAD_TYPES, routes, videoInput } from '@lm/shared';
import { masterFile } from './define';

const KINDS = 'masterFiles.videoUploadTypes';

/**
 * Videos (../shared/SPEC.md §3 Video, decision 0032): the form sets the title, how the video is
 * kept and, for an external one, its YouTube or Vimeo link. An uploaded file is sent from the
 * saved video's edit form, straight to storage in parts, in the panel under it; its state (waiting,
 * processing, ready, error) is the server's, shown in words in the table and the panel.
 */
export const videos = masterFile({
  key: 'videos',
  endpoints: { list: routes.listVideos, get: routes.getVideo, create: routes.createVideo, update: routes.updateVideo, remove: routes.deleteVideos },
  columns: VIDEO_COLUMNS,
  shown: ['title', 'upload_video_type', 'status', 'video_file'],
  named: 'title',
  columnOverrides: {
    upload_video_type: { choices: { values: VIDEO_UPLOAD_TYPES, labels: KINDS } },
    status: { choices: { values: VIDEO_STATUSES, labels: 'masterFiles.videoStatuses' } },
  },
  schema: videoInput,
  fields: ['title', 'upload_video_type', 'external_url'],
  overrides: {
    // HLS streams in the sizes the picture allows: what most lessons want.
    upload_video_type: { optionLabels: KINDS, initial: 'video-upload-m3u8', hint: 'masterFiles.hints.uploadVideoType' },
    external_url: { hint: 'masterFiles.hints.externalUrl' },
  },
  panel: () => import('../components/video-upload-panel'),
});
