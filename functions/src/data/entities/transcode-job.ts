import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** The state of one transcoding job (MediaConvert in AWS, ffmpeg locally). */
export const transcodeJobSchema = {
  model: { entity: 'transcodeJob', version: '1', service: 'marketplace' },
  attributes: {
    jobId: { type: 'string', required: true },
    videoId: { type: 'string', default: '' },
    status: { type: ['SUBMITTED', 'PROGRESSING', 'COMPLETE', 'ERROR', 'CANCELED'] as const, required: true },
    /** The HLS master playlist's key in the media bucket, once complete. */
    playlistKey: { type: 'string' },
    error: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createTranscodeJobEntity = ({ table, client }: DataOptions) => new Entity(transcodeJobSchema, { table, client });
export type TranscodeJobItem = EntityItem<ReturnType<typeof createTranscodeJobEntity>>;

export function createTranscodeJobMock(overrides: Partial<TranscodeJobItem> = {}): TranscodeJobItem {
  return { jobId: 'job-1', videoId: 'v-1', status: 'PROGRESSING', updatedAt: '2026-11-01T00:00:00.000Z', ...overrides };
}
