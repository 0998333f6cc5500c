import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The local stack's media signing key pair: the public half checks cookies, the private half signs them. */
export interface MediaKeys {
  keyPairId: string;
  /** PEM, SPKI. */
  publicKey: string;
  /** PEM, PKCS #8. */
  privateKey: string;
}

function isMediaKeys(value: unknown): value is MediaKeys {
  const keys = value as Partial<MediaKeys> | null;
  return (
    typeof keys?.keyPairId === 'string' &&
    /^K[A-Z0-9]+$/.test(keys.keyPairId) &&
    typeof keys.publicKey === 'string' &&
    keys.publicKey.startsWith('-----BEGIN PUBLIC KEY-----') &&
    typeof keys.privateKey === 'string' &&
    keys.privateKey.startsWith('-----BEGIN PRIVATE KEY-----')
  );
}

/** The file a stack keeps its media keys in, under its data folder. */
export const mediaKeysFile = (dataDir: string) => join(dataDir, 'media-keys.json');

/**
 * The local stack's media signing keys (decision 0034), made once in `<dataDir>/media-keys.json`
 * (`.local/media-keys.json` for `npm start`, the run's temporary folder for tests) and kept out of
 * the repository: an RSA 2048 pair as CloudFront takes, and an id shaped like CloudFront's public key ids.
 */
export function localMediaKeys(dataDir: string): MediaKeys {
  const file = mediaKeysFile(dataDir);
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isMediaKeys(stored)) return stored;
  }
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const keys: MediaKeys = { keyPairId: `K${randomBytes(8).toString('hex').toUpperCase()}`, publicKey, privateKey };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/** The Lambdas' environment for playback cookies signed with the local key. */
export function mediaEnvironment(keys: MediaKeys, mediaUrl: string): Record<string, string> {
  return { MEDIA_URL: mediaUrl, MEDIA_KEY_PAIR_ID: keys.keyPairId, MEDIA_PRIVATE_KEY: keys.privateKey };
}

/** The local stack's broadcast playback key pair (decision 0056), PEM: IVS's kind, ECDSA P-384. */
export interface PlaybackTokenKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The broadcasts' playback key pair, made once in `<dataDir>/playback-token-keys.json` beside the
 * media keys: the live Lambda signs viewers' tokens with the private half, the media server checks
 * live playlists' with the public half, as IVS checks a private channel's.
 */
export function localPlaybackTokenKeys(dataDir: string): PlaybackTokenKeys {
  const file = join(dataDir, 'playback-token-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<PlaybackTokenKeys> | null;
    if (stored?.publicKey?.startsWith('-----BEGIN PUBLIC KEY-----') && stored.privateKey?.startsWith('-----BEGIN PRIVATE KEY-----')) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-384', publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
