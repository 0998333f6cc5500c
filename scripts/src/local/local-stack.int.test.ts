import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_AUTH_TRIGGERS } from './auth-triggers.js';
import { repoRoot } from './paths.js';

/**
 * The addresses sockets listen on for `port`, from the kernel's tables (IPv4 and IPv6), as
 * dotted or colon text: what `ss -ltn` prints, without needing it installed.
 */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const LISTEN = '0A';
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== LISTEN) continue;
      const [address, socketPort] = local.split(':') as [string, string];
      if (socketPort !== hexPort) continue;
      // The kernel prints each 32-bit word of the address in host (little-endian) order.
      const words = address.match(/.{8}/g) ?? [];
      const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)));
      addresses.push(bytes.length === 4 ? bytes.join('.') : bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(''));
    }
  }
  return addresses;
}

const IPV4_LOOPBACK = /^127\./;
// ::1, or an IPv4 loopback address mapped into IPv6 (::ffff:127.x.x.x), as Java binds it.
const isLoopback = (address: string) => IPV4_LOOPBACK.test(address) || address === `${'0'.repeat(30)}01` || /^0{20}ffff7f/.test(address);

describe('the local stack keeps to this machine', () => {
  const ports = () => {
    const { dynamodb, cognito, web, media } = inject('endpoints');
    return { api: inject('apiUrl'), web, 'web build': inject('builtWebUrl'), dynamodb, cognito, media };
  };

  it('listens on the loopback interface only, DynamoDB Local included', () => {
    for (const [name, url] of Object.entries(ports())) {
      const addresses = listeningAddresses(Number(new URL(url).port));
      expect(addresses.length, `${name} listens`).toBeGreaterThan(0);
      expect(addresses.filter((address) => !isLoopback(address)), `${name} on ${addresses.join(', ')}`).toEqual([]);
    }
  });

  it('serves files of the web workspace and its packages, never the rest of the repository', async () => {
    const web = inject('endpoints').web;
    const file = async (path: string) => (await fetch(`${web}/@fs${repoRoot}/${path}`)).status;
    expect(await file('web/src/main.tsx')).toBe(200);
    expect(await file('node_modules/react/package.json')).toBe(200);
    expect(await file('package.json')).toBe(403);
    expect(await file('.local/dynamodb-local/DynamoDBLocal.jar')).toBe(403);
    expect(await file('functions/src/env.ts')).toBe(403);
  });
});

describe('the local gateway refuses what it cannot read', () => {
  it('answers 400 to a path that is not valid percent-encoding', async () => {
    for (const path of ['/public/courses/%', '/public/courses/%E0%A4%A']) {
      const response = await fetch(`${inject('apiUrl')}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ message: 'Bad Request' });
    }
  });

  it('answers 400 to an invoke of a trigger without an event object', async () => {
    const invoke = (body?: string) =>
      fetch(`${inject('apiUrl')}/2015-03-31/functions/${LOCAL_AUTH_TRIGGERS.DefineAuthChallenge.functionName}/invocations`, { method: 'POST', body });
    for (const body of [undefined, '', 'null', '[]', '{"session":']) {
      const response = await invoke(body);
      expect(response.status, String(body)).toBe(400);
      expect(response.headers.get('x-amzn-errortype')).toBe('InvalidRequestContentException');
    }
  });
});
