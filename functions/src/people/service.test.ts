import { ROLE, tableQuery, administratorInput, administratorUpdate, instructorInput, studentInput, studentUpdate, userRoleInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { memoryPeople } from './memory-ports.js';
import { createRecord, deleteRecords, updateRecord } from '../master-files/master-file.js';
import { createPerson, deletePeople, getPerson, listPeople, requireFullAdministrator, subscribers, updatePerson, userGroups, userRoles } from './service.js';

const account = (username: string) => ({ username, password: 'Secret#2026pass', email: `${username}@example.com`, firstname: 'Somchai', lastname: 'Jaidee' });
const changes = (username: string) => {
  const { username: _username, ...rest } = account(username);
  return rest;
};
const everything = tableQuery.parse({});
/** A full administrator (decision 0021). */
const full = { userId: 'admin-1', fullAdministrator: true };

describe('accounts', () => {
  it('creates the sign-in in its role group and the profile, and lists it under its role only', async () => {
    const { ports, accounts } = memoryPeople();
    const created = await createPerson(ports, ROLE.instructor, instructorInput.parse(account('ines')), full);
    await createPerson(ports, ROLE.student, studentInput.parse(account('malee')), full);

    expect(accounts.get('ines')).toMatchObject({ group: 'instructor', password: 'Secret#2026pass', disabled: false });
    expect(created).toMatchObject({ username: 'ines', email: 'ines@example.com', role_id: 2, disabled: false, user_role_id: '', user_group_id: '' });
    const page = await listPeople(ports, ROLE.instructor, everything);
    expect(page.rows.map((row) => row.username)).toEqual(['ines']);
  });

  it('removes the sign-in again when the profile cannot be written', async () => {
    const { ports, accounts, failures } = memoryPeople();
    failures.profileCreate = true;
    await expect(createPerson(ports, ROLE.student, studentInput.parse(account('malee')), full)).rejects.toThrow('The table is unavailable.');
    expect(accounts.has('malee')).toBe(false);
  });

  it('refuses a taken username or e-mail with a plain conflict', async () => {
    const { ports } = memoryPeople();
    await createPerson(ports, ROLE.student, studentInput.parse(account('malee')), full);
    await expect(createPerson(ports, ROLE.student, studentInput.parse({ ...account('malee'), email: 'other@example.com' }), full)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This username is already taken.',
    });
    await expect(createPerson(ports, ROLE.student, studentInput.parse({ ...account('other'), email: 'malee@example.com' }), full)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This e-mail address is already registered.',
    });
  });

  it('refuses a user role or user group that does not exist, naming the field', async () => {
    const { ports } = memoryPeople();
    await expect(createPerson(ports, ROLE.admin, administratorInput.parse({ ...account('ada'), user_role_id: 'nope' }), full)).rejects.toMatchObject({
      kind: 'invalid',
      details: { fields: { user_role_id: ['No user role has this id.'] } },
    });
    await expect(createPerson(ports, ROLE.student, studentInput.parse({ ...account('malee'), user_group_id: 'nope' }), full)).rejects.toMatchObject({
      details: { fields: { user_group_id: ['No user group has this id.'] } },
    });
  });

  it('disables an account in the provider and ends its session; enabling lets it in again', async () => {
    const { ports, accounts, sessions, clock } = memoryPeople();
    const malee = await createPerson(ports, ROLE.student, studentInput.parse(account('malee')), full);
    sessions.set(malee.id, { userId: malee.id, startedAt: clock.now, lastSeenAt: clock.now, expiresAt: clock.now + 3_600_000 });

    const disabled = await updatePerson(ports, ROLE.student, malee.id, studentUpdate.parse({ ...changes('malee'), password: '', disabled: true }), full);
    expect(disabled.disabled).toBe(true);
    expect(accounts.get('malee')?.disabled).toBe(true);
    expect(sessions.get(malee.id)?.endedAt).toBe(clock.now);

    await updatePerson(ports, ROLE.student, malee.id, studentUpdate.parse({ ...changes('malee'), password: 'Other#2026pass', email: 'malee@example.org' }), full);
    expect(accounts.get('malee')).toMatchObject({ disabled: false, password: 'Other#2026pass', email: 'malee@example.org' });
    expect((await getPerson(ports, ROLE.student, malee.id)).email).toBe('malee@example.org');
  });

  it('answers 404 for an account of another role', async () => {
    const { ports } = memoryPeople();
    const malee = await createPerson(ports, ROLE.student, studentInput.parse(account('malee')), full);
    await expect(getPerson(ports, ROLE.instructor, malee.id)).rejects.toMatchObject({ kind: 'not-found', message: `No instructor has the id ${malee.id}.` });
  });
});

