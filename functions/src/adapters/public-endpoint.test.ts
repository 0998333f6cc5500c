import { describe, expect, it } from 'vitest';
import { createEndpointCheck, ENDPOINT_PROBLEMS, isPublicAddress } from './public-endpoint.js';

describe('isPublicAddress', () => {
  it.each(['142.250.4.95', '8.8.8.8', '2607:f8b0:4005:80c::200a', '2a00:1450:4001:82b::200a'])('takes %s for public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    'fd00:ec2::254',
    'fe80::1',
    'fc00::1',
    'ff02::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('createEndpointCheck', () => {
  const dns: Record<string, string[]> = {
    'fcm.googleapis.com': ['142.250.4.95', '2607:f8b0:4005:80c::200a'],
    'rebind.example': ['142.250.4.95', '127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
  };
  const check = createEndpointCheck({
    resolve: async (host) => {
      const found = dns[host];
      if (!found) throw new Error('ENOTFOUND');
      return found;
    },
    trustedOrigins: ['https://push.local.test'],
  });

  it('accepts a push service on the public internet', async () => {
    expect(await check('https://fcm.googleapis.com/fcm/send/abc')).toBeUndefined();
    expect(await check('https://fcm.googleapis.com:443/fcm/send/abc')).toBeUndefined();
  });

  it.each([
    ['https://127.0.0.1:8443/push', ENDPOINT_PROBLEMS.notHttps],
    ['https://127.0.0.1/push', ENDPOINT_PROBLEMS.notPublic],
    ['https://[::1]/push', ENDPOINT_PROBLEMS.notPublic],
    ['https://[::ffff:127.0.0.1]/push', ENDPOINT_PROBLEMS.notPublic],
    ['https://0x7f.1/push', ENDPOINT_PROBLEMS.notPublic],
    ['https://169.254.169.254/latest/meta-data/', ENDPOINT_PROBLEMS.notPublic],
    ['https://metadata.example/x', ENDPOINT_PROBLEMS.notPublic],
    ['https://rebind.example/x', ENDPOINT_PROBLEMS.notPublic],
    ['https://nowhere.example/x', ENDPOINT_PROBLEMS.unknownHost],
    ['http://fcm.googleapis.com/fcm/send/abc', ENDPOINT_PROBLEMS.notHttps],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', ENDPOINT_PROBLEMS.notHttps],
    ['https://user:secret@fcm.googleapis.com/fcm/send/abc', ENDPOINT_PROBLEMS.credentials],
    ['not a url', ENDPOINT_PROBLEMS.notHttps],
  ])('refuses %s', async (endpoint, problem) => {
    expect(await check(endpoint)).toBe(problem);
  });

  it('trusts only the exact origins it is given', async () => {
    expect(await check('https://push.local.test/student')).toBeUndefined();
    expect(await check('https://push.local.test:8443/student')).toBe(ENDPOINT_PROBLEMS.notHttps);
  });
});
