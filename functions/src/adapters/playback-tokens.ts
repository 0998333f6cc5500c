import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';

/** IVS's playback token algorithm: ECDSA P-384 with SHA-384 (decision 0056). */
const ALGORITHM = 'ES384';

/** Signs a viewer's playback token for one channel until `expiresAt`. */
export type PlaybackTokenSigner = (channelArn: string, expiresAt: Date) => Promise<string>;

/**
 * IVS private channels' playback tokens (decision 0056): a JWT signed ES384 with the private half
 * of the playback key pair whose public half IVS holds, naming the channel (`aws:channel-arn`)
 * and when it stops opening it (`exp`). The local media server checks them with the public half.
 * Signed with node:crypto (ECDSA over SHA-384, the signature as r‖s, as JWS takes it): jose's
 * signing would add 16 KB to the live Lambda, over its 1 MB budget (decision 0008).
 */
export function createPlaybackTokenSigner(privateKeyPem: () => Promise<string>): PlaybackTokenSigner {
  let key: Promise<KeyObject> | undefined;
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return async (channelArn, expiresAt) => {
    key ??= privateKeyPem().then((pem) => createPrivateKey(pem));
    const signed = `${part({ alg: ALGORITHM, typ: 'JWT' })}.${part({ 'aws:channel-arn': channelArn, exp: Math.floor(expiresAt.getTime() / 1000) })}`;
    const signature = sign('sha384', Buffer.from(signed), { key: await key, dsaEncoding: 'ieee-p1363' });
    return `${signed}.${signature.toString('base64url')}`;
  };
}

/** Whether `token` is a playback token for `channelArn`, signed by the pair's private half and not expired at `now`. */
export async function isPlaybackTokenFor(token: string, channelArn: string, publicKeyPem: string, now: Date): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, await importSPKI(publicKeyPem, ALGORITHM), { algorithms: [ALGORITHM], currentDate: now });
    return payload['aws:channel-arn'] === channelArn;
  } catch {
    return false;
  }
}

/** A playback URL with the viewer's token, as IVS takes it (`?token=`). */
export const withPlaybackToken = (playbackUrl: string, token: string) => `${playbackUrl}${playbackUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
