import {
  VIDEO_CATEGORY_COLUMNS,
  VIDEO_COLUMNS,
  VIDEO_RECORD_COLUMNS,
  VIDEO_STATUSES,
  VIDEO_UPLOAD_TYPES,
  routes,
  videoCategoryInput,
  videoInput,
  videoRecordInput,
} from '@lm/shared';
import { deleteVideoFiles, deleteVideoRecordFile, readVideoRaw, readVideoRecordRaw } from '../api/file-cleanup';
import { fileCleanup } from '../lib/file-cleanup';
import { masterFile, TEXTAREA } from './define';

const KINDS = 'masterFiles.videoUploadTypes';
/** A record's course: the shared label of `course_id` names a review's. */
const COURSE = 'masterFiles.videoRecords.course';

/**
 * Videos (../shared/SPEC.md §3 Video, decision 0032): the form sets the title, the category, how
 * the video is kept and, for an external one, its YouTube or Vimeo link. An uploaded file is sent
 * from the saved video's edit form, straight to storage in parts, in the panel under it; its state
 * (waiting, processing, ready, error) is the server's, shown in words in the table and the panel.
 * Deleting videos cleans their files up as §7 says (decision 0036).
 */
export const videos = masterFile({
  key: 'videos',
  endpoints: { list: routes.listVideos, get: routes.getVideo, create: routes.createVideo, update: routes.updateVideo, remove: routes.deleteVideos },
  columns: VIDEO_COLUMNS,
  shown: ['title', 'upload_video_type', 'status', 'video_file', 'category_id'],
  named: 'title',
  columnOverrides: {
    upload_video_type: { choices: { values: VIDEO_UPLOAD_TYPES, labels: KINDS } },
    status: { choices: { values: VIDEO_STATUSES, labels: 'masterFiles.videoStatuses' } },
    category_id: { picks: { records: 'videoCategories' } },
  },
  schema: videoInput,
  fields: ['title', 'category_id', 'upload_video_type', 'external_url'],
  overrides: {
    category_id: { kind: 'select', options: { records: 'videoCategories' }, empty: 'masterFiles.form.noVideoCategory' },
    // HLS streams in the sizes the picture allows: what most lessons want.
    upload_video_type: { optionLabels: KINDS, initial: 'video-upload-m3u8', hint: 'masterFiles.hints.uploadVideoType' },
    external_url: { hint: 'masterFiles.hints.externalUrl' },
  },
  panel: () => import('../components/video-upload-panel'),
  deleteHooks: fileCleanup('video', readVideoRaw, deleteVideoFiles),
});

/** Video categories (../shared/SPEC.md §7 DELETE /api/videocategory): one that videos are still in is not deleted. */
export const videoCategories = masterFile({
  key: 'videoCategories',
  endpoints: {
    list: routes.listVideoCategories,
    get: routes.getVideoCategory,
    create: routes.createVideoCategory,
    update: routes.updateVideoCategory,
    remove: routes.deleteVideoCategories,
  },
  columns: VIDEO_CATEGORY_COLUMNS,
  shown: ['name', 'ordering', 'updated_at'],
  named: 'name',
  schema: videoCategoryInput,
  fields: ['name', 'ordering', 'description'],
  overrides: { description: TEXTAREA },
});

/**
 * Course video records (../shared/SPEC.md §3, decision 0036): the recording of a class kept for a
 * course's students. The form sets its title, course, day and description; its file is uploaded in
 * the panel under the saved record's form, and removed after the record is deleted (§7).
 */
export const videoRecords = masterFile({
  key: 'videoRecords',
  endpoints: {
    list: routes.listVideoRecords,
    get: routes.getVideoRecord,
    create: routes.createVideoRecord,
    update: routes.updateVideoRecord,
    remove: routes.deleteVideoRecords,
  },
  columns: VIDEO_RECORD_COLUMNS,
  shown: ['title', 'course_id', 'recorded_on', 'file_name', 'size'],
  named: 'title',
  columnOverrides: { course_id: { label: COURSE, picks: { records: 'courses' } } },
  schema: videoRecordInput,
  fields: ['title', 'course_id', 'recorded_on', 'description'],
  overrides: {
    course_id: { kind: 'select', options: { records: 'courses' }, label: COURSE },
    recorded_on: { kind: 'date' },
    description: TEXTAREA,
  },
  panel: () => import('../components/video-record-panel'),
  deleteHooks: fileCleanup('video record', readVideoRecordRaw, deleteVideoRecordFile),
});
