import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import type { PlaybackSigner } from '../learning/playback.js';

export interface CloudFrontPlaybackOptions {
  /** Where media is served from, without a trailing slash (`https://www.example.com/media`). */
  mediaUrl: string;
  /** The id of the CloudFront public key whose key group the media behavior trusts. */
  keyPairId: string;
  /** The RSA private key (PEM) of that public key. */
  privateKey: string;
  /** The parent domain API and media share (`example.com`); without it each cookie belongs to the API's host. */
  cookieDomain?: string;
}

/**
 * A video id becomes a path segment and part of a policy's Resource, where `*` and `?` are
 * wildcards: only URL-safe characters, so one video's cookies never reach another's files.
 */
const VIDEO_ID = /^[A-Za-z0-9_-][A-Za-z0-9._~-]*$/;
/** A folder is such segments joined by `/`. */
const isFolder = (folder: string) => folder.split('/').every((segment) => VIDEO_ID.test(segment));

/** The custom policy of one folder's files until `expiresAt` (CloudFront compares whole seconds). */
function playbackPolicy(mediaUrl: string, folder: string, expiresAt: Date): string {
  return JSON.stringify({
    Statement: [{ Resource: `${mediaUrl}/${folder}/*`, Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(expiresAt.getTime() / 1000) } } }],
  });
}

/**
 * CloudFront signed cookies for `<mediaUrl>/videos/<videoId>/*` (decision 0034), or another
 * folder's files (a recording's, decision 0054), scoped to that folder's path so cookies of
 * several videos never meet in one request.
 */
export function createCloudFrontPlayback(options: CloudFrontPlaybackOptions): PlaybackSigner {
  const mediaUrl = options.mediaUrl.replace(/\/+$/, '');
  const { pathname, protocol } = new URL(mediaUrl);
  const basePath = pathname.replace(/\/+$/, '');

  function cookiesForFolder(folder: string, expiresAt: Date): Promise<string[]> {
    if (!isFolder(folder)) throw new Error(`A folder of letters, digits, '-', '_', '.' and '~' is signed, not ${JSON.stringify(folder)}.`);
    if (Number.isNaN(expiresAt.getTime())) throw new Error('The playback cookies need a valid expiry.');
    const signed = getSignedCookies({ keyPairId: options.keyPairId, privateKey: options.privateKey, policy: playbackPolicy(mediaUrl, folder, expiresAt) });
    const attributes = [
      ...(options.cookieDomain ? [`Domain=${options.cookieDomain}`] : []),
      `Path=${basePath}/${folder}/`,
      `Expires=${expiresAt.toUTCString()}`,
      ...(protocol === 'https:' ? ['Secure'] : []),
      'HttpOnly',
      'SameSite=Lax',
    ].join('; ');
    const values = { 'CloudFront-Policy': signed['CloudFront-Policy'], 'CloudFront-Signature': signed['CloudFront-Signature'], 'CloudFront-Key-Pair-Id': signed['CloudFront-Key-Pair-Id'] };
    return Promise.resolve(Object.entries(values).map(([name, value]) => `${name}=${value}; ${attributes}`));
  }

  return {
    mediaUrl,
    cookiesForFolder,
    async cookiesFor(videoId, expiresAt) {
      if (!VIDEO_ID.test(videoId)) throw new Error(`A video id of letters, digits, '-', '_', '.' and '~' is signed, not ${JSON.stringify(videoId)}.`);
      return cookiesForFolder(`videos/${videoId}`, expiresAt);
    },
  };
}
