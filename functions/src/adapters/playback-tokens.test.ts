import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { createPlaybackTokenSigner, isPlaybackTokenFor, withPlaybackToken } from './playback-tokens.js';

const pair = () => generateKeyPairSync('ec', { namedCurve: 'P-384', publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const CHANNEL = 'arn:aws:ivs:ap-southeast-1:123456789012:channel/AbCdEf';
const NOW = new Date('2026-12-01T10:00:00.000Z');

describe('playback tokens', () => {
  it('are ES384 JWTs naming the channel and their expiry, as IVS reads them', async () => {
    const keys = pair();
    const token = await createPlaybackTokenSigner(async () => keys.privateKey)(CHANNEL, new Date('2026-12-01T12:00:00.000Z'));
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES384', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({ 'aws:channel-arn': CHANNEL, exp: Date.parse('2026-12-01T12:00:00.000Z') / 1000 });
  });

  it('open their channel until they expire, and no other channel, nor under another key', async () => {
    const keys = pair();
    const sign = createPlaybackTokenSigner(async () => keys.privateKey);
    const token = await sign(CHANNEL, new Date(NOW.getTime() + 60_000));
    expect(await isPlaybackTokenFor(token, CHANNEL, keys.publicKey, NOW)).toBe(true);
    expect(await isPlaybackTokenFor(token, `${CHANNEL}x`, keys.publicKey, NOW)).toBe(false);
    expect(await isPlaybackTokenFor(token, CHANNEL, keys.publicKey, new Date(NOW.getTime() + 61_000))).toBe(false);
    expect(await isPlaybackTokenFor(token, CHANNEL, pair().publicKey, NOW)).toBe(false);
    expect(await isPlaybackTokenFor('not.a.token', CHANNEL, keys.publicKey, NOW)).toBe(false);
  });

  it('go on the playback URL as its token parameter', () => {
    expect(withPlaybackToken('https://abc.ap-southeast-1.playback.live-video.net/api/video/v1/x.m3u8', 'a.b.c')).toBe('https://abc.ap-southeast-1.playback.live-video.net/api/video/v1/x.m3u8?token=a.b.c');
    expect(withPlaybackToken('https://media.test/live/x/index.m3u8?v=1', 'a.b.c')).toBe('https://media.test/live/x/index.m3u8?v=1&token=a.b.c');
  });
});
