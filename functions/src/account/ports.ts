import type { Address, Profile } from '@lm/shared';

/** What the account area reads of a person: the editable profile and the login fields. */
export interface AccountRecord extends Profile {
  userId: string;
  roleId: number;
  pdpaApproved: 0 | 1;
  userGroupId: string | null;
}

export type ProfileChanges = Pick<Profile, 'firstname' | 'lastname' | 'phone' | 'displayImgUrl' | 'birthday' | 'gender' | 'lineId' | 'referral'>;

export interface AccountProfiles {
  get(userId: string): Promise<AccountRecord | undefined>;
  /** Changes an existing profile only; answers undefined when there is none. */
  update(userId: string, changes: ProfileChanges): Promise<AccountRecord | undefined>;
}

export interface AddressBook {
  list(userId: string): Promise<Address[]>;
  get(userId: string, id: string): Promise<Address | undefined>;
  put(userId: string, address: Address): Promise<void>;
  /** Answers whether the address was there. */
  remove(userId: string, id: string): Promise<boolean>;
}

export interface AccountPorts {
  profiles: AccountProfiles;
  addresses: AddressBook;
  newId(): string;
  now(): number;
}
