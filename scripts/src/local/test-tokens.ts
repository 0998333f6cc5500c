import { createPrivateKey, createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Signs a token with cognito-local's own key (it ships in the package, which is
 * why its tokens are trusted only locally), so tests can craft expired or
 * foreign-pool tokens that are otherwise perfectly signed.
 */
export function signLocalToken(claims: Record<string, unknown>): string {
  const { jwk } = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'));
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(createPrivateKey({ key: jwk, format: 'jwk' }));
  return `${unsigned}.${signature.toString('base64url')}`;
}
