import { verify } from 'node:crypto';

export interface PlaybackCookieCheck {
  /** The request's Cookie header. */
  cookieHeader: string | undefined;
  /** The full URL asked for, as the policy's Resource names it (`<mediaUrl>/videos/<id>/master.m3u8`). */
  url: string;
  now: Date;
  /** Public keys (PEM) by key pair id: the key group the media behavior trusts. */
  publicKeys: Readonly<Record<string, string>>;
}

interface PolicyStatement {
  Resource?: unknown;
  Condition?: Record<string, unknown>;
}

/** CloudFront's URL-safe base64: `+`, `=` and `/` are written `-`, `_` and `~`. */
const fromCloudFrontBase64 = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

/** The first value of each cookie: a browser sends the one of the longest path first. */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** CloudFront's wildcards in a Resource: `*` any characters (none too), `?` exactly one; the rest literal. */
export function resourceMatches(resource: string, url: string): boolean {
  const pattern = resource.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${pattern}$`, 's').test(url);
}

const epochOf = (condition: unknown): number | undefined => {
  const value = (condition as { 'AWS:EpochTime'?: unknown } | undefined)?.['AWS:EpochTime'];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/**
 * What CloudFront checks of signed cookies with a custom policy, for the local media server: the
 * policy's signature by a trusted key (RSA-SHA1, or SHA-256 when CloudFront-Hash-Algorithm says
 * so), its Resource matching the URL, now before DateLessThan and, when given, not before
 * DateGreaterThan. IpAddress is not checked: everything local comes from loopback.
 */
export function verifyPlaybackCookies({ cookieHeader, url, now, publicKeys }: PlaybackCookieCheck): boolean {
  if (!cookieHeader) return false;
  const cookies = parseCookies(cookieHeader);
  const encodedPolicy = cookies.get('CloudFront-Policy');
  const signature = cookies.get('CloudFront-Signature');
  const keyPairId = cookies.get('CloudFront-Key-Pair-Id');
  if (!encodedPolicy || !signature || !keyPairId || !Object.hasOwn(publicKeys, keyPairId)) return false;
  const algorithm = cookies.get('CloudFront-Hash-Algorithm') ?? 'SHA1';
  if (algorithm !== 'SHA1' && algorithm !== 'SHA256') return false;

  const policy = fromCloudFrontBase64(encodedPolicy);
  try {
    if (!verify(`RSA-${algorithm}`, policy, publicKeys[keyPairId] as string, fromCloudFrontBase64(signature))) return false;
  } catch {
    return false;
  }

  let statements: unknown;
  try {
    statements = (JSON.parse(policy.toString('utf8')) as { Statement?: unknown }).Statement;
  } catch {
    return false;
  }
  if (!Array.isArray(statements) || statements.length !== 1) return false;
  const [{ Resource, Condition }] = statements as [PolicyStatement];
  // A policy without a Resource grants every file of the distribution, as in CloudFront.
  if (Resource !== undefined && (typeof Resource !== 'string' || !resourceMatches(Resource, url))) return false;
  if (!Condition || Object.keys(Condition).some((name) => !['DateLessThan', 'DateGreaterThan', 'IpAddress'].includes(name))) return false;
  const seconds = now.getTime() / 1000;
  const until = epochOf(Condition.DateLessThan);
  if (until === undefined || seconds >= until) return false;
  if (Condition.DateGreaterThan !== undefined) {
    const from = epochOf(Condition.DateGreaterThan);
    if (from === undefined || seconds < from) return false;
  }
  return true;
}
