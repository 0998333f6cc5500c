import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCloudFrontPlayback } from './cloudfront-playback.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const EXPIRES = new Date('2026-11-26T10:00:00.500Z');
const EPOCH = Math.floor(EXPIRES.getTime() / 1000);

/** The cookies of Set-Cookie values, each as its value and its attributes. */
function parse(setCookies: string[]) {
  return Object.fromEntries(
    setCookies.map((setCookie) => {
      const [pair = '', ...attributes] = setCookie.split('; ');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: pair.slice(at + 1), attributes }];
    }),
  );
}

const fromCloudFrontBase64 = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

describe('CloudFront playback cookies', () => {
  it('signs a custom policy for the video’s folder until the expiry, which the public key verifies', async () => {
    // Prepare
    const signer = createCloudFrontPlayback({ mediaUrl: 'https://www.shop.test/media', keyPairId: 'K2JCJMDEHXQW5F', privateKey });

    // Act
    const cookies = parse(await signer.cookiesFor('video-1', EXPIRES));

    // Assess
    expect(Object.keys(cookies).sort()).toEqual(['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature']);
    expect(cookies['CloudFront-Key-Pair-Id']?.value).toBe('K2JCJMDEHXQW5F');
    const policyValue = cookies['CloudFront-Policy']?.value ?? '';
    const signature = cookies['CloudFront-Signature']?.value ?? '';
    for (const value of [policyValue, signature]) expect(value).toMatch(/^[A-Za-z0-9~_-]+$/);
    const policy = fromCloudFrontBase64(policyValue);
    expect(JSON.parse(policy.toString('utf8'))).toEqual({
      Statement: [{ Resource: 'https://www.shop.test/media/videos/video-1/*', Condition: { DateLessThan: { 'AWS:EpochTime': EPOCH } } }],
    });
    expect(verify('RSA-SHA1', policy, publicKey, fromCloudFrontBase64(signature))).toBe(true);
    expect(verify('RSA-SHA1', Buffer.from(policy.toString('utf8').replace('video-1', 'video-2')), publicKey, fromCloudFrontBase64(signature))).toBe(false);
    expect(signer.mediaUrl).toBe('https://www.shop.test/media');
  });

  it('scopes every cookie to the video’s path, HttpOnly, SameSite=Lax, Secure over https, with the parent domain when given', async () => {
    // Prepare
    const signer = createCloudFrontPlayback({ mediaUrl: 'https://media.shop.test/media/', keyPairId: 'K1', privateKey, cookieDomain: 'shop.test' });

    // Act
    const cookies = parse(await signer.cookiesFor('video-1', EXPIRES));

    // Assess
    for (const cookie of Object.values(cookies)) {
      expect(cookie.attributes).toEqual(['Domain=shop.test', 'Path=/media/videos/video-1/', 'Expires=Thu, 26 Nov 2026 10:00:00 GMT', 'Secure', 'HttpOnly', 'SameSite=Lax']);
    }
  });

  it('leaves Secure and Domain out for the local stack’s http media server', async () => {
    // Prepare
    const signer = createCloudFrontPlayback({ mediaUrl: 'http://127.0.0.1:4592/media', keyPairId: 'K1', privateKey });

    // Act
    const cookies = parse(await signer.cookiesFor('video-demo-welcome', EXPIRES));

    // Assess
    expect(cookies['CloudFront-Policy']?.attributes).toEqual(['Path=/media/videos/video-demo-welcome/', 'Expires=Thu, 26 Nov 2026 10:00:00 GMT', 'HttpOnly', 'SameSite=Lax']);
    expect(JSON.parse(fromCloudFrontBase64(cookies['CloudFront-Policy']?.value ?? '').toString('utf8')).Statement[0].Resource).toBe('http://127.0.0.1:4592/media/videos/video-demo-welcome/*');
  });

  it('refuses a video id that would widen the policy or leave the folder', async () => {
    // Prepare
    const signer = createCloudFrontPlayback({ mediaUrl: 'https://www.shop.test/media', keyPairId: 'K1', privateKey });

    // Act & Assess
    for (const videoId of ['*', 'video-?', 'a/b', '..', '', 'video 1']) {
      await expect(signer.cookiesFor(videoId, EXPIRES), videoId).rejects.toThrow(/video id/);
    }
  });
});
