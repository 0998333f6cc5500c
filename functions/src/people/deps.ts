import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoAccountAdministration } from '../adapters/cognito-identity-provider.js';
import { database, records, userPool } from '../app.js';
import { createPeopleRecordStores, createPersonStore } from '../data/people-repository.js';
import { createSessionStore } from '../data/session-repository.js';
import type { PeoplePorts } from './ports.js';

let ports: PeoplePorts | undefined;

export function people(): PeoplePorts {
  return (ports ??= {
    accounts: createCognitoAccountAdministration(new CognitoIdentityProviderClient({}), userPool()),
    people: createPersonStore(database()),
    sessions: createSessionStore(database()),
    ...createPeopleRecordStores(database()),
    records: records(),
    newId: randomUUID,
    now: () => new Date(),
  });
}
