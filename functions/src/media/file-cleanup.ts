import { imagePrefix } from '@lm/shared/media/image-variants';
import { message, fileLayoutOf, fileOwnerId, type AdminScreen, type FileLayout, type VideoRaw, type VideoRecordRaw } from '@lm/shared';
import { imageRecords } from '../data/records/image.js';
import { videoRecords as videoKind } from '../data/records/video.js';
import { videoRecordRecords } from '../data/records/video-record.js';
import { ConflictError, invalidField } from '../errors.js';
import { requireRecord } from '../master-files/master-file.js';
import type { VideoRecordPorts } from './video-records.js';
import { videoPrefix } from './videos.js';

/**
 * ../shared/SPEC.md §7 "File clean-up before and after a file delete" (decision 0036): the back
 * office reads a record's file name, deletes the record, then names the file for removal. A file
 * is removed only when it is of the product's layout and the record its folder belongs to is gone:
 * while a record exists, its files are its own routes' to replace and its delete's to remove.
 */
/** The uploads bucket (originals), the media bucket (what is made of them: renditions, copies, variants), and the records. */
export type CleanupPorts = Pick<VideoRecordPorts, 'records' | 'uploads' | 'renditions'>;

interface FileOwner {
  /** What the record is called in the refusal. */
  what: string;
  /** The admin screen whose permission removes its files. */
  screen: AdminScreen;
  /** The name of the record holding the folder, or undefined when there is none. */
  holder(ports: CleanupPorts, id: string): Promise<string | undefined>;
}

const OWNERS: Record<FileLayout, FileOwner> = {
  video: { what: 'video', screen: 'videos', holder: async (ports, id) => (await ports.records(videoKind).get(id))?.title },
  videoRecord: { what: 'video record', screen: 'videos', holder: async (ports, id) => (await ports.records(videoRecordRecords).get(id))?.title },
  image: { what: 'image', screen: 'images', holder: async (ports, id) => (await ports.records(imageRecords).get(id))?.title },
};

/** The screen whose permission removes a file of `layout`. */
export const screenOfFile = (layout: FileLayout): AdminScreen => OWNERS[layout].screen;

/** The id of the record a file belonged to, once no record holds it; refused (409) while one does. */
async function released(ports: CleanupPorts, layout: FileLayout, fileName: string): Promise<string> {
  const id = fileOwnerId(layout, fileName);
  if (!id) throw invalidField('fileName', 'fileName is not a file the product keeps.');
  const { what, holder } = OWNERS[layout];
  const name = await holder(ports, id);
  if (name !== undefined) throw new ConflictError(message('fileStillHeld', { what, name }));
  return id;
}

/** Removes one object of the uploads bucket; answers 1, or 0 when it was gone already. */
async function removeUpload(ports: CleanupPorts, key: string): Promise<number> {
  const uploads = await ports.uploads();
  if (!(await uploads.firstBytes(key, 1))) return 0;
  await uploads.remove(key);
  return 1;
}

/** GET /api/videos/raw/{id}: the video's original and its state, before it is deleted. */
export async function readVideoRaw(ports: CleanupPorts, id: string): Promise<VideoRaw> {
  const video = await requireRecord(ports.records(videoKind), id, 'video');
  return { id: video.id, fileName: video.video_file, status: video.status, upload_video_type: video.upload_video_type };
}

/** GET /api/videosrecord/raw/{id}: the record's file, before it is deleted. */
export async function readVideoRecordRaw(ports: CleanupPorts, id: string): Promise<VideoRecordRaw> {
  const record = await requireRecord(ports.records(videoRecordRecords), id, 'video record');
  return { id: record.id, fileName: record.video_file };
}

/** POST /api/delete/video/record: a deleted video record's file. */
export async function deleteVideoRecordFile(ports: CleanupPorts, fileName: string) {
  await released(ports, 'videoRecord', fileName);
  return { deleted: await removeUpload(ports, fileName) };
}

/**
 * POST /api/home/test_delete: a deleted video's original and the copy of it that was played (a
 * video kept as it is); or a deleted image's original and its variants (decision 0035).
 */
export async function deleteMediaFile(ports: CleanupPorts, fileName: string) {
  const layout = fileLayoutOf(fileName) === 'image' ? 'image' : 'video';
  const id = await released(ports, layout, fileName);
  // The media bucket holds what was made of the original, under the same folder.
  const made = layout === 'image' ? imagePrefix(id) : `${videoPrefix(id)}original.`;
  const [original, copies] = await Promise.all([removeUpload(ports, fileName), (async () => (await ports.renditions()).removePrefix(made))()]);
  return { deleted: original + copies };
}

/** POST /api/delete/video/m3u8: a deleted HLS video's original and its whole renditions folder. */
export async function deleteHlsVideoFiles(ports: CleanupPorts, fileName: string) {
  const id = await released(ports, 'video', fileName);
  const [original, renditions] = await Promise.all([removeUpload(ports, fileName), (async () => (await ports.renditions()).removePrefix(videoPrefix(id)))()]);
  return { deleted: original + renditions };
}
