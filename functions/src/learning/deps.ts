import { records, database, onceAsync } from '../app.js';
import { createLearningStores } from '../data/learning-repository.js';
import { videoRecords } from '../data/records/video.js';
import { env, requireEnv } from '../env.js';
import type { LearningPorts } from './ports.js';
import type { PlaybackSigner } from './playback.js';

/** The signing key: from Secrets Manager in AWS, from the environment on the local stack (decision 0034). */
const playback = onceAsync(async (): Promise<PlaybackSigner> => {
  const { MEDIA_PRIVATE_KEY, MEDIA_SIGNING_SECRET, MEDIA_COOKIE_DOMAIN } = env();
  const [{ createCloudFrontPlayback }, privateKey] = await Promise.all([
    import('../adapters/cloudfront-playback.js'),
    MEDIA_PRIVATE_KEY ?? (MEDIA_SIGNING_SECRET ? import('../adapters/secure-parameter.js').then(({ readSecret }) => readSecret(MEDIA_SIGNING_SECRET)) : undefined),
  ]);
  if (!privateKey) throw new Error('No media signing key is configured (MEDIA_SIGNING_SECRET).');
  return createCloudFrontPlayback({ mediaUrl: requireEnv('MEDIA_URL'), keyPairId: requireEnv('MEDIA_KEY_PAIR_ID'), privateKey, ...(MEDIA_COOKIE_DOMAIN ? { cookieDomain: MEDIA_COOKIE_DOMAIN } : {}) });
});

let ports: LearningPorts | undefined;

export function learning(): LearningPorts {
  return (ports ??= { ...createLearningStores(database()), videos: records()(videoRecords), playback, now: () => new Date() });
}
