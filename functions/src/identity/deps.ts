import { createOutboxMailer } from '../adapters/outbox-mailer.js';
import { createCognitoAccountRegistry, createCognitoIdentityProvider } from '../adapters/cognito-identity-provider.js';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { database, userPool } from '../app.js';
import { createConsentStore } from '../data/consent-repository.js';
import { createPasswordResetStore } from '../data/password-reset-repository.js';
import { createProfileStore } from '../data/registration-repository.js';
import { createSessionStore } from '../data/session-repository.js';
import { createUserDirectory } from '../data/user-repository.js';
import { env, requireEnv } from '../env.js';
import type { IdentityPorts, Mailer, PasswordResetPorts, RegistrationPorts } from './ports.js';

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

let registrationPorts: RegistrationPorts | undefined;

export function registration(): RegistrationPorts {
  return (registrationPorts ??= {
    ...identity(),
    accounts: createCognitoAccountRegistry(new CognitoIdentityProviderClient({}), userPool()),
    profiles: createProfileStore(database()),
  });
}

/** The outbox locally; the stage has no mailer until one is configured, and says so. */
function mailer(): Mailer {
  const outbox = env().OUTBOX_DIR;
  if (outbox) return createOutboxMailer(outbox);
  throw new Error('No mailer is configured: set OUTBOX_DIR for the local outbox.');
}

let passwordResetPorts: PasswordResetPorts | undefined;

export function passwordResets(): PasswordResetPorts {
  return (passwordResetPorts ??= {
    accounts: createCognitoAccountRegistry(new CognitoIdentityProviderClient({}), userPool()),
    resets: createPasswordResetStore(database()),
    mailer: mailer(),
    now: Date.now,
    siteUrl: requireEnv('SITE_URL'),
  });
}
