import { randomUUID } from 'node:crypto';
import { database } from '../app.js';
import { createAccountProfiles, createAddressBook } from '../data/account-repository.js';
import type { AccountPorts } from './ports.js';

let ports: AccountPorts | undefined;

export function account(): AccountPorts {
  return (ports ??= {
    profiles: createAccountProfiles(database()),
    addresses: createAddressBook(database()),
    newId: randomUUID,
    now: Date.now,
  });
}
