import { createCognitoIdentityProvider } from '../adapters/cognito-identity-provider.js';
import { cognito, database, userPool } from '../app.js';
import { createSessionStore } from '../data/session-repository.js';
import { createUserDirectory } from '../data/user-repository.js';
import type { IdentityPorts } from './ports.js';

let ports: IdentityPorts | undefined;

export function identity(): IdentityPorts {
  return (ports ??= {
    idp: createCognitoIdentityProvider(cognito(), userPool()),
    users: createUserDirectory(database()),
    sessions: createSessionStore(database()),
    now: Date.now,
  });
}
