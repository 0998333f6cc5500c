import type { Subscriber } from '@lm/shared';
import { UsernameTakenError } from '../identity/errors.js';
import type { Session } from '../identity/ports.js';
import { ConflictError } from '../errors.js';
import { memoryRecordKinds, memoryRecords } from '../master-files/memory-records.js';
import { subscriberEmails, userRoleNames } from './errors.js';
import type { PeoplePorts, PersonRecord } from './ports.js';

interface MemoryAccount {
  userId: string;
  email: string;
  password: string;
  group: string;
  firstname: string;
  lastname: string;
  disabled: boolean;
}

/** In-memory ports for unit tests of the people service: the same rules as Cognito and the DynamoDB adapters. */
export function memoryPeople(start = new Date('2026-11-01T03:00:00.000Z')) {
  const accounts = new Map<string, MemoryAccount>();
  const profiles = new Map<string, PersonRecord>();
  const sessions = new Map<string, Session>();
  const clock = { now: start.getTime() };
  const failures = { profileCreate: false };
  let ids = 0;
  const subscribers = memoryRecords<Subscriber>(subscriberEmails);

  const ports: PeoplePorts = {
    accounts: {
      isEmailInUse: async (email) => [...accounts.values()].some((account) => account.email === email),
      findByEmail: async (email) => {
        const found = [...accounts.entries()].find(([, account]) => account.email === email);
        return found && { userId: found[1].userId, username: found[0] };
      },
      create: async (account) => {
        if (accounts.has(account.username)) throw new UsernameTakenError();
        const userId = `user-${++ids}`;
        const { username, ...fields } = account;
        accounts.set(username, { userId, ...fields, disabled: false });
        return userId;
      },
      remove: async (username) => {
        accounts.delete(username);
      },
      setPassword: async (username, password) => {
        accounts.get(username)!.password = password;
      },
      setAttributes: async (username, attributes) => {
        Object.assign(accounts.get(username)!, attributes);
      },
      setDisabled: async (username, disabled) => {
        accounts.get(username)!.disabled = disabled;
      },
    },
    people: {
      listByRole: async (roleId) => [...profiles.values()].filter((person) => person.roleId === roleId).map((person) => ({ ...person })),
      get: async (id) => {
        const person = profiles.get(id);
        return person && { ...person };
      },
      create: async (person) => {
        if (failures.profileCreate) throw new Error('The table is unavailable.');
        if (profiles.has(person.id)) throw new ConflictError('The profile exists.');
        profiles.set(person.id, { ...person });
      },
      update: async (id, changes) => {
        const person = profiles.get(id)!;
        Object.assign(person, changes);
        return { ...person };
      },
      remove: async (id) => {
        profiles.delete(id);
        sessions.delete(id);
      },
      members: async (roleId, membership) =>
        [...profiles.values()].filter((person) => person.roleId === roleId && (roleId === 1 ? person.userRoleId : person.userGroupId) === membership),
    },
    sessions: {
      get: async (userId) => sessions.get(userId),
      end: async (userId, at) => {
        const session = sessions.get(userId);
        if (session) session.endedAt = at;
      },
    },
    subscribers,
    userRoles: memoryRecords(userRoleNames),
    records: memoryRecordKinds(),
    newId: () => `rec-${++ids}`,
    now: () => new Date(clock.now),
  };
  return { ports, accounts, profiles, sessions, clock, failures };
}
