import {
  FILE_LAYOUTS,
  MAX_VIDEO_BYTES,
  VIDEO_RECORD_COLUMNS,
  VIDEO_TYPES,
  message,
  videoRecordPrefix,
  type VideoRecord,
  type videoRecordCompleteInput,
  type videoRecordInput,
  type videoRecordUploadInput,
} from '@lm/shared';
import type * as z from 'zod';
import { courseRecords, videoRecordRecords } from '../data/records/video-record.js';
import { invalidField, NotFoundError } from '../errors.js';
import { keptAs, requireRecord, type MasterFile } from '../master-files/master-file.js';
import { routes } from './routes.js';
import { sniffVideo, type VideoPorts } from './videos.js';

/** What course video records and their files need of the media domain's ports (decision 0036). */
export type VideoRecordPorts = Pick<VideoPorts, 'records' | 'uploads' | 'originals' | 'renditions' | 'warn' | 'newId' | 'now'>;

type VideoRecordInput = z.output<typeof videoRecordInput>;

/** How long a record's upload link lasts: a large recording on a slow line, with room. */
const UPLOAD_LINK_SECONDS = 3600;
/** How long the link to watch a record's file lasts. */
const VIEW_LINK_SECONDS = 300;

const recordStore = (ports: Pick<VideoRecordPorts, 'records'>) => ports.records(videoRecordRecords);
const requireVideoRecord = (ports: Pick<VideoRecordPorts, 'records'>, id: string) => requireRecord(recordStore(ports), id, 'video record');

/**
 * Course video records (../shared/SPEC.md §3 "course video record", §7 POST
 * /api/videosrecord/delete): a class's recording for a course's students. The form sets its
 * title, course, day and description; its file is the server's to set, through its upload.
 */
export const videoRecords: MasterFile<VideoRecord, VideoRecordPorts, VideoRecordInput> = {
  what: 'video record',
  store: keptAs(videoRecordRecords),
  routes: {
    list: routes.listVideoRecords,
    get: routes.getVideoRecord,
    create: routes.createVideoRecord,
    update: routes.updateVideoRecord,
    remove: routes.deleteVideoRecords,
  },
  columns: VIDEO_RECORD_COLUMNS,
  async prepare(ports, input, id) {
    if (!(await ports.records(courseRecords).get(input.course_id))) throw invalidField('course_id', message('noneWithThisId', { what: 'course' }));
    const existing = id ? await requireVideoRecord(ports, id) : undefined;
    return { ...input, video_file: existing?.video_file ?? '', file_name: existing?.file_name ?? '', size: existing?.size ?? 0 };
  },
  /** A deleted record's folder goes too (its file, and an upload never completed); a failure is only logged (§8). */
  async deleted(ports, ids) {
    const uploads = await ports.originals();
    for (const id of ids) {
      await uploads.removePrefix(videoRecordPrefix(id)).catch((error: unknown) => ports.warn('A deleted video record kept files', { recordId: id, error: String(error) }));
    }
  },
};

/** A presigned PUT of a record's file under its folder, holding the file's type and exact size. */
export async function requestVideoRecordUpload(ports: VideoRecordPorts, id: string, input: z.output<typeof videoRecordUploadInput>) {
  await requireVideoRecord(ports, id);
  const key = `${videoRecordPrefix(id)}${ports.newId()}.${VIDEO_TYPES[input.content_type][0]}`;
  const upload = await (await ports.uploads()).uploadUrl({ key, contentType: input.content_type, size: input.size, expiresSeconds: UPLOAD_LINK_SECONDS });
  return { ...upload, key, expires_at: new Date(ports.now().getTime() + UPLOAD_LINK_SECONDS * 1000).toISOString() };
}

/**
 * Keeps an uploaded file on its record: it must be an upload of this record and its bytes a video
 * of the type its name says (MP4, MOV or MKV), or it is removed and refused. The previous file goes.
 */
export async function completeVideoRecordUpload(ports: VideoRecordPorts, id: string, input: z.output<typeof videoRecordCompleteInput>): Promise<VideoRecord> {
  const record = await requireVideoRecord(ports, id);
  if (!input.key.startsWith(videoRecordPrefix(id)) || !FILE_LAYOUTS.videoRecord.test(input.key)) throw invalidField('key', message('notThisVideoRecordUpload'));
  const uploads = await ports.uploads();
  const file = await uploads.firstBytes(input.key, 16);
  if (!file) throw invalidField('key', message('nothingUploaded'));
  const family = input.key.endsWith('.mkv') ? 'matroska' : 'iso';
  if (sniffVideo(file.bytes) !== family || file.size > MAX_VIDEO_BYTES) {
    await uploads.remove(input.key);
    throw invalidField('key', `${input.file_name} is not an MP4, MOV or MKV video: nothing was kept.`);
  }
  const saved: VideoRecord = { ...record, video_file: input.key, file_name: input.file_name, size: file.size, updated_at: ports.now().toISOString() };
  await recordStore(ports).put(saved, 'replace');
  const previous = record.video_file;
  if (previous && previous !== input.key) {
    await uploads.remove(previous).catch((error: unknown) => ports.warn('An earlier file of a video record was not removed', { recordId: id, error: String(error) }));
  }
  return saved;
}

/** A five-minute link to watch a record's file. */
export async function viewVideoRecordFile(ports: VideoRecordPorts, id: string) {
  const record = await requireVideoRecord(ports, id);
  if (!record.video_file) throw new NotFoundError(message('videoRecordNoFile'));
  return { url: await (await ports.uploads()).viewUrl(record.video_file, VIEW_LINK_SECONDS) };
}
