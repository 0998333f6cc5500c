import type { Order, OrderSlip } from '@lm/shared';

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

/** Files in the uploads bucket: a presigned PUT, what a file really is, its removal, a short link to it. */
export interface UploadStorage {
  /** A presigned PUT whose signature holds the key, the type and the exact size: storage takes only that file. */
  uploadUrl(input: { key: string; contentType: string; size: number; expiresSeconds: number }): Promise<{ url: string; headers: Record<string, string> }>;
  /** The first `count` bytes of a file and its whole size, or undefined when there is none. */
  firstBytes(key: string, count: number): Promise<{ bytes: Uint8Array; size: number } | undefined>;
  remove(key: string): Promise<void>;
  viewUrl(key: string, expiresSeconds: number): Promise<string>;
}

/** The orders a slip belongs to: read one, keep its slip while it is pending. */
export interface SlipOrders {
  get(id: string): Promise<Order | undefined>;
  /** Keeps a slip on a pending order; false when it is no longer pending. */
  recordSlip(orderId: string, slip: OrderSlip): Promise<boolean>;
}

export interface SlipPorts {
  orders: SlipOrders;
  /** The uploads bucket, made when first needed (the S3 client loads then). */
  uploads(): Promise<UploadStorage>;
  newId(): string;
  now(): Date;
}