describe('account deletes', () => {
  it('refuses the caller’s own account and deletes nothing', async () => {
    const { ports, accounts } = memoryPeople();
    const ada = await createPerson(ports, ROLE.admin, administratorInput.parse(account('ada')), full);
    const bob = await createPerson(ports, ROLE.admin, administratorInput.parse(account('bob')), full);
    await expect(deletePeople(ports, ROLE.admin, { userId: ada.id, fullAdministrator: true }, [bob.id, ada.id])).rejects.toMatchObject({ message: 'your own account', details: { code: 'cannotDelete' } });
    expect(accounts.has('bob')).toBe(true);
  });

  it('refuses with active_user while one of them is signed in, then deletes all once they are out', async () => {
    const { ports, accounts, profiles, sessions, clock } = memoryPeople();
    const a = await createPerson(ports, ROLE.student, studentInput.parse(account('somchai')), full);
    const b = await createPerson(ports, ROLE.student, studentInput.parse(account('malee')), full);
    sessions.set(b.id, { userId: b.id, startedAt: clock.now, lastSeenAt: clock.now, expiresAt: clock.now + 3_600_000 });

    await expect(deletePeople(ports, ROLE.student, full, [a.id, b.id])).rejects.toMatchObject({
      kind: 'conflict',
      message: 'malee is signed in now. Try again after they sign out.',
      details: { code: 'active_user', msg: 'malee is signed in now. Try again after they sign out.' },
    });
    expect(profiles.size).toBe(2);

    sessions.get(b.id)!.endedAt = clock.now;
    expect(await deletePeople(ports, ROLE.student, full, [a.id, b.id, 'missing'])).toEqual({ success: true, ok: true, deleted: [a.id, b.id] });
    expect(accounts.size).toBe(0);
    expect(profiles.size).toBe(0);
  });

  it('passes over ids of another role', async () => {
    const { ports, profiles } = memoryPeople();
    const ines = await createPerson(ports, ROLE.instructor, instructorInput.parse(account('ines')), full);
    expect((await deletePeople(ports, ROLE.student, full, [ines.id])).deleted).toEqual([]);
    expect(profiles.has(ines.id)).toBe(true);
  });
});

describe('who manages administrators and user roles (decision 0021)', () => {
  const limited = (userId: string) => ({ userId, fullAdministrator: false });

  it('refuses an administrator holding a user role every change to administrators and roles, and changes nothing', async () => {
    const { ports, accounts } = memoryPeople();
    const editors = await createRecord(ports, userRoles, userRoleInput.parse({ name: 'Editors', permissions: ['administrators', 'userRoles'] }));
    const ed = await createPerson(ports, ROLE.admin, administratorInput.parse({ ...account('ed'), user_role_id: editors.id }), full);
    const boss = await createPerson(ports, ROLE.admin, administratorInput.parse(account('boss')), full);
    const refused = { kind: 'forbidden', message: 'Only a full administrator manages administrators and user roles.' };

    await expect(updatePerson(ports, ROLE.admin, ed.id, administratorUpdate.parse({ ...changes('ed'), user_role_id: '' }), limited(ed.id))).rejects.toMatchObject(refused);
    await expect(updatePerson(ports, ROLE.admin, boss.id, administratorUpdate.parse({ ...changes('boss'), password: 'Taken#2026pass' }), limited(ed.id))).rejects.toMatchObject(refused);
    await expect(updatePerson(ports, ROLE.admin, boss.id, administratorUpdate.parse({ ...changes('boss'), email: 'ed@example.org' }), limited(ed.id))).rejects.toMatchObject(refused);
    await expect(createPerson(ports, ROLE.admin, administratorInput.parse(account('mole')), limited(ed.id))).rejects.toMatchObject(refused);
    await expect(deletePeople(ports, ROLE.admin, limited(ed.id), [boss.id])).rejects.toMatchObject(refused);
    // Changes to user roles pass this guard first (the routes' guardChanges).
    expect(() => requireFullAdministrator(limited(ed.id))).toThrow(expect.objectContaining(refused));
    expect(() => requireFullAdministrator(full)).not.toThrow();

    expect(await getPerson(ports, ROLE.admin, ed.id)).toMatchObject({ user_role_id: editors.id });
    expect(await getPerson(ports, ROLE.admin, boss.id)).toMatchObject({ email: 'boss@example.com' });
    expect(accounts.get('boss')?.password).toBe('Secret#2026pass');
    expect(accounts.has('mole')).toBe(false);
    expect(await ports.userRoles.get(editors.id)).toMatchObject({ permissions: ['administrators', 'userRoles'] });
  });

  it('lets a full administrator manage them, but not change their own role', async () => {
    const { ports } = memoryPeople();
    const editors = await createRecord(ports, userRoles, userRoleInput.parse({ name: 'Editors', permissions: ['articles'] }));
    const boss = await createPerson(ports, ROLE.admin, administratorInput.parse(account('boss')), full);
    const ed = await createPerson(ports, ROLE.admin, administratorInput.parse(account('ed')), full);
    const self = { userId: boss.id, fullAdministrator: true };

    await expect(updatePerson(ports, ROLE.admin, boss.id, administratorUpdate.parse({ ...changes('boss'), user_role_id: editors.id }), self)).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Nobody changes their own user role.',
    });
    expect(await updatePerson(ports, ROLE.admin, boss.id, administratorUpdate.parse({ ...changes('boss'), firstname: 'Big' }), self)).toMatchObject({ firstname: 'Big', user_role_id: '' });
    expect(await updatePerson(ports, ROLE.admin, ed.id, administratorUpdate.parse({ ...changes('ed'), user_role_id: editors.id }), self)).toMatchObject({ user_role_id: editors.id });
  });

  it('leaves instructors and students to whoever the screens admit', async () => {
    const { ports } = memoryPeople();
    const malee = await createPerson(ports, ROLE.student, studentInput.parse(account('malee')), limited('ed'));
    expect(await updatePerson(ports, ROLE.student, malee.id, studentUpdate.parse({ ...changes('malee'), firstname: 'M' }), limited('ed'))).toMatchObject({ firstname: 'M' });
  });
});

