import type { Order, OrderSlip } from '@lm/shared';
import type { StaffNoticeQueue } from '../people/staff-notices.js';

export type JobStatus = 'SUBMITTED' | 'PROGRESSING' | 'COMPLETE' | 'ERROR' | 'CANCELED';

export interface TranscodeJobRecord {
  jobId: string;
  videoId: string;
  status: JobStatus;
  playlistKey?: string;
  error?: string;
  updatedAt: string;
}

export interface TranscodeJobStore {
  save(record: TranscodeJobRecord): Promise<void>;
}

/** A part storage holds of a multipart upload. */
export interface StoredPart {
  partNumber: number;
  size: number;
  etag: string;
}

/** Files in the uploads bucket: a presigned PUT, what a file really is, its removal, a short link to it. */
export interface UploadStorage {
  /** A presigned PUT whose signature holds the key, the type and the exact size: storage takes only that file. */
  uploadUrl(input: { key: string; contentType: string; size: number; expiresSeconds: number }): Promise<{ url: string; headers: Record<string, string> }>;
  /** The first `count` bytes of a file and its whole size, or undefined when there is none. */
  firstBytes(key: string, count: number): Promise<{ bytes: Uint8Array; size: number } | undefined>;
  remove(key: string): Promise<void>;
  /** Puts an object the server writes itself (a transcoding request, a file sent through the form). */
  put(key: string, body: string | Uint8Array, contentType?: string): Promise<void>;
  viewUrl(key: string, expiresSeconds: number): Promise<string>;
  /** A short GET link that makes the browser save the file as `fileName`. */
  downloadUrl(key: string, fileName: string, expiresSeconds: number): Promise<string>;
  /** Starts a multipart upload of `key`; answers its upload id. */
  startMultipart(input: { key: string; contentType: string }): Promise<string>;
  /** A presigned PUT of one part, holding its exact size. */
  partUrl(input: { key: string; uploadId: string; partNumber: number; size: number; expiresSeconds: number }): Promise<{ url: string; headers: Record<string, string> }>;
  /** The parts storage holds of an upload, in order; undefined when the upload is no more (completed or aborted). */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | undefined>;
  completeMultipart(key: string, uploadId: string, parts: readonly { partNumber: number; etag: string }[]): Promise<void>;
  /** Drops an upload and the parts it holds; nothing happens when it is gone already. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

/** The media bucket, where transcoded videos are: what is under a prefix, and its removal. */
export interface MediaStorage {
  /** Removes every object under `prefix`; answers how many there were. */
  removePrefix(prefix: string): Promise<number>;
  /** Copies an object of another bucket in as `key` (a video kept as it is, into the media bucket). */
  copyIn(source: { bucket: string; key: string }, key: string): Promise<void>;
}

/** What a transcoding job is asked to do: one uploaded video into adaptive HLS. */
export interface TranscodeRequest {
  videoId: string;
  /** The original's key in the uploads bucket. */
  sourceKey: string;
  /** The uploaded picture's height, which decides the renditions (0 when unknown). */
  height: number;
}

/**
 * Turns an upload into HLS in the media bucket under `videos/<videoId>/` (`master.m3u8`, a playlist
 * and 6 s segments per rendition). MediaConvert in AWS, Debian's ffmpeg locally; either reports the
 * job's states through `recordJobState` (the EventBridge rule in AWS, the local transcoder itself).
 */
export interface Transcoder {
  /** Submits the job; answers its id. */
  submit(request: TranscodeRequest): Promise<string>;
}

/** The orders a slip belongs to: read one, keep its slip while it is pending. */
export interface SlipOrders {
  get(id: string): Promise<Order | undefined>;
  /** Keeps a slip on a pending order; false when it is no longer pending. */
  recordSlip(orderId: string, slip: OrderSlip): Promise<boolean>;
}

export interface SlipPorts {
  orders: SlipOrders;
  /** Where the staff notice of a slip waits for the minute sweep (the media Lambda sends no e-mail). */
  notices: StaffNoticeQueue;
  /** The site's address, for the staff notice's link to the order. */
  siteUrl: string;
  /** Logs what went wrong beside a request that still succeeds (a notice not sent). */
  warn(message: string, details: Record<string, unknown>): void;
  /** The uploads bucket, made when first needed (the S3 client loads then). */
  uploads(): Promise<UploadStorage>;
  newId(): string;
  now(): Date;
}
