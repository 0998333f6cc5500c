import { message, VIDEO_COLUMNS, VIDEO_PART_BYTES, VIDEO_TYPES, type Video, type VideoContentType, type VideoUpload } from '@lm/shared';
import type * as z from 'zod';
import type { teachingVideoInput, videoCompleteInput, videoInput, videoPartsInput, videoUploadInput } from '@lm/shared';
import { videoRecords, type VideoJobs } from '../data/records/video.js';
import { ConflictError, invalidField, NotFoundError } from '../errors.js';
import { createRecord, keptAs, type Fields, type MasterFile, type RecordPorts } from '../master-files/master-file.js';
import { transcodeRequestKey } from '@lm/shared/media/transcode-request';
import type { MediaStorage, UploadStorage } from './ports.js';
import { routes } from './routes.js';
import { requireVideoCategory } from './video-categories.js';

/** What the videos master file and its uploads need (decision 0032). */
export interface VideoPorts extends RecordPorts {
  /** The uploads bucket, where originals are uploaded in parts. */
  uploads(): Promise<UploadStorage>;
  /** Removal by prefix in the uploads bucket (a video's originals) and in the media bucket (its renditions). */
  originals(): Promise<MediaStorage>;
  renditions(): Promise<MediaStorage>;
  /** The uploads bucket's name: a video kept as it is is copied from there into the media bucket. */
  uploadsBucket: string;
  /** A job's state applied to its video while it still holds the job's file (false otherwise). */
  videoJobs: VideoJobs;
  warn(message: string, details: Record<string, unknown>): void;
}

/** The form's fields; a video an instructor creates also names them as its owner (decision 0037). */
type VideoInput = z.output<typeof videoInput> & { owner_id?: string };

/**
 * Which videos a call reaches: the back office's every video (no `owner`); an instructor's only
 * those they uploaded (`owner`, their user id), another's being answered as a video that does not
 * exist (decision 0037). The same steps serve both, this check added.
 */
export interface VideoScope {
  owner?: string;
}

/** How long a part's upload link lasts: a part of 8 MB on a slow line, with room. */
const PART_LINK_SECONDS = 3600;

/** Where a video's files are, in both buckets: its originals in uploads, its renditions in media. */
export const videoPrefix = (videoId: string) => `videos/${videoId}/`;

/** The file's state a new video starts in: an external one is ready at once, an upload waits for its file. */
const fresh = (input: VideoInput): Omit<Video, keyof VideoInput | 'id' | 'created_at' | 'updated_at'> => ({
  status: input.upload_video_type === 'others' ? 'ready' : 'waiting',
  video_file: '',
  playlist: '',
  job_id: '',
  error: '',
  height: 0,
  upload: null,
});

/** What a video's first bytes say it is: an ISO media file (MP4, MOV) or Matroska (MKV). */
export function sniffVideo(bytes: Uint8Array): 'iso' | 'matroska' | undefined {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'matroska';
  const box = String.fromCharCode(...bytes.slice(4, 8));
  // An MP4 opens with its `ftyp` box; QuickTime files may open with `moov`, `mdat`, `wide` or `free`.
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(box)) return 'iso';
  return undefined;
}

const familyOf = (type: VideoContentType) => (type === 'video/x-matroska' ? 'matroska' : 'iso');

export const videos: MasterFile<Video, VideoPorts, VideoInput> = {
  what: 'video',
  store: keptAs(videoRecords),
  routes: { list: routes.listVideos, get: routes.getVideo, create: routes.createVideo, update: routes.updateVideo, remove: routes.deleteVideos },
  columns: VIDEO_COLUMNS,
  /** The form sets the title, the kind and the link; the file's state is kept as the server wrote it. */
  prepare: async (ports, input, id) => {
    await requireVideoCategory(ports, input.category_id);
    if (!id) return { ...input, ...fresh(input) };
    const existing = await requireVideo(ports, id);
    const { id: _id, created_at: _created, updated_at: _updated, title: _title, upload_video_type: _type, external_url: _url, category_id: _category, ...file } = existing;
    if (input.upload_video_type === 'others') return { ...input, ...file, status: 'ready' };
    // From an external link to a file: it waits for one, unless it has one already.
    if (existing.upload_video_type === 'others') return { ...input, ...file, status: existing.video_file ? 'ready' : 'waiting' };
    return { ...input, ...file } satisfies Fields<Video>;
  },
  /** An upload under way is cancelled, so storage keeps none of its parts. */
  beforeDelete: async (ports, ids) => {
    const store = ports.records(videoRecords);
    const uploads = await ports.uploads();
    for (const id of ids) {
      const upload = (await store.get(id))?.upload;
      if (upload) await uploads.abortMultipart(upload.key, upload.upload_id);
    }
  },
  /** The originals and renditions of a deleted video go too; a failure is only logged (../shared/SPEC.md §8). */
  deleted: async (ports, ids) => {
    const [originals, renditions] = await Promise.all([ports.originals(), ports.renditions()]);
    for (const id of ids) {
      await Promise.all([originals.removePrefix(videoPrefix(id)), renditions.removePrefix(videoPrefix(id))]).catch((error: unknown) =>
        ports.warn('A deleted video kept files', { videoId: id, error: String(error) }),
      );
    }
  },
};

