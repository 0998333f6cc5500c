import { describe, expect, it } from 'vitest';
import type { TranscodeJobRecord } from './ports.js';
import { keyOfS3Uri, recordJobState } from './service.js';

describe('recordJobState', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('records a completed job with its master playlist', async () => {
    const saved: TranscodeJobRecord[] = [];
    await recordJobState(
      { save: async (record) => void saved.push(record) },
      {
        jobId: 'job-1',
        status: 'COMPLETE',
        userMetadata: { videoId: 'v-9' },
        outputGroupDetails: [{ playlistFilePaths: ['s3://media-bucket/videos/v-9/master.m3u8'] }],
      },
      now,
    );
    expect(saved).toEqual([
      { jobId: 'job-1', videoId: 'v-9', status: 'COMPLETE', playlistKey: 'videos/v-9/master.m3u8', updatedAt: now.toISOString() },
    ]);
  });

  it('records a failure with its message and ignores states it does not know', async () => {
    const saved: TranscodeJobRecord[] = [];
    const store = { save: async (record: TranscodeJobRecord) => void saved.push(record) };
    await recordJobState(store, { jobId: 'job-2', status: 'ERROR', errorMessage: 'Bad input' }, now);
    await recordJobState(store, { jobId: 'job-3', status: 'INPUT_INFORMATION' }, now);
    expect(saved).toEqual([{ jobId: 'job-2', videoId: '', status: 'ERROR', error: 'Bad input', updatedAt: now.toISOString() }]);
  });

  it('turns an s3 URI into a key', () => {
    expect(keyOfS3Uri('s3://b/a/b.m3u8')).toBe('a/b.m3u8');
  });
});
