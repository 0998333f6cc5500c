import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import { UnauthorizedError } from '../errors.js';
import { InvalidCredentialsError, UsernameTakenError, VerifiedSignInUnavailableError } from '../identity/errors.js';
import type { AccountRegistry, IdentityProvider, PasswordAdmin, SignInChallengeStore, SignInTokens } from '../identity/ports.js';
import { CHALLENGE_LIFETIME_MS, hashChallengeSecret } from '../identity/sign-in-challenge.js';
import type { AccountAdministration } from '../people/ports.js';

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

/** cognito-local answers an auth flow it lacks (CUSTOM_AUTH) with `CognitoLocal#Unsupported`. */
const isUnsupportedFlow = (error: unknown) => (error as Error).name === 'Unsupported' || /unsupported feature/i.test((error as Error).message ?? '');

/**
 * `challenges` holds the one-time answers of signInVerified (decision 0023); without it the
 * provider signs in with passwords only.
 */
/**
 * The tokens of a completed sign-in. A pending challenge (e.g. a temporary password) is not a
 * signed-in session, and Cognito's credential refusals are the one InvalidCredentialsError.
 */
async function signedIn(call: Promise<{ AuthenticationResult?: { IdToken?: string; RefreshToken?: string; ExpiresIn?: number } }>): Promise<SignInTokens> {
  try {
    const result = (await call).AuthenticationResult;
    if (!result?.IdToken || !result.RefreshToken) throw new InvalidCredentialsError();
    return { idToken: result.IdToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn ?? 3600 };
  } catch (error) {
    if (CREDENTIAL_FAILURES.has((error as Error).name)) throw new InvalidCredentialsError();
    throw error;
  }
}

export function createCognitoIdentityProvider(
  client: CognitoIdentityProviderClient,
  pool: { userPoolId: string; clientId: string },
  challenges?: SignInChallengeStore,
  now: () => number = Date.now,
): IdentityProvider {
  return {
    async signIn(username, password) {
      return signedIn(
        client.send(
          new AdminInitiateAuthCommand({
            UserPoolId: pool.userPoolId,
            ClientId: pool.clientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        ),
      );
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
    /**
     * Custom authentication: a random secret's hash is stored for the user, Cognito asks the
     * custom challenge, and the verify trigger accepts the secret once. The secret never leaves
     * this call but to Cognito.
     */
    async signInVerified(username) {
      if (!challenges) throw new Error('Sign-in without a password needs the store of one-time answers.');
      const secret = randomBytes(32).toString('base64url');
      await challenges.save({ username, secretHash: hashChallengeSecret(secret), expiresAt: now() + CHALLENGE_LIFETIME_MS });
      let started;
      try {
        started = await client.send(
          new AdminInitiateAuthCommand({
            UserPoolId: pool.userPoolId,
            ClientId: pool.clientId,
            AuthFlow: 'CUSTOM_AUTH',
            AuthParameters: { USERNAME: username },
          }),
        );
      } catch (error) {
        // No challenge will be asked: the answer is spent at once rather than left to expire.
        await challenges.claim(username);
        if (isUnsupportedFlow(error)) throw new VerifiedSignInUnavailableError();
        if (CREDENTIAL_FAILURES.has((error as Error).name)) throw new InvalidCredentialsError();
        throw error;
      }
      if (started.ChallengeName !== 'CUSTOM_CHALLENGE' || !started.Session) {
        throw new Error(`Cognito answered ${started.ChallengeName ?? 'no challenge'} to custom authentication.`);
      }
      return signedIn(
        client.send(
          new AdminRespondToAuthChallengeCommand({
            UserPoolId: pool.userPoolId,
            ClientId: pool.clientId,
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: started.Session,
            ChallengeResponses: { USERNAME: username, ANSWER: secret },
          }),
        ),
      );
    },
  };
}

export function createCognitoAccountRegistry(
  client: CognitoIdentityProviderClient,
  pool: { userPoolId: string },
): AccountRegistry & PasswordAdmin {
  const { userPoolId } = pool;
  const findByEmail = async (email: string) => {
    // The filter language quotes with double quotes; the schema admits none in an address.
    const answer = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email.replace(/["\\]/g, '')}"`, Limit: 1 }),
    );
    const user = answer.Users?.[0];
    const userId = user?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    return user?.Username && userId ? { userId, username: user.Username } : undefined;
  };
  const remove = async (username: string) => {
    try {
      await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    } catch (error) {
      if ((error as Error).name !== 'UserNotFoundException') throw error;
    }
  };
  return {
    async isEmailInUse(email) {
      return (await findByEmail(email)) !== undefined;
    },
    findByEmail,
    async setPassword(username, password) {
      await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: password, Permanent: true }));
    },
    async create(account) {
      let created;
      try {
        created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: account.username,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: account.email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'given_name', Value: account.firstname },
              { Name: 'family_name', Value: account.lastname },
            ],
          }),
        );
      } catch (error) {
        if ((error as Error).name === 'UsernameExistsException') throw new UsernameTakenError();
        throw error;
      }
      const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
      try {
        if (!sub) throw new Error(`Cognito returned no sub for ${account.username}.`);
        await client.send(
          new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.username, Password: account.password, Permanent: true }),
        );
        await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.username, GroupName: account.group }));
        return sub;
      } catch (error) {
        await remove(account.username);
        throw error;
      }
    },
    remove,
  };
}

/**
 * The back office's account administration (decision 0021): the registry's create, remove and
 * look-up by e-mail, plus changing an account's attributes and disabled state.
 */
export function createCognitoAccountAdministration(client: CognitoIdentityProviderClient, pool: { userPoolId: string }): AccountAdministration {
  const { userPoolId } = pool;
  return {
    ...createCognitoAccountRegistry(client, pool),
    async setAttributes(username, { email, firstname, lastname }) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: [
            { Name: 'email', Value: email },
            // An administrator sets the address; no confirmation code is sent for it.
            { Name: 'email_verified', Value: 'true' },
            { Name: 'given_name', Value: firstname },
            { Name: 'family_name', Value: lastname },
          ],
        }),
      );
    },
    async setDisabled(username, disabled) {
      const input = { UserPoolId: userPoolId, Username: username };
      await client.send(disabled ? new AdminDisableUserCommand(input) : new AdminEnableUserCommand(input));
    },
  };
}
