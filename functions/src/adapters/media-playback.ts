import { onceAsync } from '../app.js';
import { env, requireEnv } from '../env.js';
import type { PlaybackSigner } from '../learning/playback.js';

/**
 * The stage's playback signer, made once per Lambda (decisions 0034, 0054): the signing key from
 * Secrets Manager in AWS, from the environment on the local stack.
 */
export const mediaPlayback = onceAsync(async (): Promise<PlaybackSigner> => {
  const { MEDIA_PRIVATE_KEY, MEDIA_SIGNING_SECRET, MEDIA_COOKIE_DOMAIN } = env();
  const [{ createCloudFrontPlayback }, privateKey] = await Promise.all([
    import('./cloudfront-playback.js'),
    MEDIA_PRIVATE_KEY ?? (MEDIA_SIGNING_SECRET ? import('./secure-parameter.js').then(({ readSecret }) => readSecret(MEDIA_SIGNING_SECRET)) : undefined),
  ]);
  if (!privateKey) throw new Error('No media signing key is configured (MEDIA_SIGNING_SECRET).');
  return createCloudFrontPlayback({ mediaUrl: requireEnv('MEDIA_URL'), keyPairId: requireEnv('MEDIA_KEY_PAIR_ID'), privateKey, ...(MEDIA_COOKIE_DOMAIN ? { cookieDomain: MEDIA_COOKIE_DOMAIN } : {}) });
});