describe('roles, groups and subscribers', () => {
  it('refuses to delete a role an administrator holds, naming it', async () => {
    const { ports } = memoryPeople();
    const editors = await createRecord(ports, userRoles, userRoleInput.parse({ name: 'Editors', permissions: ['articles'] }));
    const spare = await createRecord(ports, userRoles, userRoleInput.parse({ name: 'Spare', permissions: ['articles'] }));
    await createPerson(ports, ROLE.admin, administratorInput.parse({ ...account('ed'), user_role_id: editors.id }), full);
    await expect(deleteRecords(ports, userRoles, [spare.id, editors.id])).rejects.toMatchObject({ message: 'Editors: held by 1 administrator', details: { code: 'cannotDelete' } });
    expect(await ports.userRoles.get(spare.id)).toBeDefined();
    expect((await deleteRecords(ports, userRoles, [spare.id])).deleted).toEqual([spare.id]);
  });

  it('refuses to delete a group a student is in', async () => {
    const { ports } = memoryPeople();
    const morning = await createRecord(ports, userGroups, { name: 'Morning class', description: '' });
    const malee = await createPerson(ports, ROLE.student, studentInput.parse({ ...account('malee'), user_group_id: morning.id }), full);
    await expect(deleteRecords(ports, userGroups, [morning.id])).rejects.toMatchObject({ message: 'Morning class: 1 student is in it' });
    await updatePerson(ports, ROLE.student, malee.id, studentUpdate.parse({ ...changes('malee'), password: '', user_group_id: '' }), full);
    expect((await deleteRecords(ports, userGroups, [morning.id])).deleted).toEqual([morning.id]);
  });

  it('keeps subscriber e-mails unique', async () => {
    const { ports } = memoryPeople();
    const first = await createRecord(ports, subscribers, { email: 'a@example.com', name: 'A' });
    const second = await createRecord(ports, subscribers, { email: 'b@example.com', name: 'B' });
    await expect(createRecord(ports, subscribers, { email: 'a@example.com', name: '' })).rejects.toMatchObject({ kind: 'conflict', message: 'A subscriber already uses this e-mail address.' });
    await expect(updateRecord(ports, subscribers, second.id, { email: 'a@example.com', name: 'B' })).rejects.toMatchObject({ kind: 'conflict' });
    expect(await updateRecord(ports, subscribers, first.id, { email: 'a@example.com', name: 'Renamed' })).toMatchObject({ name: 'Renamed' });
  });
});

it('keeps the update schema’s password optional', () => {
  expect(administratorUpdate.parse({ email: 'a@example.com', firstname: 'A', lastname: 'B' }).password).toBe('');
});
