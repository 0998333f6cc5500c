import { ERRORS, SIGN_IN_THROTTLE } from '@lm/shared';
import { loginResponse, pdpaApprovalResponse } from '@lm/shared';
import { AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, api, claimsOf, localDatabase, signIn, signOut } from '../testing/api.js';

const refusal = (message: string) => ({ success: false, ok: false, message });

describe('POST /user/login', () => {
  it('signs a student in with the SPEC §3 answer and a token carrying the group', async () => {
    const answer = await api('/user/login', { json: { username: 'student', password: DEMO_PASSWORD, expired_time: 1209600 } });

    expect(answer.status).toBe(200);
    const body = loginResponse.parse(answer.body);
    expect(body.user).toEqual({
      id: inject('userIds').student,
      username: 'student',
      firstname: 'Somchai',
      lastname: 'Jaidee',
      displayImgUrl: '',
      role_id: 3,
      email: 'student@example.com',
      pdpa_approved: 0,
      user_group_id: 'premium',
    });
    expect(claimsOf(body.id_token)).toMatchObject({ sub: body.user.id, 'cognito:groups': ['student'] });
    const stored = await localDatabase().sessions.get({ userId: body.user.id }).go();
    expect(stored.data).toMatchObject({ userId: body.user.id, expiresAt: body.session_expires_at });
    expect(stored.data?.endedAt).toBeUndefined();

    expect((await signOut(body)).status).toBe(200);
  });

  it('accepts the form-data body the SPA sends', async () => {
    const answer = await api('/user/login', { form: { username: 'admin', password: DEMO_PASSWORD, expired_time: '1209600' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, user: { username: 'admin', role_id: 1 } });
    await signOut(answer.body as never);
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    for (const json of [{ username: 'student', password: 'Wrong#2026pass' }, { username: 'nobody', password: DEMO_PASSWORD }]) {
      const answer = await api('/user/login', { json });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(refusal(ERRORS.incorrectCredentials.message));
    }
  });

  it('refuses a second sign-in while the first session is active, until it signs out', async () => {
    const first = await signIn('student2');

    const second = await api('/user/login', { json: { username: 'student2', password: DEMO_PASSWORD } });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ ...refusal('someone_is_active'), code: 'someone_is_active' });

    await signOut(first);
    const third = await signIn('student2');
    await signOut(third);
  });

  it('frees the account once the active session has been idle for 10 minutes', async () => {
    const first = await signIn('student2');
    const sessions = localDatabase().sessions;
    await sessions.patch({ userId: first.user.id }).set({ lastSeenAt: Date.now() - 10 * 60_000 }).go();

    const second = await signIn('student2');
    expect(second.user.id).toBe(first.user.id);
    await signOut(second);
  });

  it('counts any authenticated request as activity', async () => {
    const session = await signIn('admin');
    const sessions = localDatabase().sessions;
    const idleSince = Date.now() - 9 * 60_000;
    await sessions.patch({ userId: session.user.id }).set({ lastSeenAt: idleSince }).go();

    expect((await api('/api/settings/tracking', { token: session.id_token })).status).toBe(200);

    const stored = (await sessions.get({ userId: session.user.id }).go()).data;
    expect(stored?.lastSeenAt).toBeGreaterThan(idleSince + 60_000);
    expect((await api('/user/login', { json: { username: 'admin', password: DEMO_PASSWORD } })).status).toBe(409);
    await signOut(session);
  });

  it('refuses a self-learning account', async () => {
    const answer = await api('/user/login', { json: { username: 'selflearner', password: DEMO_PASSWORD } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ ...refusal('username_self_learning'), code: 'username_self_learning' });
  });

  it('refuses a session longer than 14 days, naming the field', async () => {
    const answer = await api('/user/login', { json: { username: 'student', password: DEMO_PASSWORD, expired_time: 1209601 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, fields: { expired_time: ['expired_time cannot exceed 1209600 seconds.'] } });
  });
});

