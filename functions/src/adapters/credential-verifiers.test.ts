import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { externalLoginSettings } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredentialVerifiers, type ProviderEndpoints } from './credential-verifiers.js';

let server: Server;
let jwksUri: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
const KID = 'test-key';

/** The providers as the verifiers see them, all serving the key set of the local server. */
let endpoints: ProviderEndpoints;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
  endpoints = {
    google: { issuer: ['https://accounts.google.com', 'accounts.google.com'], jwksUri },
    azureAd: (tenantId) => ({ issuer: `https://login.microsoftonline.com/${tenantId}/v2.0`, jwksUri }),
    facebook: { issuer: 'https://www.facebook.com', jwksUri },
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const now = () => Math.floor(Date.now() / 1000);

async function rs256(claims: JWTPayload, options: { key?: CryptoKey; expiresIn?: number | null } = {}) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID }).setIssuedAt();
  if (options.expiresIn !== null) jwt.setExpirationTime(now() + (options.expiresIn ?? 600));
  return jwt.sign(options.key ?? signingKey);
}

const google = { iss: 'https://accounts.google.com', aud: 'google-client', email: 'somchai@example.com', email_verified: true };

describe('provider ID tokens (JWKS)', () => {
  it("accepts a Google token signed with the provider's key for the configured client id", async () => {
    const verifiers = createCredentialVerifiers(endpoints);
    await expect(verifiers.google(await rs256(google), 'google-client')).resolves.toMatchObject({ email: 'somchai@example.com', email_verified: true });
    await expect(verifiers.google(await rs256({ ...google, iss: 'accounts.google.com' }), 'google-client')).resolves.toMatchObject({ aud: 'google-client' });
  });

  it('refuses an expired token, one without expiry, another audience, another issuer and a foreign signature', async () => {
    const verifiers = createCredentialVerifiers(endpoints);
    const refused = [
      await rs256(google, { expiresIn: -600 }),
      await rs256(google, { expiresIn: null }),
      await rs256({ ...google, aud: 'someone-else' }),
      await rs256({ ...google, iss: 'https://evil.example.com' }),
      await rs256(google, { key: strangerKey }),
      'not-a-token',
    ];
    for (const token of refused) await expect(verifiers.google(token, 'google-client')).rejects.toThrow();
  });

  it('checks Azure AD against the tenant issuer and Facebook against its app id', async () => {
    const verifiers = createCredentialVerifiers(endpoints);
    const azure = await rs256({ iss: 'https://login.microsoftonline.com/tenant-1/v2.0', aud: 'azure-client', preferred_username: 'somchai@example.com' });
    await expect(verifiers.azureAd(azure, 'tenant-1', 'azure-client')).resolves.toMatchObject({ preferred_username: 'somchai@example.com' });
    await expect(verifiers.azureAd(azure, 'tenant-2', 'azure-client')).rejects.toThrow();

    const facebook = await rs256({ iss: 'https://www.facebook.com', aud: 'fb-app', email: 'somchai@example.com' });
    await expect(verifiers.facebook(facebook, 'fb-app')).resolves.toMatchObject({ email: 'somchai@example.com' });
    await expect(verifiers.facebook(facebook, 'other-app')).rejects.toThrow();
  });
});

describe('the external issuer', () => {
  const secret = 's'.repeat(40);
  const settings = externalLoginSettings.parse({ issuer: 'https://partner.example.com', audience: 'marketplace', shared_secret: secret });
  const hs256 = (claims: JWTPayload, key = secret, expiresIn: number | null = 600) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (expiresIn !== null) jwt.setExpirationTime(now() + expiresIn);
    return jwt.sign(new TextEncoder().encode(key));
  };
  const partner = { iss: 'https://partner.example.com', aud: 'marketplace', username: 'somchai' };

  it('accepts an HS256 token of the shared secret with the issuer and audience of the settings', async () => {
    await expect(createCredentialVerifiers(endpoints).external(await hs256(partner), settings)).resolves.toMatchObject({ username: 'somchai' });
  });

  it('refuses another secret, issuer, audience, an expired token, one without expiry, and alg none', async () => {
    const verifiers = createCredentialVerifiers(endpoints);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...partner, exp: now() + 600 })).toString('base64url')}.`;
    const refused = [
      await hs256(partner, 'o'.repeat(40)),
      await hs256({ ...partner, iss: 'https://other.example.com' }),
      await hs256({ ...partner, aud: 'elsewhere' }),
      await hs256(partner, secret, -600),
      await hs256(partner, secret, null),
      unsigned,
    ];
    for (const token of refused) await expect(verifiers.external(token, settings)).rejects.toThrow();
  });

  it("uses the issuer's JWKS when one is set, and refuses everything when neither is", async () => {
    const verifiers = createCredentialVerifiers(endpoints);
    // The settings admit https only; the local key server is plain http.
    const withKeys = { ...externalLoginSettings.parse({ issuer: 'https://partner.example.com', audience: 'marketplace' }), jwks_url: jwksUri };
    await expect(verifiers.external(await rs256(partner), withKeys)).resolves.toMatchObject({ username: 'somchai' });
    // An HS256 token is not accepted where the issuer signs with its keys.
    await expect(verifiers.external(await hs256(partner), { ...withKeys, shared_secret: secret })).rejects.toThrow();
    await expect(verifiers.external(await hs256(partner), externalLoginSettings.parse({ issuer: 'https://partner.example.com', audience: 'marketplace' }))).rejects.toThrow();
  });
});
