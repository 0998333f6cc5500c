import { describe, expect, it } from 'vitest';
import { keyOf, singleRange } from './media-server.js';

describe('the media server’s reading of a request', () => {
  it('takes one byte range, an open one or a suffix, within the file', () => {
    expect(singleRange('bytes=0-99', 1_000)).toEqual({ start: 0, end: 99 });
    expect(singleRange('bytes=900-', 1_000)).toEqual({ start: 900, end: 999 });
    expect(singleRange('bytes=900-5000', 1_000)).toEqual({ start: 900, end: 999 });
    expect(singleRange('bytes=-100', 1_000)).toEqual({ start: 900, end: 999 });
    expect(singleRange('bytes=-5000', 1_000)).toEqual({ start: 0, end: 999 });
  });

  it('serves the whole file for several ranges, a malformed or reversed one, and refuses one past the end', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-6', 'bytes=-', 'items=0-1', 'bytes=9-3']) expect(singleRange(header, 1_000), header).toBeUndefined();
    expect(singleRange('bytes=1000-', 1_000)).toBe('unsatisfiable');
    expect(singleRange('bytes=-0', 1_000)).toBe('unsatisfiable');
  });

  it('decodes the key under /media and refuses one that could leave its folder', () => {
    expect(keyOf('/media/videos/v-1/master.m3u8')).toBe('videos/v-1/master.m3u8');
    expect(keyOf('/media/images/a%20b.png')).toBe('images/a b.png');
    for (const path of ['/media/', '/media', '/other/videos/v-1/a.ts', '/media/videos//a.ts', '/media/videos/v-1/..%2Fv-2/a.ts', '/media/videos/%2e%2e/a.ts', '/media/videos/%E0%A4%A/a.ts']) {
      expect(keyOf(path), path).toBeUndefined();
    }
  });
});
