import type { Video } from '@lm/shared';
import { videoRecords, type VideoJobs } from '../data/records/video.js';
import { memoryRecordKinds } from '../master-files/memory-records.js';
import type { MediaStorage, StoredPart, TranscodeRequest, UploadStorage } from './ports.js';
import type { TranscodingPorts } from './transcoding.js';
import type { VideoPorts } from './videos.js';

/** A bucket in memory, for unit tests of services: files, multipart uploads with their parts, prefix removal. */
export function memoryBucket() {
  const files = new Map<string, Uint8Array>();
  const multiparts = new Map<string, { key: string; contentType: string; parts: Map<number, Uint8Array> }>();
  const signed: { key: string; size: number; contentType?: string; partNumber?: number }[] = [];
  const copied: { bucket: string; key: string; to: string }[] = [];
  let uploads = 0;
  const etagOf = (partNumber: number, bytes: Uint8Array) => `"${partNumber}-${bytes.length}"`;
  const storage: UploadStorage & MediaStorage = {
    uploadUrl: async ({ key, contentType, size }) => {
      signed.push({ key, contentType, size });
      return { url: `https://uploads.test/${key}?signed`, headers: { 'Content-Type': contentType } };
    },
    firstBytes: async (key, count) => {
      const bytes = files.get(key);
      return bytes && { bytes: bytes.slice(0, count), size: bytes.length };
    },
    remove: async (key) => void files.delete(key),
    put: async (key, body) => void files.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body),
    downloadUrl: async (key, fileName) => `https://uploads.test/${key}?download=${encodeURIComponent(fileName)}`,
    viewUrl: async (key) => `https://uploads.test/${key}?view`,
    startMultipart: async ({ key, contentType }) => {
      const uploadId = `upload-${++uploads}`;
      multiparts.set(uploadId, { key, contentType, parts: new Map() });
      return uploadId;
    },
    partUrl: async ({ key, uploadId, partNumber, size }) => {
      signed.push({ key, size, partNumber });
      return { url: `https://uploads.test/${key}?uploadId=${uploadId}&partNumber=${partNumber}`, headers: {} };
    },
    listParts: async (_key, uploadId) => {
      const upload = multiparts.get(uploadId);
      if (!upload) return undefined;
      return [...upload.parts].sort(([a], [b]) => a - b).map(([partNumber, bytes]): StoredPart => ({ partNumber, size: bytes.length, etag: etagOf(partNumber, bytes) }));
    },
    completeMultipart: async (key, uploadId, parts) => {
      const upload = multiparts.get(uploadId);
      if (!upload || upload.key !== key) throw new Error('NoSuchUpload');
      const chunks = parts.map((part) => {
        const bytes = upload.parts.get(part.partNumber);
        if (!bytes || etagOf(part.partNumber, bytes) !== part.etag) throw new Error(`InvalidPart ${part.partNumber}`);
        return bytes;
      });
      const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      chunks.reduce((offset, chunk) => (whole.set(chunk, offset), offset + chunk.length), 0);
      files.set(key, whole);
      multiparts.delete(uploadId);
    },
    abortMultipart: async (_key, uploadId) => void multiparts.delete(uploadId),
    copyIn: async (source, key) => {
      copied.push({ ...source, to: key });
      files.set(key, new Uint8Array(1));
    },
    removePrefix: async (prefix) => {
      const keys = [...files.keys()].filter((key) => key.startsWith(prefix));
      keys.forEach((key) => files.delete(key));
      return keys.length;
    },
  };
  /** What a browser does with a part's link: puts its bytes, and keeps the ETag storage answers. */
  const putPart = (uploadId: string, partNumber: number, bytes: Uint8Array) => {
    multiparts.get(uploadId)?.parts.set(partNumber, bytes);
    return etagOf(partNumber, bytes);
  };
  return { storage, files, multiparts, signed, copied, putPart };
}

/** The videos master file's ports in memory: two buckets; and transcoding's, with a transcoder that only records its jobs. */
export function memoryVideoPorts() {
  const uploads = memoryBucket();
  const media = memoryBucket();
  const jobs: TranscodeRequest[] = [];
  const warnings: string[] = [];
  const clock = { now: new Date('2026-11-26T03:00:00.000Z') };
  let ids = 0;
  const records = memoryRecordKinds();
  const videos = () => records(videoRecords) as ReturnType<typeof records<Video>> & { items: Map<string, Video> };
  const videoJobs: VideoJobs = {
    apply: async (videoId, sourceKey, change, at, onlyWhile) => {
      const video = videos().items.get(videoId);
      if (!video || video.video_file !== sourceKey || (onlyWhile && !onlyWhile.includes(video.status))) return false;
      videos().items.set(videoId, { ...video, ...change, updated_at: at });
      return true;
    },
    claim: async (videoId, sourceKey, claim, at) => {
      const video = videos().items.get(videoId);
      if (!video || video.video_file !== sourceKey || video.status !== 'processing' || video.job_id !== '') return false;
      videos().items.set(videoId, { ...video, job_id: claim, updated_at: at });
      return true;
    },
  };
  /** Fails the next `failNext` submissions, as a refusing MediaConvert would. */
  const transcoderState = { failNext: 0 };
  const transcoding: TranscodingPorts = {
    video: async (id) => videos().items.get(id),
    videoJobs,
    transcoder: async () => ({
      submit: async (request) => {
        if (transcoderState.failNext > 0) {
          transcoderState.failNext -= 1;
          throw new Error('MediaConvert refused the job');
        }
        jobs.push(request);
        return `job-${jobs.length}`;
      },
    }),
    warn: (message) => void warnings.push(message),
    info: () => undefined,
    now: () => clock.now,
  };
  const ports: VideoPorts = {
    records,
    uploads: async () => uploads.storage,
    originals: async () => uploads.storage,
    renditions: async () => media.storage,
    uploadsBucket: 'uploads-bucket',
    videoJobs,
    warn: (message) => void warnings.push(message),
    newId: () => `id-${++ids}`,
    now: () => clock.now,
  };
  return { ports, transcoding, transcoderState, uploads, media, jobs, warnings, clock, videos };
}
