import { describe, expect, it } from 'vitest';
import { matchesWildcard, parseTranscodeRequestKey, TRANSCODE_REQUEST_KEYS, transcodeRequestKey } from './transcode-request.js';

describe('transcoding requests', () => {
  it('names the video and its original, and is read back', () => {
    const key = transcodeRequestKey('v-1', 'videos/v-1/5f0c.mp4');
    expect(key).toBe('videos/v-1/transcode/5f0c.mp4');
    expect(parseTranscodeRequestKey(key)).toEqual({ videoId: 'v-1', sourceKey: 'videos/v-1/5f0c.mp4' });
  });

  it('matches the rule’s pattern, which no original, rendition or other file matches', () => {
    expect(matchesWildcard(TRANSCODE_REQUEST_KEYS, 'videos/v-1/transcode/5f0c.mp4')).toBe(true);
    for (const key of ['videos/v-1/5f0c.mp4', 'videos/v-1/original.mp4', 'slips/o-1/s.png', 'images/i-1/transcode/x', 'videos/v-1/transcodes/x']) {
      expect(matchesWildcard(TRANSCODE_REQUEST_KEYS, key)).toBe(false);
      expect(parseTranscodeRequestKey(key)).toBeUndefined();
    }
  });

  it('reads regular-expression characters of a pattern as themselves', () => {
    expect(matchesWildcard('a.b/*', 'a.b/c')).toBe(true);
    expect(matchesWildcard('a.b/*', 'axb/c')).toBe(false);
  });
});
