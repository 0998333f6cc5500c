import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoAccountRegistry, createCognitoIdentityProvider } from '../adapters/cognito-identity-provider.js';
import { createCredentialVerifiers, PROVIDER_ENDPOINTS, type ProviderEndpoints } from '../adapters/credential-verifiers.js';
import { database, userPool } from '../app.js';
import { createIframeLoginStore } from '../data/iframe-login-repository.js';
import { createSignInChallengeStore } from '../data/sign-in-challenge-repository.js';
import { createSignInSettingsReader } from '../data/sign-in-settings-repository.js';
import { env } from '../env.js';
import { identity } from './deps.js';
import type { ExternalSignInPorts } from './ports.js';

let ports: ExternalSignInPorts | undefined;

/** Google's, or on the local stack its stand-in's: the same paths under another issuer (decision 0060). */
function providerEndpoints(googleIssuer: string): ProviderEndpoints {
  if (googleIssuer === 'https://accounts.google.com') return PROVIDER_ENDPOINTS;
  return { ...PROVIDER_ENDPOINTS, google: { issuer: [googleIssuer], jwksUri: `${googleIssuer}/oauth2/v3/certs` } };
}

/** The identity ports with the provider's custom authentication, the verifiers and the settings they need. */
export function externalSignIns(): ExternalSignInPorts {
  const client = new CognitoIdentityProviderClient({});
  return (ports ??= {
    ...identity(),
    idp: createCognitoIdentityProvider(client, userPool(), createSignInChallengeStore(database())),
    settings: createSignInSettingsReader(database()),
    verifiers: createCredentialVerifiers(providerEndpoints(env().GOOGLE_ISSUER_URL)),
    google: { authorizeUrl: `${env().GOOGLE_ISSUER_URL}/o/oauth2/v2/auth` },
    siteUrl: env().SITE_URL ?? '',
    accounts: createCognitoAccountRegistry(client, userPool()),
    iframeLogins: createIframeLoginStore(database()),
  });
}
