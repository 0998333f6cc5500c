import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoAccountRegistry, createCognitoIdentityProvider } from '../adapters/cognito-identity-provider.js';
import { createCredentialVerifiers } from '../adapters/credential-verifiers.js';
import { database, userPool } from '../app.js';
import { createIframeLoginStore } from '../data/iframe-login-repository.js';
import { createSignInChallengeStore } from '../data/sign-in-challenge-repository.js';
import { createSignInSettingsReader } from '../data/sign-in-settings-repository.js';
import { identity } from './deps.js';
import type { ExternalSignInPorts } from './ports.js';

let ports: ExternalSignInPorts | undefined;

/** The identity ports with the provider's custom authentication, the verifiers and the settings they need. */
export function externalSignIns(): ExternalSignInPorts {
  const client = new CognitoIdentityProviderClient({});
  return (ports ??= {
    ...identity(),
    idp: createCognitoIdentityProvider(client, userPool(), createSignInChallengeStore(database())),
    settings: createSignInSettingsReader(database()),
    verifiers: createCredentialVerifiers(),
    accounts: createCognitoAccountRegistry(client, userPool()),
    iframeLogins: createIframeLoginStore(database()),
  });
}
