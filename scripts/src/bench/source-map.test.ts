import { describe, expect, it } from 'vitest';
import { bytesBySource, decodeVlq, ownerOf } from './source-map.js';

describe('decodeVlq', () => {
  it('reads Base64 VLQ numbers, signs and continuations included', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CAAC')).toEqual([1, 0, 0, 1]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('2HwBAAS')).toEqual([123, 24, 0, 0, 9]);
  });
});

describe('bytesBySource', () => {
  it('gives each segment its line up to the next segment, the rest to (unmapped)', () => {
    // Line 1: "abcdefghij" — cols 0-3 from a.js, 4-9 from b.js. Line 2: "xyz" — col 1 on from a.js.
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA;CDAA' };
    expect(Object.fromEntries(bytesBySource('abcdefghij\nxyz', map))).toEqual({ 'a.js': 4 + 2, 'b.js': 6, '(unmapped)': 1 });
  });
});

describe('ownerOf', () => {
  it('names the package, or the project folder', () => {
    expect(ownerOf('../../node_modules/@aws-amplify/ui/dist/esm/index.mjs', '/repo', '/repo/web/dist/assets')).toBe('@aws-amplify/ui');
    expect(ownerOf('../../src/features/auth/stores/sessions.ts', '/repo', '/repo/web/dist/assets')).toBe('web/src/features/auth');
  });
});
