import {
  AdminDeleteUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { loginResponse, profile, siteSettings } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../site/defaults.js';
import { api, claimsOf, localDatabase, signIn, signOut } from '../testing/api.js';

const cognito = new CognitoIdentityProviderClient({
  region: inject('resources').region,
  endpoint: inject('endpoints').cognito,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const userPoolId = inject('resources').userPoolId;
const created: { username: string; userId?: string }[] = [];

/** A username no earlier run used, so the test needs no clean pool. */
function newcomer() {
  const username = `reg-${randomUUID().slice(0, 8)}`;
  created.push({ username });
  return { username, email: `${username}@example.com`, password: 'Fresh#2026pass', firstname: 'Nok', lastname: 'Newcomer' };
}

async function cognitoUsersWithEmail(email: string) {
  return (await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"` }))).Users ?? [];
}

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
/** The registerFields group as the stack held it before these tests. */
let seededFields: unknown;

beforeAll(async () => {
  admin = await signIn('admin');
  seededFields = (await localDatabase().settings.get({ name: 'registerFields' }).go()).data?.value;
});

afterAll(async () => {
  // Through the API, so the stack's cached settings follow; an unseeded group is then removed.
  await api('/api/settings/site/registerFields', { method: 'PUT', token: admin.id_token, json: seededFields ?? DEFAULT_SITE_SETTINGS.registerFields });
  if (seededFields === undefined) await localDatabase().settings.delete({ name: 'registerFields' }).go();
  await signOut(admin);
  const db = localDatabase();
  for (const { username, userId } of created) {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username })).catch(() => undefined);
    if (userId) await db.users.delete({ userId }).go();
    if (userId) await db.sessions.delete({ userId }).go();
  }
});

describe('POST /user/register', () => {
  it('creates the student in Cognito and the table and signs it in like /user/login', async () => {
    const person = newcomer();

    const answer = await api('/user/register', { json: { ...person, email: person.email.toUpperCase() } });

    expect(answer.status).toBe(200);
    const body = loginResponse.parse(answer.body);
    created.at(-1)!.userId = body.user.id;
    expect(body.user).toEqual({
      id: expect.any(String),
      username: person.username,
      firstname: 'Nok',
      lastname: 'Newcomer',
      displayImgUrl: '',
      role_id: 3,
      email: person.email,
      pdpa_approved: 0,
      user_group_id: null,
    });
    expect(claimsOf(body.id_token)).toMatchObject({ sub: body.user.id, 'cognito:groups': ['student'] });

    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: person.username }));
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['student']);
    const stored = (await localDatabase().users.get({ userId: body.user.id }).go()).data;
    expect(stored).toMatchObject({ userId: body.user.id, username: person.username, email: person.email, roleId: 3, firstname: 'Nok', lastname: 'Newcomer' });
    expect((await localDatabase().sessions.get({ userId: body.user.id }).go()).data?.endedAt).toBeUndefined();

    // The password chosen at registration is the one that signs in afterwards.
    expect((await signOut(body)).status).toBe(200);
    const again = await api('/user/login', { json: { username: person.username, password: person.password } });
    expect(again.status).toBe(200);
    await signOut(again.body as never);
  });

  it('refuses a username that exists, whatever the other fields, and writes nothing', async () => {
    const person = newcomer();

    const answer = await api('/user/register', { json: { ...person, username: 'student' } });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, ok: false, message: 'This username is already taken.' });
    expect(await cognitoUsersWithEmail(person.email)).toEqual([]);
  });

  it('refuses an e-mail address already registered, and creates no account', async () => {
    const person = newcomer();

    const answer = await api('/user/register', { json: { ...person, email: 'student2@example.com' } });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, ok: false, message: 'This e-mail address is already registered.' });
    const lookup = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `username = "${person.username}"` }));
    expect(lookup.Users ?? []).toEqual([]);
    expect((await localDatabase().users.query.byUsername({ username: person.username }).go()).data).toEqual([]);
  });

  it('names each bad field with a plain message, and creates nothing', async () => {
    const person = newcomer();

    const answer = await api('/user/register', {
      form: { username: person.username, email: 'not-an-address', password: 'short', firstname: ' ', lastname: 'Newcomer' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      fields: {
        email: ['E-mail is not a valid address.'],
        password: expect.arrayContaining(['Password must be at least 10 characters.', 'Password must contain an uppercase letter.']),
        firstname: ['First name is required.'],
      },
    });
    const weak = await api('/user/register', { json: { ...person, password: 'alllowercase#2026' } });
    expect(weak).toMatchObject({ status: 400, body: { fields: { password: ['Password must contain an uppercase letter.'] } } });
    expect((await localDatabase().users.query.byUsername({ username: person.username }).go()).data).toEqual([]);
  });
});

