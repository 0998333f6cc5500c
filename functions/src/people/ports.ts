import type { RoleId, Subscriber, UserRole } from '@lm/shared';
import type { RecordPorts, RecordStore } from '../master-files/master-file.js';
import type { AccountRegistry, SessionStore } from '../identity/ports.js';

export type { RecordStore };

/** An account's profile as the people domain keeps it; the credentials are the identity provider's. */
export interface PersonRecord {
  /** The identity provider's id of the account (the token's `sub`). */
  id: string;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  roleId: RoleId;
  disabled: boolean;
  /** Administrators: the user role they hold, '' for every screen. */
  userRoleId: string;
  /** Students: their user group, '' for none. */
  userGroupId: string;
  pdpaApproved: 0 | 1;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** What an administrator may change on an account's profile. */
export type PersonChanges = Pick<PersonRecord, 'email' | 'firstname' | 'lastname' | 'phone' | 'disabled' | 'userRoleId' | 'userGroupId' | 'updatedAt'>;

export interface PersonStore {
  /** Every account of a role, through the role listing (no Scan). */
  listByRole(roleId: RoleId): Promise<PersonRecord[]>;
  get(id: string): Promise<PersonRecord | undefined>;
  /** Writes a new profile; never overwrites an existing one. */
  create(person: PersonRecord): Promise<void>;
  /** Changes an existing profile, keeping what the back office does not edit (display image, consents, flags). */
  update(id: string, changes: PersonChanges): Promise<PersonRecord>;
  /** Removes the profile with its session and addresses (decision 0021). */
  remove(id: string): Promise<void>;
  /** The administrators holding a user role, or the students in a user group. */
  members(roleId: RoleId, membership: string): Promise<PersonRecord[]>;
}

/** Account administration in the identity provider, beyond creating and removing. */
export interface AccountAdministration extends AccountRegistry {
  findByEmail(email: string): Promise<{ userId: string; username: string } | undefined>;
  setPassword(username: string, password: string): Promise<void>;
  /** Changes the e-mail (kept verified) and names of the account. */
  setAttributes(username: string, attributes: { email: string; firstname: string; lastname: string }): Promise<void>;
  setDisabled(username: string, disabled: boolean): Promise<void>;
}

/** Subscribers, an e-mail address each (a second is refused with SubscriberEmailTakenError). */
export type SubscriberStore = RecordStore<Subscriber>;

/**
 * Who asks for a change: administrators holding a custom user role (decision 0021) may not touch
 * administrators or user roles, whatever screens their role opens.
 */
export interface Actor {
  userId: string;
  fullAdministrator: boolean;
}

export interface PeoplePorts extends RecordPorts {
  accounts: AccountAdministration;
  people: PersonStore;
  sessions: Pick<SessionStore, 'get' | 'end'>;
  subscribers: SubscriberStore;
  userRoles: RecordStore<UserRole>;
  newId: () => string;
  now: () => Date;
}
