import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resourceMatches, verifyPlaybackCookies } from './cloudfront-cookie-check.js';
import { createCloudFrontPlayback } from './cloudfront-playback.js';

const pair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const trusted = pair();
const stranger = pair();
const MEDIA_URL = 'http://127.0.0.1:4592/media';
const NOW = new Date('2026-11-26T10:00:00Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 3_600_000);
const PLAYLIST = `${MEDIA_URL}/videos/video-1/master.m3u8`;
const publicKeys = { KLOCAL: trusted.publicKey };

const toCloudFrontBase64 = (value: Buffer | string) => Buffer.from(value).toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');

/** The Cookie header a browser sends with the Set-Cookie values of the API's answer. */
const cookieHeader = (setCookies: string[]) => setCookies.map((setCookie) => setCookie.split('; ')[0]).join('; ');

async function cookiesOf(videoId: string, expiresAt: Date, privateKey = trusted.privateKey, keyPairId = 'KLOCAL') {
  return cookieHeader(await createCloudFrontPlayback({ mediaUrl: MEDIA_URL, keyPairId, privateKey }).cookiesFor(videoId, expiresAt));
}

/** Cookies of any policy, signed with the trusted key. */
function signedPolicy(policy: object, algorithm: 'SHA1' | 'SHA256' = 'SHA1') {
  const text = JSON.stringify(policy);
  const signature = createSign(`RSA-${algorithm}`).update(text).sign(trusted.privateKey);
  return `CloudFront-Policy=${toCloudFrontBase64(text)}; CloudFront-Signature=${toCloudFrontBase64(signature)}; CloudFront-Key-Pair-Id=KLOCAL${algorithm === 'SHA256' ? '; CloudFront-Hash-Algorithm=SHA256' : ''}`;
}

const check = (header: string | undefined, url = PLAYLIST, now = NOW) => verifyPlaybackCookies({ cookieHeader: header, url, now, publicKeys });

describe('the playback cookie check of the local media server', () => {
  it('accepts the cookies of the video for its playlists and segments until they expire', async () => {
    // Prepare
    const header = await cookiesOf('video-1', IN_AN_HOUR);

    // Act & Assess
    expect(check(header)).toBe(true);
    expect(check(header, `${MEDIA_URL}/videos/video-1/master_360p_00001.ts`)).toBe(true);
    expect(check(`theme=dark; ${header}; _ga=GA1.1`, `${MEDIA_URL}/videos/video-1/master_360p.m3u8`, new Date(IN_AN_HOUR.getTime() - 1_000))).toBe(true);
  });

  it('refuses expired cookies', async () => {
    // Prepare
    const header = await cookiesOf('video-1', IN_AN_HOUR);

    // Act & Assess
    expect(check(header, PLAYLIST, IN_AN_HOUR)).toBe(false);
    expect(check(await cookiesOf('video-1', new Date(NOW.getTime() - 1_000)))).toBe(false);
  });

  it('refuses another video’s files and anything outside the folder', async () => {
    // Prepare
    const header = await cookiesOf('video-1', IN_AN_HOUR);

    // Act & Assess
    expect(check(header, `${MEDIA_URL}/videos/video-2/master.m3u8`)).toBe(false);
    expect(check(header, `${MEDIA_URL}/videos/video-10/master.m3u8`)).toBe(false);
    expect(check(header, `${MEDIA_URL}/videos/video-1`)).toBe(false);
    expect(check(header, `http://localhost:4592/media/videos/video-1/master.m3u8`)).toBe(false);
  });

  it('refuses a changed policy, a signature of another key and an unknown key pair', async () => {
    // Prepare
    const header = await cookiesOf('video-1', IN_AN_HOUR);
    const policy = /CloudFront-Policy=([^;]+)/.exec(header)?.[1] ?? '';
    const widened = Buffer.from(policy.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64').toString('utf8').replace('video-1/*', '*');

    // Act & Assess
    expect(check(header.replace(policy, toCloudFrontBase64(widened)), `${MEDIA_URL}/videos/video-2/master.m3u8`)).toBe(false);
    expect(check(await cookiesOf('video-1', IN_AN_HOUR, stranger.privateKey))).toBe(false);
    expect(check(await cookiesOf('video-1', IN_AN_HOUR, trusted.privateKey, 'KOTHER'))).toBe(false);
    expect(check(await cookiesOf('video-1', IN_AN_HOUR, trusted.privateKey, 'toString'))).toBe(false);
    expect(check(header.replace(/CloudFront-Signature=[^;]+/, 'CloudFront-Signature=bm90LWEtc2lnbmF0dXJl'))).toBe(false);
  });

  it('refuses missing cookies', async () => {
    // Prepare
    const header = await cookiesOf('video-1', IN_AN_HOUR);

    // Act & Assess
    expect(check(undefined)).toBe(false);
    expect(check('')).toBe(false);
    for (const name of ['CloudFront-Policy', 'CloudFront-Signature', 'CloudFront-Key-Pair-Id']) {
      expect(check(header.split('; ').filter((cookie) => !cookie.startsWith(`${name}=`)).join('; ')), name).toBe(false);
    }
  });

  it('reads DateGreaterThan, SHA-256 signatures, and refuses a policy without an expiry or with unknown conditions', () => {
    const resource = `${MEDIA_URL}/videos/video-1/*`;
    const until = { 'AWS:EpochTime': IN_AN_HOUR.getTime() / 1000 };
    const from = (date: Date) => ({ 'AWS:EpochTime': date.getTime() / 1000 });
    expect(check(signedPolicy({ Statement: [{ Resource: resource, Condition: { DateLessThan: until, DateGreaterThan: from(NOW) } }] }))).toBe(true);
    expect(check(signedPolicy({ Statement: [{ Resource: resource, Condition: { DateLessThan: until, DateGreaterThan: from(new Date(NOW.getTime() + 1_000)) } }] }))).toBe(false);
    expect(check(signedPolicy({ Statement: [{ Resource: resource, Condition: { DateLessThan: until, IpAddress: { 'AWS:SourceIp': '203.0.113.0/24' } } }] }))).toBe(true);
    expect(check(signedPolicy({ Statement: [{ Resource: resource, Condition: { DateLessThan: until } }] }, 'SHA256'))).toBe(true);
    expect(check(signedPolicy({ Statement: [{ Resource: resource, Condition: {} }] }))).toBe(false);
    expect(check(signedPolicy({ Statement: [{ Resource: resource, Condition: { DateLessThan: until, Referer: 'x' } }] }))).toBe(false);
    expect(check(signedPolicy({ Statement: [] }))).toBe(false);
  });
});

describe('CloudFront’s Resource wildcards', () => {
  it('match any characters with *, exactly one with ?, and the rest literally', () => {
    expect(resourceMatches('https://d1.test/media/videos/v-1/*', 'https://d1.test/media/videos/v-1/master.m3u8?x=1')).toBe(true);
    expect(resourceMatches('http*://d1.test/a.ts', 'https://d1.test/a.ts')).toBe(true);
    expect(resourceMatches('https://d1.test/v-?/a.ts', 'https://d1.test/v-1/a.ts')).toBe(true);
    expect(resourceMatches('https://d1.test/v-?/a.ts', 'https://d1.test/v-10/a.ts')).toBe(false);
    expect(resourceMatches('https://d1.test/a.ts', 'https://d1.test/aXts')).toBe(false);
    expect(resourceMatches('https://d1.test/(a)+.ts', 'https://d1.test/(a)+.ts')).toBe(true);
  });
});