/** The video, when it exists and the scope reaches it; otherwise not found, whether it exists or not. */
async function requireVideo(ports: RecordPorts, id: string, scope: VideoScope = {}): Promise<Video> {
  const video = await ports.records(videoRecords).get(id);
  const reached = video && (scope.owner === undefined || (scope.owner !== '' && video.owner_id === scope.owner));
  if (!reached) throw new NotFoundError(message('noneWithId', { what: 'video', id }));
  return video;
}

/** One video as the scope reaches it. */
export const readVideo = (ports: RecordPorts, id: string, scope: VideoScope = {}) => requireVideo(ports, id, scope);

/** The videos an instructor uploaded, in every state, newest first. */
export async function listOwnVideos(ports: RecordPorts, owner: string): Promise<Video[]> {
  if (!owner) return [];
  const all = await ports.records(videoRecords).list();
  return all.filter((video) => video.owner_id === owner).sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}

/** An instructor's new video: the back office's create, the instructor named as its owner. */
export const createOwnVideo = (ports: VideoPorts, owner: string, input: z.output<typeof teachingVideoInput>) => createRecord(ports, videos, { ...input, owner_id: owner });

async function store(ports: VideoPorts, video: Video, change: Partial<Video>): Promise<Video> {
  const saved = { ...video, ...change, updated_at: ports.now().toISOString() };
  await ports.records(videoRecords).put(saved, 'replace');
  return saved;
}

/** The video's upload, when it is the one named. */
function uploadOf(video: Video, uploadId: string): VideoUpload {
  if (!video.upload || video.upload.upload_id !== uploadId) throw new ConflictError(message('uploadGone'));
  return video.upload;
}

const partCount = (upload: Pick<VideoUpload, 'size' | 'part_size'>) => Math.ceil(upload.size / upload.part_size);
const partSize = (upload: VideoUpload, partNumber: number) => (partNumber < partCount(upload) ? upload.part_size : upload.size - (partCount(upload) - 1) * upload.part_size);

/** Starts uploading a video's file in parts; an upload under way for it is cancelled first. */
export async function startVideoUpload(ports: VideoPorts, id: string, input: z.output<typeof videoUploadInput>, scope: VideoScope = {}) {
  const video = await requireVideo(ports, id, scope);
  if (video.upload_video_type === 'others') throw new ConflictError(message('externalVideoNoFile'));
  const uploads = await ports.uploads();
  if (video.upload) await uploads.abortMultipart(video.upload.key, video.upload.upload_id);
  const extension = VIDEO_TYPES[input.content_type][0];
  const key = `${videoPrefix(id)}${ports.newId()}.${extension}`;
  const uploadId = await uploads.startMultipart({ key, contentType: input.content_type });
  const upload: VideoUpload = {
    upload_id: uploadId,
    key,
    file_name: input.file_name,
    content_type: input.content_type,
    size: input.size,
    part_size: VIDEO_PART_BYTES,
    started_at: ports.now().toISOString(),
  };
  await store(ports, video, { upload, height: input.height });
  return { upload, part_count: partCount(upload) };
}

/** The upload under way and the parts storage holds (a reload sends only the others). */
export async function videoUploadState(ports: VideoPorts, id: string, scope: VideoScope = {}) {
  const video = await requireVideo(ports, id, scope);
  if (!video.upload) return { upload: null, parts: [] };
  const parts = await (await ports.uploads()).listParts(video.upload.key, video.upload.upload_id);
  if (!parts) {
    await store(ports, video, { upload: null });
    return { upload: null, parts: [] };
  }
  return { upload: video.upload, parts: parts.map((part) => ({ part_number: part.partNumber, size: part.size, etag: part.etag })) };
}

/** Presigned PUTs for parts of the upload, each holding its exact size. */
export async function signVideoParts(ports: VideoPorts, id: string, input: z.output<typeof videoPartsInput>, scope: VideoScope = {}) {
  const upload = uploadOf(await requireVideo(ports, id, scope), input.upload_id);
  const count = partCount(upload);
  const beyond = input.part_numbers.filter((number) => number > count);
  if (beyond.length) throw invalidField('part_numbers', message('noSuchUploadPart', { count, parts: beyond.join(', ') }));
  const uploads = await ports.uploads();
  const parts = await Promise.all(
    [...new Set(input.part_numbers)].map(async (partNumber) => ({
      part_number: partNumber,
      ...(await uploads.partUrl({ key: upload.key, uploadId: upload.upload_id, partNumber, size: partSize(upload, partNumber), expiresSeconds: PART_LINK_SECONDS })),
    })),
  );
  return { parts };
}

