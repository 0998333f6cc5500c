import { ROLE, tableQuery, administratorInput, administratorUpdate, instructorInput, studentInput, studentUpdate, userRoleInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { memoryPeople } from './memory-ports.js';
import {
  createPerson,
  createSubscriber,
  createUserGroup,
  createUserRole,
  deletePeople,
  deleteUserGroups,
  deleteUserRoles,
  getPerson,
  listPeople,
  updatePerson,
  updateSubscriber,
} from './service.js';

const account = (username: string) => ({ username, password: 'Secret#2026pass', email: `${username}@example.com`, firstname: 'Somchai', lastname: 'Jaidee' });
const changes = (username: string) => {
  const { username: _username, ...rest } = account(username);
  return rest;
};
const everything = tableQuery.parse({});

describe('accounts', () => {
  it('creates the sign-in in its role group and the profile, and lists it under its role only', async () => {
    const { ports, accounts } = memoryPeople();
    const created = await createPerson(ports, ROLE.instructor, instructorInput.parse(account('ines')));
    await createPerson(ports, ROLE.student, studentInput.parse(account('malee')));

    expect(accounts.get('ines')).toMatchObject({ group: 'instructor', password: 'Secret#2026pass', disabled: false });
    expect(created).toMatchObject({ username: 'ines', email: 'ines@example.com', role_id: 2, disabled: false, user_role_id: '', user_group_id: '' });
    const page = await listPeople(ports, ROLE.instructor, everything);
    expect(page.rows.map((row) => row.username)).toEqual(['ines']);
  });

  it('removes the sign-in again when the profile cannot be written', async () => {
    const { ports, accounts, failures } = memoryPeople();
    failures.profileCreate = true;
    await expect(createPerson(ports, ROLE.student, studentInput.parse(account('malee')))).rejects.toThrow('The table is unavailable.');
    expect(accounts.has('malee')).toBe(false);
  });

  it('refuses a taken username or e-mail with a plain conflict', async () => {
    const { ports } = memoryPeople();
    await createPerson(ports, ROLE.student, studentInput.parse(account('malee')));
    await expect(createPerson(ports, ROLE.student, studentInput.parse({ ...account('malee'), email: 'other@example.com' }))).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This username is already taken.',
    });
    await expect(createPerson(ports, ROLE.student, studentInput.parse({ ...account('other'), email: 'malee@example.com' }))).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This e-mail address is already registered.',
    });
  });

  it('refuses a user role or user group that does not exist, naming the field', async () => {
    const { ports } = memoryPeople();
    await expect(createPerson(ports, ROLE.admin, administratorInput.parse({ ...account('ada'), user_role_id: 'nope' }))).rejects.toMatchObject({
      kind: 'invalid',
      details: { fields: { user_role_id: ['No user role has this id.'] } },
    });
    await expect(createPerson(ports, ROLE.student, studentInput.parse({ ...account('malee'), user_group_id: 'nope' }))).rejects.toMatchObject({
      details: { fields: { user_group_id: ['No user group has this id.'] } },
    });
  });

  it('disables an account in the provider and ends its session; enabling lets it in again', async () => {
    const { ports, accounts, sessions, clock } = memoryPeople();
    const malee = await createPerson(ports, ROLE.student, studentInput.parse(account('malee')));
    sessions.set(malee.id, { userId: malee.id, startedAt: clock.now, lastSeenAt: clock.now, expiresAt: clock.now + 3_600_000 });

    const disabled = await updatePerson(ports, ROLE.student, malee.id, studentUpdate.parse({ ...changes('malee'), password: '', disabled: true }));
    expect(disabled.disabled).toBe(true);
    expect(accounts.get('malee')?.disabled).toBe(true);
    expect(sessions.get(malee.id)?.endedAt).toBe(clock.now);

    await updatePerson(ports, ROLE.student, malee.id, studentUpdate.parse({ ...changes('malee'), password: 'Other#2026pass', email: 'malee@example.org' }));
    expect(accounts.get('malee')).toMatchObject({ disabled: false, password: 'Other#2026pass', email: 'malee@example.org' });
    expect((await getPerson(ports, ROLE.student, malee.id)).email).toBe('malee@example.org');
  });

  it('answers 404 for an account of another role', async () => {
    const { ports } = memoryPeople();
    const malee = await createPerson(ports, ROLE.student, studentInput.parse(account('malee')));
    await expect(getPerson(ports, ROLE.instructor, malee.id)).rejects.toMatchObject({ kind: 'not-found', message: `No instructor has the id ${malee.id}.` });
  });
});

