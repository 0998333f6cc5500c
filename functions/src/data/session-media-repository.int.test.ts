import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDatabase } from '../testing/api.js';
import { createSessionMediaStore } from './session-media-repository.js';

const at = '2026-12-01T03:00:00.000Z';

describe('the session media store on DynamoDB Local', () => {
  it('tells which sessions’ broadcasts hold a recording, in batches past DynamoDB’s hundred keys', async () => {
    const media = createSessionMediaStore(localDatabase());
    const ids = Array.from({ length: 130 }, () => `s-${randomUUID()}`);
    const recorded = [ids[3]!, ids[120]!];
    const unrecorded = ids[7]!;
    for (const id of [...recorded, unrecorded]) {
      expect(await media.claim(id, 'broadcast', 'claim', at, at)).toBe(true);
      expect(await media.complete(id, 'broadcast', 'claim', { provider_id: `channel-${id}`, join_url: '', start_url: '', start_url_at: '', password: '', ingest_server: '', stream_key_ref: '', playback_url: '', recorded: true, created_at: at })).toBe(true);
    }
    for (const id of recorded) expect(await media.addRecording(id, { ended_at: at, folder: `ivs/v1/local/${id}/`, playlist: 'media/hls/index.m3u8' })).toBe(true);
    // A Zoom meeting of the same session is not a broadcast.
    expect(await media.claim(ids[9]!, 'zoom', 'claim', at, at)).toBe(true);

    expect(await media.recordedAmong([...ids, ids[3]!])).toEqual(new Set(recorded));
    expect(await media.recordedAmong([])).toEqual(new Set());
  });

  it('keeps a Zoom meeting’s new start link on a ready meeting only', async () => {
    const media = createSessionMediaStore(localDatabase());
    const [ready, making] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
    await media.claim(ready, 'zoom', 'claim', at, at);
    await media.complete(ready, 'zoom', 'claim', { provider_id: '81', join_url: 'https://zoom.test/j/81', start_url: 'https://zoom.test/s/81?zak=old', start_url_at: at, password: '1', ingest_server: '', stream_key_ref: '', playback_url: '', recorded: false, created_at: at });
    await media.claim(making, 'zoom', 'claim', at, at);

    await media.renewStartUrl(ready, 'https://zoom.test/s/81?zak=new', '2026-12-01T04:30:00.000Z');
    await media.renewStartUrl(making, 'https://zoom.test/s/82?zak=new', '2026-12-01T04:30:00.000Z');

    expect(await media.get(ready, 'zoom')).toMatchObject({ join_url: 'https://zoom.test/j/81', start_url: 'https://zoom.test/s/81?zak=new', start_url_at: '2026-12-01T04:30:00.000Z' });
    expect(await media.get(making, 'zoom')).toMatchObject({ status: 'creating', start_url: '' });
  });
});