/** Cancels the upload under way: storage drops its parts. */
export async function abortVideoUpload(ports: VideoPorts, id: string, uploadId: string, scope: VideoScope = {}): Promise<Video> {
  const video = await requireVideo(ports, id, scope);
  const upload = uploadOf(video, uploadId);
  await (await ports.uploads()).abortMultipart(upload.key, upload.upload_id);
  return store(ports, video, { upload: null });
}

/**
 * Finishes an upload: every part there, the file the size announced and its bytes a video of its
 * type, or it is removed and refused. A file kept as it is plays at once; an HLS one is transcoded.
 * The previous file and its renditions go.
 */
export async function completeVideoUpload(ports: VideoPorts, id: string, input: z.output<typeof videoCompleteInput>, scope: VideoScope = {}): Promise<Video> {
  const video = await requireVideo(ports, id, scope);
  const upload = uploadOf(video, input.upload_id);
  const count = partCount(upload);
  const given = new Set(input.parts.map((part) => part.part_number));
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((number) => !given.has(number));
  if (missing.length || given.size !== count) throw invalidField('parts', missing.length ? `Parts ${missing.slice(0, 10).join(', ')} are not uploaded yet.` : `This upload has ${count} parts.`);

  const uploads = await ports.uploads();
  await uploads.completeMultipart(
    upload.key,
    upload.upload_id,
    input.parts.map((part) => ({ partNumber: part.part_number, etag: part.etag })),
  );
  const file = await uploads.firstBytes(upload.key, 16);
  if (!file || file.size !== upload.size || sniffVideo(file.bytes) !== familyOf(upload.content_type)) {
    await uploads.remove(upload.key);
    await store(ports, video, { upload: null });
    throw invalidField('file', `${upload.file_name} is not an MP4, MOV or MKV video of the size announced: nothing was kept.`);
  }

  const previous = video.video_file;
  const hls = video.upload_video_type === 'video-upload-m3u8';
  const renditions = await ports.renditions();
  await Promise.all([previous && previous !== upload.key ? uploads.remove(previous) : undefined, renditions.removePrefix(videoPrefix(id))]).catch((error: unknown) =>
    ports.warn('An earlier file of a video was not removed', { videoId: id, error: String(error) }),
  );
  if (hls) return requestTranscoding(ports, await store(ports, video, { upload: null, video_file: upload.key, playlist: '', job_id: '', error: '', status: 'processing' }));
  // Kept as it is: played from the media bucket, behind the same playback rights as renditions.
  const played = `${videoPrefix(id)}original.${upload.key.split('.').pop() ?? 'mp4'}`;
  await renditions.copyIn({ bucket: ports.uploadsBucket, key: upload.key }, played);
  return store(ports, video, { upload: null, video_file: upload.key, playlist: played, job_id: '', error: '', status: 'ready' });
}

/**
 * Asks for the video's file to be transcoded: a request object in the uploads bucket, whose S3
 * event starts the job (`on-transcode-request.ts`). A request that storage refuses leaves the
 * video in error, to retry.
 */
async function requestTranscoding(ports: VideoPorts, video: Video): Promise<Video> {
  try {
    await (await ports.uploads()).put(transcodeRequestKey(video.id, video.video_file), '');
    return video;
  } catch (error) {
    ports.warn('A transcoding request was not stored', { videoId: video.id, error: String(error) });
    return store(ports, video, { status: 'error', error: 'The video could not be sent for transcoding: retry in a moment.' });
  }
}

/** Transcodes again a video whose job failed. */
export async function retryVideo(ports: VideoPorts, id: string, scope: VideoScope = {}): Promise<Video> {
  const video = await requireVideo(ports, id, scope);
  if (video.upload_video_type !== 'video-upload-m3u8' || !video.video_file) throw new ConflictError(message('transcodeOnlyHls'));
  if (video.status !== 'error') throw new ConflictError(message('transcodeRetryOnlyFailed', { status: video.status }));
  return requestTranscoding(ports, await store(ports, video, { status: 'processing', error: '', job_id: '' }));
}

/**
 * A transcoding job's state on its video (MediaConvert's EventBridge events, or the local
 * transcoder's): PROGRESSING keeps it processing, COMPLETE makes it ready with its master
 * playlist, ERROR and CANCELED put it in error. Only the job of the video's current file counts,
 * and applying the same event again changes nothing more.
 */
