import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Address ranges that are not the public internet: this host, private networks, link-local (the
 * cloud metadata service at 169.254.169.254 and fd00:ec2::254 among them), carrier-grade NAT,
 * documentation, benchmarking, multicast and reserved space.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address. */
function hextets(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::a.b.c.d), if any. */
function embeddedIpv4(address: string): string | undefined {
  const groups = hextets(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!mapped && !nat64) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4) return isPublicAddress(ipv4);
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveHost: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export const ENDPOINT_PROBLEMS = {
  notHttps: 'must be an https address on the standard port (443).',
  credentials: 'must not carry a user name or password.',
  unknownHost: 'names a host that could not be found.',
  notPublic: 'must be a push service on the public internet.',
} as const;

/**
 * What is wrong with an endpoint the server is to connect to on a user's behalf (a browser's push
 * service), or undefined: only https on port 443 to a host whose every address is public. An
 * origin listed in `trustedOrigins` (set only where the operator runs a push service of their own,
 * such as the local stack's tests) skips the address check.
 */
export function createEndpointCheck(options: { resolve?: ResolveHost; trustedOrigins?: readonly string[] } = {}) {
  const resolve = options.resolve ?? resolveHost;
  const trusted = new Set(options.trustedOrigins ?? []);
  return async (endpoint: string): Promise<string | undefined> => {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return ENDPOINT_PROBLEMS.notHttps;
    }
    if (url.username || url.password) return ENDPOINT_PROBLEMS.credentials;
    if (trusted.has(url.origin)) return undefined;
    // URL drops the default port, so any port left is not 443.
    if (url.protocol !== 'https:' || url.port !== '') return ENDPOINT_PROBLEMS.notHttps;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await resolve(host);
    } catch {
      return ENDPOINT_PROBLEMS.unknownHost;
    }
    if (addresses.length === 0) return ENDPOINT_PROBLEMS.unknownHost;
    return addresses.every(isPublicAddress) ? undefined : ENDPOINT_PROBLEMS.notPublic;
  };
}
