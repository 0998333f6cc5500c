import {
  AdminInitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { UnauthorizedError } from '../errors.js';
import { InvalidCredentialsError } from '../identity/errors.js';
import type { IdentityProvider } from '../identity/ports.js';

/** Cognito answers these for a wrong username or password (cognito-local says InvalidPassword). */
const CREDENTIAL_FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('Cognito returned a malformed token.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function createCognitoIdentityProvider(
  client: CognitoIdentityProviderClient,
  pool: { userPoolId: string; clientId: string },
): IdentityProvider {
  return {
    async signIn(username, password) {
      try {
        const answer = await client.send(
          new AdminInitiateAuthCommand({
            UserPoolId: pool.userPoolId,
            ClientId: pool.clientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );
        const result = answer.AuthenticationResult;
        // A pending challenge (e.g. a temporary password) is not a signed-in session.
        if (!result?.IdToken || !result.RefreshToken) throw new InvalidCredentialsError();
        return { idToken: result.IdToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn ?? 3600 };
      } catch (error) {
        if (CREDENTIAL_FAILURES.has((error as Error).name)) throw new InvalidCredentialsError();
        throw error;
      }
    },
    async refresh(refreshToken) {
      try {
        const answer = await client.send(
          new AdminInitiateAuthCommand({
            UserPoolId: pool.userPoolId,
            ClientId: pool.clientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        );
        const idToken = answer.AuthenticationResult?.IdToken;
        if (!idToken) throw new UnauthorizedError();
        const sub = claimsOf(idToken).sub;
        if (typeof sub !== 'string') throw new UnauthorizedError();
        return { idToken, expiresIn: answer.AuthenticationResult?.ExpiresIn ?? 3600, userId: sub };
      } catch (error) {
        if (CREDENTIAL_FAILURES.has((error as Error).name)) throw new UnauthorizedError();
        throw error;
      }
    },
  };
}
