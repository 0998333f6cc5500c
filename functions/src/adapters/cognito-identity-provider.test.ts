import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryChallenges } from '../identity/memory-ports.js';
import { hashChallengeSecret, isChallengeAnswered } from '../identity/sign-in-challenge.js';
import { createCognitoAccountAdministration, createCognitoIdentityProvider } from './cognito-identity-provider.js';

const cognito = mockClient(CognitoIdentityProviderClient);
const pool = { userPoolId: 'ap-southeast-1_pool', clientId: 'client-1' };
const idToken = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('Cognito identity provider', () => {
  beforeEach(() => {
    cognito.reset();
    cognito.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('signs in server-side with the admin user-password flow', async () => {
    // Prepare
    cognito.on(AdminInitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: 'id', RefreshToken: 'refresh', ExpiresIn: 3600 } });
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);

    // Act
    const tokens = await idp.signIn('student', 'secret');

    // Assess
    expect(tokens).toEqual({ idToken: 'id', refreshToken: 'refresh', expiresIn: 3600 });
    expect(cognito).toHaveReceivedCommandWith(AdminInitiateAuthCommand, {
      UserPoolId: pool.userPoolId,
      ClientId: pool.clientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'student', PASSWORD: 'secret' },
    });
  });

  it('answers the catalogue message for a wrong password, and for a pending challenge', async () => {
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);
    cognito.on(AdminInitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
    await expect(idp.signIn('student', 'wrong')).rejects.toThrow('Incorrect Username or password.');

    cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });
    await expect(idp.signIn('student', 'temporary')).rejects.toThrow('Incorrect Username or password.');
  });

  it('passes on failures that are not about credentials', async () => {
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);
    cognito.on(AdminInitiateAuthCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    await expect(idp.signIn('student', 'secret')).rejects.toThrow('Rate exceeded');
  });

  it('refreshes with the refresh token and names the user from the new id token', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: idToken({ sub: 'u-1' }), ExpiresIn: 3600 } });
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);

    await expect(idp.refresh('r-1')).resolves.toEqual({ idToken: idToken({ sub: 'u-1' }), expiresIn: 3600, userId: 'u-1' });
    expect(cognito).toHaveReceivedCommandWith(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'r-1' } });
  });

  it('refuses a revoked refresh token as Unauthorized', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Refresh Token has been revoked', $metadata: {} }));
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);
    await expect(idp.refresh('r-1')).rejects.toThrow('Unauthorized');
  });
});

describe('Cognito account administration', () => {
  beforeEach(() => {
    cognito.reset();
    cognito.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('changes the e-mail (kept verified) and names of an account', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).resolves({});
    const accounts = createCognitoAccountAdministration(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);

    await accounts.setAttributes('somchai', { email: 'new@example.com', firstname: 'Som', lastname: 'Chai' });

    expect(cognito).toHaveReceivedCommandWith(AdminUpdateUserAttributesCommand, {
      UserPoolId: pool.userPoolId,
      Username: 'somchai',
      UserAttributes: [
        { Name: 'email', Value: 'new@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Som' },
        { Name: 'family_name', Value: 'Chai' },
      ],
    });
  });

  it('disables and enables an account', async () => {
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(AdminEnableUserCommand).resolves({});
    const accounts = createCognitoAccountAdministration(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);

    await accounts.setDisabled('somchai', true);
    await accounts.setDisabled('somchai', false);

    expect(cognito).toHaveReceivedCommandWith(AdminDisableUserCommand, { UserPoolId: pool.userPoolId, Username: 'somchai' });
    expect(cognito).toHaveReceivedCommandWith(AdminEnableUserCommand, { UserPoolId: pool.userPoolId, Username: 'somchai' });
  });
});

describe('Cognito sign-in without the password (custom authentication)', () => {
  const challenges = memoryChallenges;

  beforeEach(() => {
    cognito.reset();
    cognito.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('stores the hash of a one-time secret, asks the custom challenge and answers it with the secret', async () => {
    const { stored, store } = challenges();
    cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'CUSTOM_CHALLENGE', Session: 'session-1' });
    cognito.on(AdminRespondToAuthChallengeCommand).resolves({ AuthenticationResult: { IdToken: 'id', RefreshToken: 'refresh', ExpiresIn: 3600 } });
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool, store, () => 1_000);

    await expect(idp.signInVerified('student')).resolves.toEqual({ idToken: 'id', refreshToken: 'refresh', expiresIn: 3600 });

    expect(cognito).toHaveReceivedCommandWith(AdminInitiateAuthCommand, {
      UserPoolId: pool.userPoolId,
      ClientId: pool.clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: 'student' },
    });
    const answer = cognito.commandCalls(AdminRespondToAuthChallengeCommand)[0]?.args[0].input;
    expect(answer).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE', Session: 'session-1', ChallengeResponses: { USERNAME: 'student' } });
    const secret = answer?.ChallengeResponses?.ANSWER ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(43);
    // What is stored is the hash, for 60 seconds; the verify trigger accepts the secret once.
    expect(stored.get('student')).toEqual({ username: 'student', secretHash: hashChallengeSecret(secret), expiresAt: 61_000 });
    expect(stored.get('student')?.secretHash).not.toBe(secret);
    await expect(isChallengeAnswered(store, 'student', secret, 2_000)).resolves.toBe(true);
    await expect(isChallengeAnswered(store, 'student', secret, 2_000)).resolves.toBe(false);
  });

  it('answers 501 with a plain message where the user pool has no custom authentication (cognito-local)', async () => {
    const unsupported = Object.assign(new Error('Cognito Local unsupported feature: AdminInitAuth with AuthFlow=CUSTOM_AUTH'), { name: 'Unsupported' });
    cognito.on(AdminInitiateAuthCommand).rejects(unsupported);
    const { stored, store } = challenges();
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool, store);
    await expect(idp.signInVerified('student')).rejects.toMatchObject({
      kind: 'not-implemented',
      message: 'Sign-in without a password needs Cognito custom authentication, which the local user pool does not offer.',
    });
    expect(stored.size).toBe(0);
  });

  it('refuses as bad credentials when Cognito fails the challenge or knows no such user', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'CUSTOM_CHALLENGE', Session: 's' });
    cognito.on(AdminRespondToAuthChallengeCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool, challenges().store);
    await expect(idp.signInVerified('student')).rejects.toThrow('Incorrect Username or password.');

    cognito.on(AdminInitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
    await expect(idp.signInVerified('nobody')).rejects.toThrow('Incorrect Username or password.');
  });

  it('keeps the password sign-in as it was when no challenge store is given', async () => {
    const idp = createCognitoIdentityProvider(new CognitoIdentityProviderClient({ region: 'ap-southeast-1' }), pool);
    await expect(idp.signInVerified('student')).rejects.toThrow('store of one-time answers');
    expect(cognito.calls()).toHaveLength(0);
  });
});
