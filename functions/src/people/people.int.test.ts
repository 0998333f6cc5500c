import { randomUUID } from 'node:crypto';
import { activeUserAnswer, adminEmail, deletedAnswer, person, personTable, subscriber, userGroup, userRole } from '@lm/shared';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPeopleRecordStores } from '../data/people-repository.js';
import { api, DEMO_PASSWORD, holdUserRole, localDatabase, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;

const cognito = new CognitoIdentityProviderClient({
  region: inject('resources').region,
  endpoint: inject('endpoints').cognito,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const cognitoUser = (username: string) => cognito.send(new AdminGetUserCommand({ UserPoolId: inject('resources').userPoolId, Username: username }));
/** User groups are in the full table's plans only, which the stack runs (decision 0039); saved anyway, so the test holds on a stack started with another plan. */
const WITH_USER_GROUPS = { name: 'ENTERPRISE', table: 'full' };

let admin: Session;
let student: Session;
let instructor: Session;
const as = (session: Session) => ({ token: session.id_token });
const PASSWORD = 'People#2026pass';
/** The seeded role `editor` holds. */
const CONTENT_EDITOR_ROLE = 'content-editor';
const form = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: PASSWORD,
  email: `${username}@example.com`,
  firstname: 'Test',
  lastname: username,
  phone: '0812345678',
  ...extra,
});
const changes = (username: string, extra: Record<string, unknown> = {}) => {
  const { username: _username, password: _password, ...rest } = form(username);
  return { ...rest, ...extra };
};
const list = (path: string, query: Record<string, string> = {}) => api(`${path}?${new URLSearchParams(query).toString()}`, as(admin));
const usernameIs = (username: string) => JSON.stringify([{ column: 'username', operator: 'equal', value: username }]);

/** Accounts a failed run may have left: removed through the API, so Cognito and the table agree. */
async function removeLeftovers() {
  for (const [path, remove] of [
    ['/api/students', '/api/delete/students'],
    ['/api/instructors', '/api/delete/instructors'],
    ['/api/administrators', '/api/users/delete'],
  ] as const) {
    const page = personTable.parse((await list(path, { filters: JSON.stringify([{ column: 'username', operator: 'contain', value: 'pt_' }]) })).body);
    if (page.rows.length) await api(remove, { method: 'DELETE', json: { ids: page.rows.map((row) => row.id) }, ...as(admin) });
  }
}

beforeAll(async () => {
  admin = await signIn('admin');
  student = await signIn('student2');
  instructor = await signIn('instructor');
  await removeLeftovers();
});

afterAll(async () => {
  await removeLeftovers();
  await signOut(admin);
  await signOut(student);
  await signOut(instructor);
});

describe('who may use the people routes', () => {
  const everyRoute = [
    ['GET', '/api/administrators'],
    ['GET', '/api/administrators/x'],
    ['POST', '/api/administrators'],
    ['PUT', '/api/administrators/x'],
    ['DELETE', '/api/users/delete'],
    ['GET', '/api/instructors'],
    ['GET', '/api/instructor-accounts'],
    ['GET', '/api/instructors/x'],
    ['POST', '/api/instructors'],
    ['PUT', '/api/instructors/x'],
    ['DELETE', '/api/delete/instructors'],
    ['GET', '/api/students'],
    ['GET', '/api/student-accounts'],
    ['GET', '/api/students/x'],
    ['POST', '/api/students'],
    ['PUT', '/api/students/x'],
    ['DELETE', '/api/delete/students'],
    ['GET', '/api/subscribers'],
    ['GET', '/api/subscribers/x'],
    ['POST', '/api/subscribers'],
    ['PUT', '/api/subscribers/x'],
    ['POST', '/api/subscriber/delete'],
    ['GET', '/api/roles'],
    ['GET', '/api/roles/x'],
    ['POST', '/api/roles'],
    ['PUT', '/api/roles/x'],
    ['DELETE', '/api/roles'],
    ['GET', '/api/user/group'],
    ['GET', '/api/user/group/x'],
    ['POST', '/api/user/group'],
    ['PUT', '/api/user/group/x'],
    ['DELETE', '/api/user/group'],
  ] as const;

  it('answers 401 without a token and 403 to a student or an instructor on every route', async () => {
    for (const [method, path] of everyRoute) {
      const json = method === 'GET' ? undefined : { ids: ['x'] };
      expect({ method, path, status: (await api(path, { method, json })).status }).toEqual({ method, path, status: 401 });
      expect({ method, path, status: (await api(path, { method, json, ...as(student) })).status }).toEqual({ method, path, status: 403 });
      expect({ method, path, status: (await api(path, { method, json, ...as(instructor) })).status }).toEqual({ method, path, status: 403 });
    }
  });
});

describe('accounts', () => {
  it('refuses bad input naming the field, and a role or group that does not exist', async () => {
    const bad = await api('/api/students', { json: form('pt_bad', { email: 'not-an-address', extra: 1 }), ...as(admin) });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { fields: object }).fields).sort()).toEqual(['email', 'extra']);
    const noRole = await api('/api/administrators', { json: form('pt_norole', { user_role_id: 'no-such-role' }), ...as(admin) });
    expect(noRole).toMatchObject({ status: 400, body: { fields: { user_role_id: ['No user role has this id.'] } } });
    const noGroup = await api('/api/students', { json: form('pt_nogroup', { user_group_id: 'no-such-group' }), ...as(admin) });
    expect(noGroup).toMatchObject({ status: 400, body: { fields: { user_group_id: ['No user group has this id.'] } } });
  });

  it('creates, reads, lists, disables, enables and deletes a student', async () => {
    const created = await api('/api/students', { json: form('pt_malee', { user_group_id: 'evening-class' }), ...as(admin) });
    expect(created.status).toBe(200);
    const row = person.parse(created.body);
    expect(row).toMatchObject({ username: 'pt_malee', email: 'pt_malee@example.com', role_id: 3, disabled: false, user_group_id: 'evening-class', user_role_id: '' });

    expect(person.parse((await api(`/api/students/${row.id}`, as(admin))).body)).toEqual(row);
    // Another role's table does not see the account.
    expect(await api(`/api/instructors/${row.id}`, as(admin))).toMatchObject({ status: 404 });
    const page = personTable.parse((await list('/api/students', { filters: usernameIs('pt_malee') })).body);
    expect(page.rows).toEqual([row]);

    // The account signs in with the password it was given, and is signed in while it is disabled.
    const signedIn = await signIn('pt_malee', PASSWORD);
    expect((await api('/api/me/profile', as(signedIn))).status).toBe(200);

    const disabled = await api(`/api/students/${row.id}`, { method: 'PUT', json: changes('pt_malee', { disabled: true, firstname: 'Malee' }), ...as(admin) });
    expect(disabled.status).toBe(200);
    // Its token stops working at once, not when it expires.
    expect((await api('/api/me/profile', as(signedIn))).status).toBe(401);
    expect((await api('/user/ping', { method: 'POST', ...as(signedIn) })).status).toBe(401);
    expect(person.parse(disabled.body)).toMatchObject({ disabled: true, firstname: 'Malee', user_group_id: '' });
    // Cognito refuses a disabled user's sign-in (cognito-local does not, so its state is read back),
    // and sign-in refuses the disabled profile in any case.
    expect((await cognitoUser('pt_malee')).Enabled).toBe(false);
    expect(await api('/user/login', { json: { username: 'pt_malee', password: PASSWORD } })).toMatchObject({
      status: 403,
      body: { message: 'This account is disabled. Please contact the site’s administrators.' },
    });
    const stored = await localDatabase().users.get({ userId: row.id }).go();
    expect(stored.data).toMatchObject({ disabled: true, firstname: 'Malee' });

    const enabled = await api(`/api/students/${row.id}`, {
      method: 'PUT',
      json: changes('pt_malee', { disabled: false, password: 'Changed#2026pass', email: 'pt_malee@example.org' }),
      ...as(admin),
    });
    expect(person.parse(enabled.body)).toMatchObject({ disabled: false, email: 'pt_malee@example.org' });
    expect(await cognitoUser('pt_malee')).toMatchObject({ Enabled: true, UserAttributes: expect.arrayContaining([{ Name: 'email', Value: 'pt_malee@example.org' }]) });
    expect((await api('/user/login', { json: { username: 'pt_malee', password: PASSWORD } })).status).toBe(401);
    await signOut(await signIn('pt_malee', 'Changed#2026pass'));

    const deleted = await api('/api/delete/students', { method: 'DELETE', json: { ids: [row.id] }, ...as(admin) });
    expect(deletedAnswer.parse(deleted.body)).toEqual({ success: true, ok: true, deleted: [row.id] });
    expect(await api(`/api/students/${row.id}`, as(admin))).toMatchObject({ status: 404 });
    expect((await api('/user/login', { json: { username: 'pt_malee', password: 'Changed#2026pass' } })).status).toBe(401);
    expect((await localDatabase().users.get({ userId: row.id }).go()).data).toBeNull();
  });

  it('refuses a taken username or e-mail with a plain 409', async () => {
    const first = person.parse((await api('/api/instructors', { json: form('pt_ines'), ...as(admin) })).body);
    const sameName = await api('/api/instructors', { json: form('pt_ines', { email: 'pt_other@example.com' }), ...as(admin) });
    expect(sameName).toMatchObject({ status: 409, body: { message: 'This username is already taken.' } });
    const sameEmail = await api('/api/students', { json: form('pt_other', { email: 'pt_ines@example.com' }), ...as(admin) });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: 'This e-mail address is already registered.' } });
    const changedToTaken = await api(`/api/instructors/${first.id}`, { method: 'PUT', json: changes('pt_ines', { email: 'student@example.com' }), ...as(admin) });
    expect(changedToTaken).toMatchObject({ status: 409, body: { message: 'This e-mail address is already registered.' } });
    await api('/api/delete/instructors', { method: 'DELETE', json: { ids: [first.id] }, ...as(admin) });
  });

  it('lists only the role asked for', async () => {
    const instructors = personTable.parse((await list('/api/instructors')).body);
    expect(instructors.rows.length).toBeGreaterThan(0);
    expect(new Set(instructors.rows.map((row) => row.role_id))).toEqual(new Set([2]));
    const administrators = personTable.parse((await list('/api/administrators')).body);
    expect(administrators.rows.map((row) => row.username)).toEqual(expect.arrayContaining(['admin', 'editor']));
    expect(new Set(administrators.rows.map((row) => row.role_id))).toEqual(new Set([1]));
    expect(administrators.rows.find((row) => row.username === 'editor')?.user_role_id).toBe('content-editor');
  });

  it('names the instructor and student accounts, without contact details, to the screens whose forms pick them', async () => {
    const editor = await signIn('editor');
    try {
      // The content editor's role opens instructor profiles, not the instructors' accounts.
      expect((await api('/api/instructors', as(editor))).status).toBe(403);
      const answer = await api(`/api/instructor-accounts?sort=name&filters=${encodeURIComponent(usernameIs('instructor'))}`, as(editor));
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ rows: [{ id: instructor.user.id, name: 'Ines Teacher', username: 'instructor' }], total: 1, sort: { column: 'name', order: 'asc' } });
      expect(Object.keys((answer.body as unknown as { rows: object[] }).rows[0]!).sort()).toEqual(['id', 'name', 'username']);
      // Every instructor, and no one else.
      const all = (await api('/api/instructor-accounts', as(admin))).body as unknown as { rows: { username: string }[] };
      const instructors = personTable.parse((await list('/api/instructors')).body).rows;
      expect(all.rows.map((row) => row.username).sort()).toEqual(instructors.map((row) => row.username).sort());
      // The students, likewise, for the screens that book, certify or address them: this role's announcements may name one.
      expect((await api('/api/student-accounts', as(editor))).status).toBe(200);
      expect((await api('/api/students', as(editor))).status).toBe(403);
      const students = (await api('/api/student-accounts', as(admin))).body as unknown as { rows: { username: string; name: string }[] };
      expect(students.rows.map((row) => row.username).sort()).toEqual(personTable.parse((await list('/api/students')).body).rows.map((row) => row.username).sort());
      expect(students.rows.find((row) => row.username === 'student2')?.name).toBe('Malee Suksan');
    } finally {
      await signOut(editor);
    }
  });

  it('refuses to delete an account that is signed in (active_user), then deletes once it signed out', async () => {
    const row = person.parse((await api('/api/instructors', { json: form('pt_busy'), ...as(admin) })).body);
    const session = await signIn('pt_busy', PASSWORD);

    const refused = await api('/api/delete/instructors', { method: 'DELETE', json: { ids: [row.id] }, ...as(admin) });
    expect(refused.status).toBe(409);
    expect(activeUserAnswer.parse(refused.body)).toEqual({
      code: 'active_user',
      msg: 'pt_busy is signed in now. Try again after they sign out.',
      message: 'pt_busy is signed in now. Try again after they sign out.',
    });
    expect(await api(`/api/instructors/${row.id}`, as(admin))).toMatchObject({ status: 200 });

    await signOut(session);
    expect(await api('/api/delete/instructors', { method: 'DELETE', json: { ids: [row.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [row.id] } });
  });

  it('never deletes the caller’s own account', async () => {
    const other = person.parse((await api('/api/administrators', { json: form('pt_ada'), ...as(admin) })).body);
    const refused = await api('/api/users/delete', { method: 'DELETE', json: { ids: [other.id, inject('userIds').admin] }, ...as(admin) });
    expect(refused).toMatchObject({ status: 409, body: { code: 'cannotDelete', message: 'your own account' } });
    expect(await api(`/api/administrators/${other.id}`, as(admin))).toMatchObject({ status: 200 });
    expect(await api('/api/users/delete', { method: 'DELETE', json: { ids: [other.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [other.id] } });
  });
});

describe('user roles and user groups', () => {
  it('keeps a role, and refuses to delete it while an administrator holds it', async () => {
    const created = await api('/api/roles', { json: { name: 'Editors', description: 'Edits', permissions: ['articles', 'reviews', 'articles'] }, ...as(admin) });
    const role = userRole.parse(created.body);
    expect(role.permissions).toEqual(['articles', 'reviews']);
    expect(await api('/api/roles', { json: { name: 'X', permissions: ['nope'] }, ...as(admin) })).toMatchObject({ status: 400, body: { fields: { 'permissions.0': ['permissions must name admin screens.'] } } });
    const renamed = await api(`/api/roles/${role.id}`, { method: 'PUT', json: { name: 'Editors', description: 'Edit things', permissions: ['articles'] }, ...as(admin) });
    expect(userRole.parse(renamed.body)).toMatchObject({ description: 'Edit things', permissions: ['articles'] });
    // A role is chosen by its name: a second of the same name is refused.
    expect(await api('/api/roles', { json: { name: 'Editors', permissions: ['reviews'] }, ...as(admin) })).toMatchObject({ status: 400, body: { fields: { name: ['Another user role has this name.'] } } });

    const holder = person.parse((await api('/api/administrators', { json: form('pt_editor', { user_role_id: role.id }), ...as(admin) })).body);
    const refused = await api('/api/roles', { method: 'DELETE', json: { ids: [role.id] }, ...as(admin) });
    expect(refused).toMatchObject({ status: 409, body: { code: 'cannotDelete', message: 'Editors: held by 1 administrator' } });

    await api(`/api/administrators/${holder.id}`, { method: 'PUT', json: changes('pt_editor', { user_role_id: '' }), ...as(admin) });
    expect(await api('/api/roles', { method: 'DELETE', json: { ids: [role.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [role.id] } });
    await api('/api/users/delete', { method: 'DELETE', json: { ids: [holder.id] }, ...as(admin) });
  });

  it('keeps a group, and refuses to delete it while a student is in it', async () => {
    expect(await api('/api/settings/plan', { method: 'PUT', json: WITH_USER_GROUPS, ...as(admin) })).toMatchObject({ status: 200 });
    try {
      await groupLifecycle();
    } finally {
      await api('/api/settings/plan', { method: 'PUT', json: { name: 'ENTERPRISE', table: 'full' }, ...as(admin) });
      // As seeded: no plan item, the stack's DEFAULT_PLAN applies.
      await localDatabase().settings.delete({ name: 'plan' }).go();
    }
  });
});

describe('admin e-mails (decision 0059)', () => {
  it('keeps an address with its notices, once, and refuses a bad one naming the field', async () => {
    const created = await api('/api/adminemails', { json: { name: 'Shipping desk', email: 'Desk@Example.com', events: ['parcel_to_send', 'parcel_to_send'] }, ...as(admin) });
    expect(created.status, created.text).toBe(200);
    const desk = adminEmail.parse(created.body);
    expect(desk).toMatchObject({ email: 'desk@example.com', events: ['parcel_to_send'], active: true });
    expect(adminEmail.parse((await api(`/api/adminemails/${desk.id}`, as(admin))).body)).toEqual(desk);

    const again = await api('/api/adminemails', { json: { name: 'Desk again', email: 'desk@example.com', events: ['order_paid'] }, ...as(admin) });
    expect(again.status).toBe(400);
    expect(again.text).toContain('This address is already on the list.');
    // Five saves of one new address at once keep it once.
    const racing = `race.${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => api('/api/adminemails', { json: { name: `Desk ${index}`, email: racing, events: ['order_paid'] }, ...as(admin) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const kept = answers.find((answer) => answer.status === 200)!.body as unknown as { id: string };
    expect((await api('/api/adminemails', { method: 'DELETE', json: { ids: [kept.id] }, ...as(admin) })).status).toBe(200);
    const none = await api('/api/adminemails', { json: { name: 'Nobody', email: 'nobody@example.com', events: [] }, ...as(admin) });
    expect(none.status).toBe(400);
    expect(none.text).toContain('Choose at least one notice.');
    expect((await api('/api/adminemails', { json: { name: 'Bad', email: 'not-an-address', events: ['order_paid'] }, ...as(admin) })).status).toBe(400);
    expect((await api('/api/adminemails', as(student))).status).toBe(403);

    expect(await api('/api/adminemails', { method: 'DELETE', json: { ids: [desk.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [desk.id] } });
    expect((await api(`/api/adminemails/${desk.id}`, as(admin))).status).toBe(404);
  });
});

/** A group through its routes: kept, read, refused while a student is in it, deleted once empty. */
async function groupLifecycle() {
  const group = userGroup.parse((await api('/api/user/group', { json: { name: 'Weekend class' }, ...as(admin) })).body);
  expect(userGroup.parse((await api(`/api/user/group/${group.id}`, as(admin))).body)).toEqual(group);
  // A group is chosen by its name: a second of the same name, or of a demo group's, is refused.
  for (const name of ['Weekend class', 'Morning class']) {
    expect(await api('/api/user/group', { json: { name }, ...as(admin) })).toMatchObject({ status: 400, body: { fields: { name: ['Another user group has this name.'] } } });
  }
  const member = person.parse((await api('/api/students', { json: form('pt_weekend', { user_group_id: group.id }), ...as(admin) })).body);

  const refused = await api('/api/user/group', { method: 'DELETE', json: { ids: [group.id] }, ...as(admin) });
  expect(refused).toMatchObject({ status: 409, body: { code: 'cannotDelete', message: 'Weekend class: 1 student is in it' } });
  // The seeded Morning class holds student2.
  expect(await api('/api/user/group', { method: 'DELETE', json: { ids: ['morning-class'] }, ...as(admin) })).toMatchObject({ status: 409 });

  await api('/api/delete/students', { method: 'DELETE', json: { ids: [member.id] }, ...as(admin) });
  expect(await api('/api/user/group', { method: 'DELETE', json: { ids: [group.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [group.id] } });
}

describe('who manages administrators and user roles (decision 0021)', () => {
  it('refuses an administrator whose role opens those screens every change to administrators and roles', async () => {
    const created = await api('/api/roles', { json: { name: 'pt_People keepers', permissions: ['administrators', 'userRoles'] }, ...as(admin) });
    expect(created.status).toBe(200);
    const keepers = userRole.parse(created.body);
    await holdUserRole('editor', keepers.id);
    const editor = await signIn('editor');
    try {
      const refused = { status: 403, body: { message: 'Only a full administrator manages administrators and user roles.' } };
      const editorId = editor.user.id;
      const adminId = admin.user.id;
      const own = person.parse((await api(`/api/administrators/${editorId}`, as(editor))).body);
      expect(own.user_role_id).toBe(keepers.id);

      // Making itself a full administrator, taking over one, or widening its own role.
      expect(await api(`/api/administrators/${editorId}`, { method: 'PUT', json: { ...changes('editor', { email: own.email, lastname: own.lastname, firstname: own.firstname, phone: own.phone }), user_role_id: '' }, ...as(editor) })).toMatchObject(refused);
      expect(await api(`/api/administrators/${adminId}`, { method: 'PUT', json: { email: 'admin@example.com', firstname: 'A', lastname: 'B', phone: '', password: 'Takeover#2026pass' }, ...as(editor) })).toMatchObject(refused);
      expect(await api('/api/administrators', { json: form('pt_mole'), ...as(editor) })).toMatchObject(refused);
      expect(await api(`/api/roles/${keepers.id}`, { method: 'PUT', json: { name: 'pt_People keepers', permissions: ['administrators', 'userRoles', 'courses'] }, ...as(editor) })).toMatchObject(refused);

      expect((await localDatabase().users.get({ userId: editorId }).go()).data?.userRoleId).toBe(keepers.id);
      expect(userRole.parse((await api(`/api/roles/${keepers.id}`, as(admin))).body).permissions).toEqual(['administrators', 'userRoles']);
      const adminAgain = await api('/user/login', { json: { username: 'admin', password: 'Takeover#2026pass' } });
      expect(adminAgain.status).toBe(401);
    } finally {
      await signOut(editor);
      await holdUserRole('editor', CONTENT_EDITOR_ROLE);
      await api('/api/roles', { method: 'DELETE', json: { ids: [keepers.id] }, ...as(admin) });
    }
  });

  it('lets nobody change their own role', async () => {
    const own = person.parse((await api(`/api/administrators/${admin.user.id}`, as(admin))).body);
    const answer = await api(`/api/administrators/${admin.user.id}`, {
      method: 'PUT',
      json: { email: own.email, firstname: own.firstname, lastname: own.lastname, phone: own.phone, user_role_id: CONTENT_EDITOR_ROLE },
      ...as(admin),
    });
    expect(answer).toMatchObject({ status: 403, body: { message: 'Nobody changes their own user role.' } });
    expect((await localDatabase().users.get({ userId: admin.user.id }).go()).data?.userRoleId ?? '').toBe('');
  });
});

describe('subscribers', () => {
  it('creates, lists, changes and deletes, with e-mails unique', async () => {
    const created = subscriber.parse((await api('/api/subscribers', { json: { email: 'PT.Sub@Example.com', name: 'Sub' }, ...as(admin) })).body);
    expect(created).toMatchObject({ email: 'pt.sub@example.com', name: 'Sub' });
    expect(await api('/api/subscribers', { json: { email: 'pt.sub@example.com' }, ...as(admin) })).toMatchObject({
      status: 409,
      body: { message: 'A subscriber already uses this e-mail address.' },
    });
    // A demo subscriber's address is held as well: the demo data is written through the same store.
    expect(await api('/api/subscribers', { json: { email: 'news.reader@example.com' }, ...as(admin) })).toMatchObject({ status: 409 });
    expect(await api('/api/subscribers', { json: { email: 'nope' }, ...as(admin) })).toMatchObject({ status: 400, body: { fields: { email: expect.any(Array) } } });
    const page = await list('/api/subscribers', { filters: JSON.stringify([{ column: 'email', operator: 'equal', value: 'pt.sub@example.com' }]) });
    expect((page.body as unknown as { rows: unknown[] }).rows).toEqual([created]);
    const changed = await api(`/api/subscribers/${created.id}`, { method: 'PUT', json: { email: 'pt.sub@example.com', name: 'Renamed' }, ...as(admin) });
    expect(subscriber.parse(changed.body).name).toBe('Renamed');
    expect(await api('/api/subscriber/delete', { json: { ids: [created.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [created.id] } });
    expect(await api(`/api/subscribers/${created.id}`, as(admin))).toMatchObject({ status: 404 });
  });

  it('is refused by the store itself: a second subscriber of an address is never written, and a change of address frees the old one', async () => {
    const { subscribers } = createPeopleRecordStores(localDatabase());
    const stamp = Date.now().toString(36);
    const email = `store.${stamp}@example.com`;
    const at = new Date().toISOString();
    const first = { id: `sub-a-${stamp}`, email, name: 'A', created_at: at, updated_at: at };
    const second = { ...first, id: `sub-b-${stamp}`, name: 'B' };
    await subscribers.put(first, 'create');
    await expect(subscribers.put(second, 'create')).rejects.toThrow('A subscriber already uses this e-mail address.');
    expect(await subscribers.get(second.id)).toBeUndefined();

    await subscribers.put({ ...first, email: `moved.${stamp}@example.com` }, 'replace');
    await subscribers.put(second, 'create');
    await expect(subscribers.put({ ...first, email }, 'replace')).rejects.toThrow('A subscriber already uses this e-mail address.');
    expect(await subscribers.delete([first.id, second.id])).toEqual([first.id, second.id]);
  });

  it('keeps one subscriber of an address even when ten are asked for at once, and frees it with the delete', async () => {
    const email = `once.${Date.now().toString(36)}@example.com`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => api('/api/subscribers', { json: { email }, ...as(admin) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body).toMatchObject({ message: 'A subscriber already uses this e-mail address.' });
    const kept = subscriber.parse(answers.find((answer) => answer.status === 200)!.body);
    expect(await api('/api/subscriber/delete', { json: { ids: [kept.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [kept.id] } });
    const again = await api('/api/subscribers', { json: { email }, ...as(admin) });
    expect(again.status, again.text).toBe(200);
    await api('/api/subscriber/delete', { json: { ids: [subscriber.parse(again.body).id] }, ...as(admin) });
  });
});

it('keeps the demo password usable for the seeded accounts', async () => {
  await signOut(await signIn('editor', DEMO_PASSWORD));
});
