import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { jwtVerify } from 'jose';
import type { CredentialClaims, CredentialVerifiers } from '../identity/ports.js';

/** Where each provider publishes its signing keys, and the issuer its ID tokens name. */
export interface ProviderEndpoints {
  google: { issuer: string[]; jwksUri: string };
  azureAd: (tenantId: string) => { issuer: string; jwksUri: string };
  facebook: { issuer: string; jwksUri: string };
}

export const PROVIDER_ENDPOINTS: ProviderEndpoints = {
  // Google signs with either spelling of its issuer.
  google: { issuer: ['https://accounts.google.com', 'accounts.google.com'], jwksUri: 'https://www.googleapis.com/oauth2/v3/certs' },
  azureAd: (tenantId) => ({
    issuer: `https://login.microsoftonline.com/${tenantId}/v2.0`,
    jwksUri: `https://login.microsoftonline.com/${tenantId}/discovery/v2.0/keys`,
  }),
  // Facebook Limited Login: an OIDC token signed with the keys of limited.facebook.com.
  facebook: { issuer: 'https://www.facebook.com', jwksUri: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/' },
};

/** aws-jwt-verify checks expiry only when the token has one: a credential without it is refused. */
const requireExpiry = ({ payload }: { payload: JwtPayload }) => {
  if (typeof payload.exp !== 'number') throw new Error('The token has no expiry.');
};

/** The keys are fetched with the platform's fetch (also for the http addresses of tests) and cached per address. */
const jwksCache = () => new SimpleJwksCache({ fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() } });

export interface JwksVerification {
  issuer: string | string[];
  audience: string;
  jwksUri: string;
}

/**
 * Verifies tokens signed with a JWKS: signature, issuer, audience and expiry. A verifier is kept
 * per issuer, audience and key set, so the keys are fetched once per warm Lambda (and again for
 * an unknown key id, when the provider rotates).
 */
export function createJwksVerifier(cache = jwksCache()) {
  const verifiers = new Map<string, (token: string) => Promise<JwtPayload>>();
  return async (token: string, options: JwksVerification): Promise<CredentialClaims> => {
    const key = JSON.stringify(options);
    let verify = verifiers.get(key);
    if (!verify) {
      const issuers = Array.isArray(options.issuer) ? options.issuer : [options.issuer];
      const created = JwtVerifier.create(
        {
          // One key set for several spellings of the issuer: the issuer is checked here.
          issuer: null,
          audience: options.audience,
          jwksUri: options.jwksUri,
          customJwtCheck: ({ payload }: { payload: JwtPayload }) => {
            if (typeof payload.iss !== 'string' || !issuers.includes(payload.iss)) throw new Error('The token is not of the expected issuer.');
            requireExpiry({ payload });
          },
        },
        { jwksCache: cache },
      );
      verify = (jwt) => created.verify(jwt) as Promise<JwtPayload>;
      verifiers.set(key, verify);
    }
    return (await verify(token)) as CredentialClaims;
  };
}

/** The shared secret of the external issuer: HS256 only, with issuer, audience and an expiry required. */
async function verifySharedSecret(token: string, secret: string, issuer: string, audience: string): Promise<CredentialClaims> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: ['HS256'],
    issuer,
    audience,
    requiredClaims: ['exp'],
  });
  return payload as CredentialClaims;
}

export function createCredentialVerifiers(endpoints: ProviderEndpoints = PROVIDER_ENDPOINTS): CredentialVerifiers {
  const jwks = createJwksVerifier();
  return {
    async external(token, settings) {
      if (!settings.issuer || !settings.audience) throw new Error('No external issuer is configured.');
      if (settings.jwks_url) return jwks(token, { issuer: settings.issuer, audience: settings.audience, jwksUri: settings.jwks_url });
      if (settings.shared_secret) return verifySharedSecret(token, settings.shared_secret, settings.issuer, settings.audience);
      throw new Error('The external issuer has neither a JWKS address nor a shared secret.');
    },
    google: (token, clientId) => jwks(token, { ...endpoints.google, audience: clientId }),
    azureAd: (token, tenantId, clientId) => jwks(token, { ...endpoints.azureAd(tenantId), audience: clientId }),
    facebook: (token, appId) => jwks(token, { ...endpoints.facebook, audience: appId }),
  };
}
