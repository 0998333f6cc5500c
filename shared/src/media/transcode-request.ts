/**
 * A transcoding request (decision 0032): an empty object the media Lambda puts in the uploads
 * bucket once an HLS video's upload is checked (or its failed job is retried). Its creation is
 * the S3 event that starts the job: EventBridge in AWS, the local stack's bucket events locally,
 * both matching `TRANSCODE_REQUEST_KEYS`. The key names the video and its original's file, so a
 * request for an earlier upload is recognised as stale; it lies under the video's prefix, so it
 * goes with the video.
 */

/** The keys of requests, as an EventBridge `wildcard` pattern on the object's key. */
export const TRANSCODE_REQUEST_KEYS = 'videos/*/transcode/*';

const REQUEST_KEY = /^videos\/([^/]+)\/transcode\/([^/]+)$/;

/** The request for transcoding `sourceKey` (`videos/<id>/<file>`) of the video `videoId`. */
export function transcodeRequestKey(videoId: string, sourceKey: string): string {
  const file = sourceKey.split('/').pop() ?? sourceKey;
  return `videos/${videoId}/transcode/${file}`;
}

/** The video and original a request's key names; undefined for any other key. */
export function parseTranscodeRequestKey(key: string): { videoId: string; sourceKey: string } | undefined {
  const match = REQUEST_KEY.exec(key);
  if (!match) return undefined;
  const [, videoId = '', file = ''] = match;
  return { videoId, sourceKey: `videos/${videoId}/${file}` };
}

/** Whether `key` matches an EventBridge `wildcard` pattern (`*` any run of characters). */
export function matchesWildcard(pattern: string, key: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(key);
}