describe('failed sign-ins (decision 0004)', () => {
  const login = (username: string, password: string) => api('/user/login', { json: { username, password } });
  const forget = async (...keys: string[]) => {
    for (const key of keys) await localDatabase().signInFailures.delete({ key }).go();
  };
  // The throttle's subjects are this suite's own: an account no other suite signs in with, and a
  // client address no other suite calls from. A demo account or the usual 127.0.0.1, locked here,
  // would refuse the sign-ins of suites running beside this one.
  const own = { username: `throttle-${randomUUID().slice(0, 8)}`, password: 'Throttle#2026pass', userId: '' };
  const ADDRESS = '127.0.0.2';

  /** POST /user/login sent from another loopback address, as a client elsewhere would be. */
  function loginFrom(address: string, username: string, password: string): Promise<{ status: number; body: unknown }> {
    const gateway = new URL(inject('apiUrl'));
    const payload = JSON.stringify({ username, password });
    return new Promise((resolve, reject) => {
      const sent = request(
        { host: gateway.hostname, port: gateway.port, path: '/user/login', method: 'POST', localAddress: address, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) as unknown }));
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  }

  beforeAll(async () => {
    const answer = await api('/user/register', { json: { username: own.username, email: `${own.username}@example.com`, password: own.password, firstname: 'Tam', lastname: 'Throttle' } });
    const session = loginResponse.parse(answer.body);
    own.userId = session.user.id;
    await signOut(session);
  });

  afterAll(async () => {
    const cognito = new CognitoIdentityProviderClient({ region: inject('resources').region, endpoint: inject('endpoints').cognito, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: inject('resources').userPoolId, Username: own.username })).catch(() => undefined);
    await localDatabase().users.delete({ userId: own.userId }).go();
    await localDatabase().sessions.delete({ userId: own.userId }).go();
    await forget(`account#${own.username}`);
  });

  it('refuses an account after a few wrong passwords, the right one too, with 429 and when to come back', async () => {
    try {
      for (let failure = 1; failure <= SIGN_IN_THROTTLE.account.failures; failure += 1) {
        expect((await login(own.username, 'Wrong#2026pass')).status).toBe(401);
      }
      const refused = await login(own.username, own.password);
      expect(refused).toMatchObject({ status: 429, body: refusal('Too many failed sign-ins. Please wait 1 minute and try again.') });
      expect(refused.body.code).toBe('too_many_sign_ins');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
      expect((await api('/user/instructor/login', { json: { username: own.username, password: own.password } })).status).toBe(429);
      const stored = (await localDatabase().signInFailures.get({ key: `account#${own.username}` }).go()).data;
      expect(stored).toMatchObject({ failures: SIGN_IN_THROTTLE.account.failures, lockedUntil: expect.any(Number) });
    } finally {
      await forget(`account#${own.username}`);
    }
    const session = loginResponse.parse((await login(own.username, own.password)).body);
    await signOut(session);
  });

  it('refuses an address that guessed at many accounts', async () => {
    try {
      for (let failure = 1; failure <= SIGN_IN_THROTTLE.address.failures; failure += 1) {
        await loginFrom(ADDRESS, `nobody-${failure}`, 'Wrong#2026pass');
      }
      expect((await loginFrom(ADDRESS, own.username, own.password)).status).toBe(429);
      // The address alone is locked: the same account signs in from another.
      const elsewhere = await login(own.username, own.password);
      expect(elsewhere.status).toBe(200);
      await signOut(loginResponse.parse(elsewhere.body));
    } finally {
      await forget(`address#${ADDRESS}`, ...Array.from({ length: SIGN_IN_THROTTLE.address.failures }, (_, index) => `account#nobody-${index + 1}`));
    }
    const allowed = await loginFrom(ADDRESS, own.username, own.password);
    expect(allowed.status).toBe(200);
    await signOut(loginResponse.parse(allowed.body));
  });
});

