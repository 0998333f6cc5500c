import type { Transcoder } from '../media/ports.js';

/**
 * What Lambda bundles hold in place of the local stack's ffmpeg transcoder (functions/bundling.ts):
 * Lambdas transcode with MediaConvert, and FFMPEG_PATH is never set there.
 */
export function createFfmpegTranscoder(): Transcoder {
  throw new Error('Lambdas transcode with MediaConvert: FFMPEG_PATH is for the local stack only.');
}
