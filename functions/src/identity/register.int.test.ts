import {
  AdminDeleteUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { loginResponse } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, claimsOf, localDatabase, signOut } from '../testing/api.js';

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

afterAll(async () => {
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
