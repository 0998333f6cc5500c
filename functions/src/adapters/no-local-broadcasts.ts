import type { BroadcastChannels } from '../live/broadcast-ports.js';

/**
 * What Lambda bundles hold in place of the local stack's ffmpeg test source (functions/bundling.ts):
 * Lambdas broadcast through IVS, and FFMPEG_PATH is never set there.
 */
export function createLocalBroadcasts(): BroadcastChannels {
  throw new Error('Lambdas broadcast through IVS: FFMPEG_PATH is for the local stack only.');
}
