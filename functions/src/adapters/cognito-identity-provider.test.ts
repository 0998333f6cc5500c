import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminInitiateAuthCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
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
