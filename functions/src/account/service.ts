import { MAX_ADDRESSES, message, type Address, type AddressInput, type EditUserResponse, type Profile, type ProfileInput } from '@lm/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { AccountPorts, AccountRecord } from './ports.js';

export const MESSAGES = {
  otherUser: message('ownProfileOnly'),
  noProfile: message('ownProfileMissing'),
  noAddress: message('addressNotFound'),
  tooManyAddresses: message('tooManyAddresses', { max: MAX_ADDRESSES }),
} as const;

async function ownRecord(ports: AccountPorts, userId: string): Promise<AccountRecord> {
  const record = await ports.profiles.get(userId);
  if (!record) throw new NotFoundError(MESSAGES.noProfile);
  return record;
}

function toProfile({ username, email, firstname, lastname, phone, displayImgUrl, birthday, gender, lineId, referral }: AccountRecord): Profile {
  return { username, email, firstname, lastname, phone, displayImgUrl, birthday, gender, lineId, referral };
}

/** POST /user/edit: the caller's stored profile as ../shared/SPEC.md §3's login fields; another username is refused. */
export async function refreshSessionUser(ports: AccountPorts, caller: { userId: string; username: string }, username: string): Promise<EditUserResponse> {
  if (username !== caller.username) throw new ForbiddenError(MESSAGES.otherUser);
  const record = await ownRecord(ports, caller.userId);
  return {
    success: true,
    ok: true,
    user: {
      id: record.userId,
      username: record.username,
      firstname: record.firstname,
      lastname: record.lastname,
      displayImgUrl: record.displayImgUrl,
      role_id: record.roleId,
      email: record.email,
      pdpa_approved: record.pdpaApproved,
      user_group_id: record.userGroupId,
    },
  };
}

export async function getProfile(ports: AccountPorts, userId: string): Promise<Profile> {
  return toProfile(await ownRecord(ports, userId));
}

export async function updateProfile(ports: AccountPorts, userId: string, input: ProfileInput): Promise<Profile> {
  const updated = await ports.profiles.update(userId, input);
  if (!updated) throw new NotFoundError(MESSAGES.noProfile);
  return toProfile(updated);
}

/** The default address first, then the oldest. */
export async function listAddresses(ports: AccountPorts, userId: string): Promise<Address[]> {
  const list = await ports.addresses.list(userId);
  return list.sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.created_at.localeCompare(b.created_at));
}

/** One default at most: making an address the default takes it from the others. */
async function clearOtherDefaults(ports: AccountPorts, userId: string, keep: string, at: string): Promise<void> {
  for (const other of await ports.addresses.list(userId)) {
    if (other.id !== keep && other.is_default) await ports.addresses.put(userId, { ...other, is_default: false, updated_at: at });
  }
}

export async function createAddress(ports: AccountPorts, userId: string, input: AddressInput): Promise<Address> {
  const existing = await ports.addresses.list(userId);
  if (existing.length >= MAX_ADDRESSES) throw new ConflictError(MESSAGES.tooManyAddresses);
  const at = new Date(ports.now()).toISOString();
  const address: Address = { ...input, id: ports.newId(), created_at: at, updated_at: at };
  await ports.addresses.put(userId, address);
  if (address.is_default) await clearOtherDefaults(ports, userId, address.id, at);
  return address;
}

/** Another person's address id answers like an unknown one: 404. */
export async function updateAddress(ports: AccountPorts, userId: string, id: string, input: AddressInput): Promise<Address> {
  const current = await ports.addresses.get(userId, id);
  if (!current) throw new NotFoundError(MESSAGES.noAddress);
  const at = new Date(ports.now()).toISOString();
  const address: Address = { ...current, ...input, updated_at: at };
  await ports.addresses.put(userId, address);
  if (address.is_default) await clearOtherDefaults(ports, userId, id, at);
  return address;
}

export async function deleteAddress(ports: AccountPorts, userId: string, id: string): Promise<{ success: true; ok: true }> {
  if (!(await ports.addresses.remove(userId, id))) throw new NotFoundError(MESSAGES.noAddress);
  return { success: true, ok: true };
}
