import { stageMailer } from '../adapters/stage-mailer.js';
import { createCognitoAccountRegistry, createCognitoIdentityProvider } from '../adapters/cognito-identity-provider.js';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { database, settingsStore, userPool } from '../app.js';
import { createConsentStore } from '../data/consent-repository.js';
import { createFailureCounter } from '../data/sign-in-failure-repository.js';
import { createPermissionReader } from '../data/permission-repository.js';
import { createPasswordResetStore } from '../data/password-reset-repository.js';
import { createProfileStore } from '../data/registration-repository.js';
import { createSessionStore } from '../data/session-repository.js';
import { createUserDirectory } from '../data/user-repository.js';
import { env, requireEnv } from '../env.js';
import { currentPolicyVersion, passwordSignInInForce, registrationInForce } from '../site/site-settings.js';
import type { IdentityPorts, PasswordResetPorts, RegistrationPorts } from './ports.js';

let ports: IdentityPorts | undefined;

export function identity(): IdentityPorts {
  return (ports ??= {
    idp: createCognitoIdentityProvider(new CognitoIdentityProviderClient({}), userPool()),
    users: createUserDirectory(database()),
    sessions: createSessionStore(database()),
    consents: createConsentStore(database()),
    failures: createFailureCounter(database()),
    adminPermissions: createPermissionReader(database()),
    policyVersion: () => currentPolicyVersion({ settings: settingsStore() }),
    passwordSignIn: () => passwordSignInInForce({ settings: settingsStore() }),
    now: Date.now,
  });
}

let registrationPorts: RegistrationPorts | undefined;

export function registration(): RegistrationPorts {
  return (registrationPorts ??= {
    ...identity(),
    accounts: createCognitoAccountRegistry(new CognitoIdentityProviderClient({}), userPool()),
    profiles: createProfileStore(database()),
    // settingLogin's registration switch, and the stored registerFields group (ignored while the plan lacks CUSTOM_REGISTER).
    registrationRules: () => registrationInForce({ settings: settingsStore(), defaultPlan: env().DEFAULT_PLAN }),
  });
}

let passwordResetPorts: PasswordResetPorts | undefined;

export function passwordResets(): PasswordResetPorts {
  return (passwordResetPorts ??= {
    accounts: createCognitoAccountRegistry(new CognitoIdentityProviderClient({}), userPool()),
    resets: createPasswordResetStore(database()),
    mailer: stageMailer(),
    sessions: createSessionStore(database()),
    now: Date.now,
    siteUrl: requireEnv('SITE_URL'),
  });
}