describe('POST /user/instructor/login', () => {
  it('signs an instructor in', async () => {
    const answer = await api('/user/instructor/login', { json: { username: 'instructor', password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, ok: true, user: { username: 'instructor', role_id: 2 } });
    await signOut(answer.body as never);
  });

  it('refuses any other role, and a wrong password first of all', async () => {
    const student = await api('/user/instructor/login', { json: { username: 'student2', password: DEMO_PASSWORD } });
    expect(student.status).toBe(403);
    expect(student.body).toEqual(refusal('Username instructor not permitted.'));

    const wrong = await api('/user/instructor/login', { json: { username: 'student2', password: 'nope' } });
    expect(wrong.body).toEqual(refusal(ERRORS.incorrectCredentials.message));
  });

  it('does not take the expired_time field it has no use for', async () => {
    const answer = await api('/user/instructor/login', { json: { username: 'instructor', password: DEMO_PASSWORD, expired_time: 60 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { expired_time: ['This field is not accepted.'] } });
  });
});

describe('POST /user/logout and POST /user/token/refresh', () => {
  it('ends only the caller’s own session, and the refresh token stops working', async () => {
    const session = await signIn('student');
    const other = await signIn('student2');

    const foreign = await api('/user/logout', { json: { user_id: session.user.id }, token: other.id_token });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(refusal('You can only sign out of your own session.'));

    const refreshed = await api('/user/token/refresh', { json: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(claimsOf((refreshed.body as unknown as { id_token: string }).id_token)).toMatchObject({ sub: session.user.id });

    // The SPA's generic call sends the token as x-access-token too.
    const out = await api('/user/logout', { json: { user_id: session.user.id }, headers: { 'x-access-token': session.id_token } });
    expect(out).toMatchObject({ status: 200, body: { success: true, ok: true } });
    expect((await localDatabase().sessions.get({ userId: session.user.id }).go()).data?.endedAt).toEqual(expect.any(Number));

    const afterLogout = await api('/user/token/refresh', { json: { refresh_token: session.refresh_token } });
    expect(afterLogout).toMatchObject({ status: 401, body: refusal('Unauthorized') });
    await signOut(other);
  });

  it('refuses the signed-out session’s id token on every protected route at once, and reads it as no one’s on public ones', async () => {
    const session = await signIn('student');
    const token = { token: session.id_token };
    const refreshed = (await api('/user/token/refresh', { json: { refresh_token: session.refresh_token } })).body as unknown as { id_token: string };
    expect((await api('/api/me/profile', token)).status).toBe(200);
    expect((await api('/api/me/profile', { token: refreshed.id_token })).status).toBe(200);
    await signOut(session);

    for (const [path, options] of [
      ['/api/me/profile', {}],
      ['/api/me/addresses', {}],
      ['/user/edit', { json: { username: 'student' } }],
      ['/user/ping', { method: 'POST' }],
      ['/api/notification/subscribe', { json: { subscription: {}, userid: session.user.id } }],
      ['/user/logout', { json: { user_id: session.user.id } }],
    ] as const) {
      for (const id_token of [session.id_token, refreshed.id_token]) {
        expect((await api(path, { ...options, token: id_token })).status, path).toBe(401);
      }
    }
    const announcements = await api(`/public/announcement/${session.user.id}`, token);
    expect(announcements.status).toBe(200);
    expect((announcements.body as unknown as { audience: string }[]).every((item) => item.audience === 'all')).toBe(true);
  });

  it('refuses an earlier session’s token once the account signed in again', async () => {
    const first = await signIn('student');
    await signOut(first);
    // Tokens tell their session by the second they were issued in (decision 0004).
    const issuedAt = Number(claimsOf(first.id_token).iat);
    while (Math.floor(Date.now() / 1000) <= issuedAt) await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await signIn('student');
    try {
      expect((await api('/api/me/profile', { token: first.id_token })).status).toBe(401);
      expect((await api('/api/me/profile', { token: second.id_token })).status).toBe(200);
    } finally {
      await signOut(second);
    }
  });

  it('answers 401 to a sign-out without a token', async () => {
    const answer = await api('/user/logout', { json: { user_id: 'x' } });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('refuses a made-up refresh token', async () => {
    const answer = await api('/user/token/refresh', { json: { refresh_token: 'not-a-token' } });
    expect(answer).toMatchObject({ status: 401, body: refusal('Unauthorized') });
  });
});

describe('POST /user/pdpa', () => {
  it("records the caller's approval: the answer, the stored consent, and pdpa_approved 1 at the next sign-in", async () => {
    const db = localDatabase();
    let session = await signIn('student2');
    const userId = session.user.id;
    try {
      expect(loginResponse.parse(session).user.pdpa_approved).toBe(0);

      const answer = await api('/user/pdpa', {
        json: { policy_version: '2026-01' },
        token: session.id_token,
        headers: { 'user-agent': 'pdpa-test/1.0' },
      });

      expect(answer.status).toBe(200);
      const body = pdpaApprovalResponse.parse(answer.body);
      expect(body).toEqual({ success: true, ok: true, pdpa_approved: 1, policy_version: '2026-01', approved_at: expect.any(String) });
      expect(Math.abs(Date.parse(body.approved_at) - Date.now())).toBeLessThan(60_000);
      const consents = (await db.pdpaConsents.query.byUser({ userId }).go()).data;
      expect(consents).toContainEqual({
        userId,
        policyVersion: '2026-01',
        approvedAt: body.approved_at,
        sourceIp: expect.stringContaining('127.0.0.1'),
        userAgent: 'pdpa-test/1.0',
      });
      expect((await db.users.get({ userId }).go()).data?.pdpaApproved).toBe(1);

      await signOut(session);
      session = await signIn('student2');
      expect(loginResponse.parse(session).user.pdpa_approved).toBe(1);
    } finally {
      await signOut(session);
      // Other tests expect the demo accounts as seeded.
      await db.users.patch({ userId }).set({ pdpaApproved: 0 }).go();
    }
  });

  it('answers 401 without a token', async () => {
    const answer = await api('/user/pdpa', { json: { policy_version: '2026-01' } });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('refuses a missing or blank policy_version, or one not in force, naming the field, and changes nothing', async () => {
    const session = await signIn('student2');
    try {
      const missing = await api('/user/pdpa', { json: {}, token: session.id_token });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ ok: false, message: expect.stringContaining('policy_version'), fields: { policy_version: [expect.any(String)] } });

      const blank = await api('/user/pdpa', { form: { policy_version: ' ' }, token: session.id_token });
      expect(blank).toMatchObject({ status: 400, body: { fields: { policy_version: ['policy_version is required.'] } } });

      const other = await api('/user/pdpa', { json: { policy_version: '1999-01' }, token: session.id_token });
      expect(other).toMatchObject({ status: 400, body: { fields: { policy_version: ['Only the privacy policy in force (version 2026-01) can be approved.'] } } });

      expect((await localDatabase().users.get({ userId: session.user.id }).go()).data?.pdpaApproved).toBe(0);
    } finally {
      await signOut(session);
    }
  });
});
