import { createCognitoIdentityProvider } from '../adapters/cognito-identity-provider.js';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { database, userPool } from '../app.js';
import { createConsentStore } from '../data/consent-repository.js';
import { createSessionStore } from '../data/session-repository.js';
import { createUserDirectory } from '../data/user-repository.js';
import type { IdentityPorts } from './ports.js';

let ports: IdentityPorts | undefined;

export function identity(): IdentityPorts {
  return (ports ??= {
    idp: createCognitoIdentityProvider(new CognitoIdentityProviderClient({}), userPool()),
    users: createUserDirectory(database()),
    sessions: createSessionStore(database()),
    consents: createConsentStore(database()),
    now: Date.now,
  });
}