describe('account deletes', () => {
  it('refuses the caller’s own account and deletes nothing', async () => {
    const { ports, accounts } = memoryPeople();
    const ada = await createPerson(ports, ROLE.admin, administratorInput.parse(account('ada')));
    const bob = await createPerson(ports, ROLE.admin, administratorInput.parse(account('bob')));
    await expect(deletePeople(ports, ROLE.admin, ada.id, [bob.id, ada.id])).rejects.toMatchObject({ message: 'your own account', details: { code: 'cannotDelete' } });
    expect(accounts.has('bob')).toBe(true);
  });

  it('refuses with active_user while one of them is signed in, then deletes all once they are out', async () => {
    const { ports, accounts, profiles, sessions, clock } = memoryPeople();
    const a = await createPerson(ports, ROLE.student, studentInput.parse(account('somchai')));
    const b = await createPerson(ports, ROLE.student, studentInput.parse(account('malee')));
    sessions.set(b.id, { userId: b.id, startedAt: clock.now, lastSeenAt: clock.now, expiresAt: clock.now + 3_600_000 });

    await expect(deletePeople(ports, ROLE.student, 'admin-1', [a.id, b.id])).rejects.toMatchObject({
      kind: 'conflict',
      message: 'malee is signed in now. Try again after they sign out.',
      details: { code: 'active_user', msg: 'malee is signed in now. Try again after they sign out.' },
    });
    expect(profiles.size).toBe(2);

    sessions.get(b.id)!.endedAt = clock.now;
    expect(await deletePeople(ports, ROLE.student, 'admin-1', [a.id, b.id, 'missing'])).toEqual({ success: true, ok: true, deleted: [a.id, b.id] });
    expect(accounts.size).toBe(0);
    expect(profiles.size).toBe(0);
  });

  it('passes over ids of another role', async () => {
    const { ports, profiles } = memoryPeople();
    const ines = await createPerson(ports, ROLE.instructor, instructorInput.parse(account('ines')));
    expect((await deletePeople(ports, ROLE.student, 'admin-1', [ines.id])).deleted).toEqual([]);
    expect(profiles.has(ines.id)).toBe(true);
  });
});

describe('roles, groups and subscribers', () => {
  it('refuses to delete a role an administrator holds, naming it', async () => {
    const { ports } = memoryPeople();
    const editors = await createUserRole(ports, userRoleInput.parse({ name: 'Editors', permissions: ['articles'] }));
    const spare = await createUserRole(ports, userRoleInput.parse({ name: 'Spare', permissions: ['articles'] }));
    await createPerson(ports, ROLE.admin, administratorInput.parse({ ...account('ed'), user_role_id: editors.id }));
    await expect(deleteUserRoles(ports, [spare.id, editors.id])).rejects.toMatchObject({ message: 'Editors: held by 1 administrator', details: { code: 'cannotDelete' } });
    expect(await ports.userRoles.get(spare.id)).toBeDefined();
    expect((await deleteUserRoles(ports, [spare.id])).deleted).toEqual([spare.id]);
  });

  it('refuses to delete a group a student is in', async () => {
    const { ports } = memoryPeople();
    const morning = await createUserGroup(ports, { name: 'Morning class', description: '' });
    const malee = await createPerson(ports, ROLE.student, studentInput.parse({ ...account('malee'), user_group_id: morning.id }));
    await expect(deleteUserGroups(ports, [morning.id])).rejects.toMatchObject({ message: 'Morning class: 1 student is in it' });
    await updatePerson(ports, ROLE.student, malee.id, studentUpdate.parse({ ...changes('malee'), password: '', user_group_id: '' }));
    expect((await deleteUserGroups(ports, [morning.id])).deleted).toEqual([morning.id]);
  });

  it('keeps subscriber e-mails unique', async () => {
    const { ports } = memoryPeople();
    const first = await createSubscriber(ports, { email: 'a@example.com', name: 'A' });
    const second = await createSubscriber(ports, { email: 'b@example.com', name: 'B' });
    await expect(createSubscriber(ports, { email: 'a@example.com', name: '' })).rejects.toMatchObject({ kind: 'conflict', message: 'A subscriber already uses this e-mail address.' });
    await expect(updateSubscriber(ports, second.id, { email: 'a@example.com', name: 'B' })).rejects.toMatchObject({ kind: 'conflict' });
    expect(await updateSubscriber(ports, first.id, { email: 'a@example.com', name: 'Renamed' })).toMatchObject({ name: 'Renamed' });
  });
});

it('keeps the update schema’s password optional', () => {
  expect(administratorUpdate.parse({ email: 'a@example.com', firstname: 'A', lastname: 'B' }).password).toBe('');
});
