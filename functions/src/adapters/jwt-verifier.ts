import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export type Claims = Record<string, string | number | boolean | string[]>;
export type TokenVerifier = (token: string) => Promise<Claims>;

export interface VerifierOptions {
  userPoolId: string;
  clientId: string;
  /** Set only for cognito-local, whose issuer is plain http on 127.0.0.1. */
  issuer?: string;
}

/**
 * Verifies Cognito id or access tokens the way the HTTP API JWT authorizer
 * does: signature from the pool's JWKS, issuer, expiry, and the app client as
 * audience (`aud` for id tokens, `client_id` for access tokens).
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  if (!options.issuer) {
    const verifier = CognitoJwtVerifier.create({ userPoolId: options.userPoolId, clientId: options.clientId, tokenUse: null });
    return async (token) => (await verifier.verify(token)) as unknown as Claims;
  }
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      jwksUri: `${options.issuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }: { payload: JwtPayload }) => {
        const audience = payload.aud ?? payload.client_id;
        const audiences = Array.isArray(audience) ? audience : [audience];
        if (!audiences.includes(options.clientId)) throw new Error('Token is not for this app client.');
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );
  return async (token) => (await verifier.verify(token)) as unknown as Claims;
}