describe('the registration fields an administrator configures (decision 0019)', () => {
  const configure = (json: unknown) => api('/api/settings/site/registerFields', { method: 'PUT', token: admin.id_token, json });

  it('asks only the fixed fields until configured, and a student may not configure them', async () => {
    expect(siteSettings.parse((await api('/public/settings')).body).registerFields).toEqual(seededFields ?? DEFAULT_SITE_SETTINGS.registerFields);
    const person = newcomer();
    const student = await api('/user/register', { json: person });
    expect(student.status, student.text).toBe(200);
    created.at(-1)!.userId = (student.body as unknown as { user: { id: string } }).user.id;

    const anonymous = await api('/api/settings/site/registerFields', { method: 'PUT', json: { phone: 'required' } });
    expect(anonymous.status).toBe(401);
    const asStudent = await api('/api/settings/site/registerFields', { method: 'PUT', token: (student.body as unknown as { id_token: string }).id_token, json: { phone: 'required' } });
    expect(asStudent.status).toBe(403);
    await signOut(student.body as never);
  });

  it('refuses a mode it does not know, naming the field', async () => {
    const answer = await configure({ phone: 'always' });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, fields: { phone: ['phone must be one of off, optional, required.'] } });
  });

  it('refuses a registration without a required field, naming it, stores the asked ones, and drops those turned off', async () => {
    const saved = await configure({ phone: 'required', birthday: 'optional', gender: 'optional', lineId: 'off', referral: 'optional' });
    expect(saved.status, saved.text).toBe(200);
    const asked = { phone: 'required', birthday: 'optional', gender: 'optional', lineId: 'off', referral: 'optional' };
    expect((saved.body as Record<string, unknown>).registerFields).toEqual(asked);
    expect(siteSettings.parse((await api('/public/settings')).body).registerFields).toEqual(asked);

    const person = newcomer();
    const missing = await api('/user/register', { json: { ...person, birthday: '2001-02-03' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      ok: false,
      message: 'The request is not valid. (body) phone: Phone is required.',
      fields: { phone: ['Phone is required.'] },
    });
    expect(await cognitoUsersWithEmail(person.email)).toEqual([]);

    const young = await api('/user/register', { json: { ...person, phone: '0812345678', birthday: `${new Date().getUTCFullYear() - 1}-01-01` } });
    expect(young).toMatchObject({ status: 400, body: { fields: { birthday: ['Birthday must be at least 5 years ago.'] } } });

    const answer = await api('/user/register', {
      json: { ...person, phone: '081-234-5678', birthday: '2001-02-03', gender: 'female', lineId: 'nok.line', referral: 'A friend' },
    });
    expect(answer.status, answer.text).toBe(200);
    const body = loginResponse.parse(answer.body);
    created.at(-1)!.userId = body.user.id;
    const stored = (await localDatabase().users.get({ userId: body.user.id }).go()).data;
    expect(stored).toMatchObject({ phone: '0812345678', birthday: '2001-02-03', gender: 'female', referral: 'A friend' });
    expect(stored).not.toHaveProperty('lineId');

    // The student sees and completes them on their own profile, optional there.
    const own = await api('/api/me/profile', { token: body.id_token });
    expect(profile.parse(own.body)).toMatchObject({ phone: '0812345678', birthday: '2001-02-03', gender: 'female', lineId: '', referral: 'A friend' });
    const edited = await api('/api/me/profile', {
      method: 'PUT',
      token: body.id_token,
      json: { firstname: 'Nok', lastname: 'Newcomer', phone: '0812345678', birthday: '', gender: 'other', lineId: 'nok.line', referral: 'A friend' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ birthday: '', gender: 'other', lineId: 'nok.line' });
    await signOut(body);
  });
});
