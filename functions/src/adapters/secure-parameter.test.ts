import { describe, expect, it } from 'vitest';
import { readSecret, readSecureParameter } from './secure-parameter.js';

/** The Parameters and Secrets extension's HTTP answers, with the requests it got. */
function extension(status: number, body: unknown) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const send = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: init?.headers as Record<string, string> });
    return Response.json(body, { status });
  }) as typeof fetch;
  return { send, calls };
}

const environment = { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2999', AWS_SESSION_TOKEN: 'session-token' };

describe('reading through the Parameters and Secrets extension', () => {
  it('reads a SecureString parameter decrypted, with the session token', async () => {
    // Prepare
    const { send, calls } = extension(200, { Parameter: { Value: '{"publicKey":"p"}' } });

    // Act
    const value = await readSecureParameter('/marketplace/dev/vapid', environment, send);

    // Assess
    expect(value).toBe('{"publicKey":"p"}');
    expect(calls).toEqual([
      { url: 'http://localhost:2999/systemsmanager/parameters/get?name=%2Fmarketplace%2Fdev%2Fvapid&withDecryption=true', headers: { 'X-Aws-Parameters-Secrets-Token': 'session-token' } },
    ]);
  });

  it('reads a secret’s string, on the default port', async () => {
    // Prepare
    const { send, calls } = extension(200, { Name: '/marketplace/dev/media-signing-key', SecretString: '-----BEGIN PRIVATE KEY-----\n…' });

    // Act
    const value = await readSecret('/marketplace/dev/media-signing-key', { AWS_SESSION_TOKEN: 'session-token' }, send);

    // Assess
    expect(value).toBe('-----BEGIN PRIVATE KEY-----\n…');
    expect(calls).toEqual([
      { url: 'http://localhost:2773/secretsmanager/get?secretId=%2Fmarketplace%2Fdev%2Fmedia-signing-key', headers: { 'X-Aws-Parameters-Secrets-Token': 'session-token' } },
    ]);
  });

  it('fails plainly when the extension refuses or the value is empty', async () => {
    await expect(readSecret('/marketplace/dev/media-signing-key', environment, extension(400, {}).send)).rejects.toThrow('The secret /marketplace/dev/media-signing-key could not be read (400).');
    await expect(readSecret('/marketplace/dev/media-signing-key', environment, extension(200, { SecretBinary: 'AA==' }).send)).rejects.toThrow('is empty');
    await expect(readSecureParameter('/marketplace/dev/vapid', environment, extension(403, {}).send)).rejects.toThrow('could not be read (403)');
  });
});
