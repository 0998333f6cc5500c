import { ERRORS, ROLE, SESSION_ACTIVE_WINDOW_MS, SESSION_LIFETIME_SECONDS, SIGN_IN_THROTTLE } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { memoryIdentity } from './memory-ports.js';
import type { UserProfile } from './ports.js';
import { lockAfter } from '../throttle.js';
import { MAX_USER_AGENT_LENGTH, approvePdpa, refreshSession, signIn, signOut } from './service.js';

/** The client address sign-ins come from. */
const IP = '198.51.100.7';

const profile = (overrides: Partial<UserProfile>): UserProfile & { password: string } => ({
  id: 'u-student',
  username: 'student',
  email: 'student@example.com',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  displayImgUrl: '',
  roleId: ROLE.student,
  pdpaApproved: 0,
  userGroupId: 'premium',
  selfLearning: false,
  password: 'right',
  ...overrides,
});

const people = [
  profile({}),
  profile({ id: 'u-teacher', username: 'teacher', roleId: ROLE.instructor, userGroupId: null }),
  profile({ id: 'u-self', username: 'self', selfLearning: true }),
];

describe('signIn', () => {
  it('answers the token and the SPEC §3 profile fields', async () => {
    const { ports, clock } = memoryIdentity(people);

    const answer = await signIn(ports, { username: 'student', password: 'right', expiredTime: SESSION_LIFETIME_SECONDS, portal: 'any', sourceIp: IP });

    expect(answer).toEqual({
      success: true,
      ok: true,
      id_token: 'id-u-student',
      refresh_token: expect.any(String),
      expires_in: 3600,
      session_expires_at: clock.now + SESSION_LIFETIME_SECONDS * 1000,
      user: {
        id: 'u-student',
        username: 'student',
        firstname: 'Somchai',
        lastname: 'Jaidee',
        displayImgUrl: '',
        role_id: 3,
        email: 'student@example.com',
        pdpa_approved: 0,
        user_group_id: 'premium',
      },
    });
  });

  it('tells administrators which admin screens are theirs, and nobody else', async () => {
    const { ports } = memoryIdentity([
      ...people,
      { ...profile({ id: 'u-admin', username: 'admin', roleId: ROLE.admin, userGroupId: null }) },
      { ...profile({ id: 'u-editor', username: 'editor', roleId: ROLE.admin, userGroupId: null }), permissions: ['articles', 'reviews'] },
    ]);
    const userOf = async (username: string) => (await signIn(ports, { username, password: 'right', portal: 'any', sourceIp: IP })).user;

    expect((await userOf('admin')).permissions).toBe('all');
    expect((await userOf('editor')).permissions).toEqual(['articles', 'reviews']);
    expect(await userOf('student')).not.toHaveProperty('permissions');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const { ports } = memoryIdentity(people);
    for (const attempt of [{ username: 'student', password: 'wrong' }, { username: 'nobody', password: 'right' }]) {
      await expect(signIn(ports, { ...attempt, portal: 'any', sourceIp: IP })).rejects.toThrow(ERRORS.incorrectCredentials.message);
    }
  });

  it('refuses an account an administrator disabled, and starts no session for it', async () => {
    const { ports } = memoryIdentity([...people, profile({ id: 'u-off', username: 'off', disabled: true })]);
    await expect(signIn(ports, { username: 'off', password: 'right', portal: 'any', sourceIp: IP })).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'This account is disabled. Please contact the site’s administrators.',
    });
    expect(await ports.sessions.get('u-off')).toBeUndefined();
  });

  it('refuses a student the password sign-in while settingLogin has it off, after the password, and keeps it for instructors and administrators', async () => {
    const admin = profile({ id: 'u-admin', username: 'boss', roleId: ROLE.admin, userGroupId: null });
    const { ports, login } = memoryIdentity([...people, admin]);
    login.passwordSignIn = false;
    await expect(signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP })).rejects.toMatchObject({ kind: 'forbidden', message: 'This way of signing in is turned off.' });
    expect(await ports.sessions.get('u-student')).toBeUndefined();
    // Without the password, the answer is the usual refusal: nothing is told of the setting.
    await expect(signIn(ports, { username: 'student', password: 'wrong', portal: 'any', sourceIp: IP })).rejects.toThrow(ERRORS.incorrectCredentials.message);
    await expect(signIn(ports, { username: 'teacher', password: 'right', portal: 'instructor', sourceIp: IP })).resolves.toMatchObject({ user: { role_id: ROLE.instructor } });
    await expect(signIn(ports, { username: 'boss', password: 'right', portal: 'any', sourceIp: IP })).resolves.toMatchObject({ user: { role_id: ROLE.admin } });
  });

  it('refuses a self-learning account with username_self_learning', async () => {
    const { ports } = memoryIdentity(people);
    await expect(signIn(ports, { username: 'self', password: 'right', portal: 'any', sourceIp: IP })).rejects.toThrow('username_self_learning');
  });

  it('tells nothing about an account to someone without its password', async () => {
    const { ports } = memoryIdentity(people);
    await expect(signIn(ports, { username: 'self', password: 'wrong', portal: 'any', sourceIp: IP })).rejects.toThrow(ERRORS.incorrectCredentials.message);
  });

  it('admits only instructors through the instructor sign-in', async () => {
    const { ports } = memoryIdentity(people);
    await expect(signIn(ports, { username: 'student', password: 'right', portal: 'instructor', sourceIp: IP })).rejects.toThrow(
      'Username instructor not permitted.',
    );
    await expect(signIn(ports, { username: 'teacher', password: 'right', portal: 'instructor', sourceIp: IP })).resolves.toMatchObject({
      user: { role_id: 2 },
    });
  });

  it('refuses a second sign-in while the first session is active, and allows it once idle or signed out', async () => {
    const { ports, clock } = memoryIdentity(people);
    await signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP });

    clock.now += SESSION_ACTIVE_WINDOW_MS - 1;
    await expect(signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP })).rejects.toThrow('someone_is_active');

    clock.now += 1;
    await expect(signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP })).resolves.toMatchObject({ ok: true });

    await signOut(ports, 'u-student', 'u-student');
    await expect(signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP })).resolves.toMatchObject({ ok: true });
  });

  it('keeps the session for the lifetime asked for', async () => {
    const { ports, sessions, clock } = memoryIdentity(people);
    await signIn(ports, { username: 'student', password: 'right', expiredTime: 60, portal: 'any', sourceIp: IP });
    expect(sessions.get('u-student')?.expiresAt).toBe(clock.now + 60_000);
  });
});

describe('refreshSession', () => {
  it('renews the id token while the session lasts', async () => {
    const { ports } = memoryIdentity(people);
    const { refresh_token } = await signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP });
    await expect(refreshSession(ports, refresh_token)).resolves.toEqual({
      success: true,
      ok: true,
      id_token: 'id-u-student-refreshed',
      expires_in: 3600,
    });
  });

  it('refuses once the session was signed out or has run out', async () => {
    const { ports, clock } = memoryIdentity(people);
    const first = await signIn(ports, { username: 'student', password: 'right', expiredTime: 60, portal: 'any', sourceIp: IP });
    clock.now += 60_000;
    await expect(refreshSession(ports, first.refresh_token)).rejects.toThrow('Unauthorized');

    const second = await signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP });
    await signOut(ports, 'u-student', 'u-student');
    await expect(refreshSession(ports, second.refresh_token)).rejects.toThrow('Unauthorized');
  });
});

describe('signOut', () => {
  it("refuses to end somebody else's session", async () => {
    const { ports, sessions } = memoryIdentity(people);
    await signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP });
    await expect(signOut(ports, 'u-teacher', 'u-student')).rejects.toThrow('You can only sign out of your own session.');
    expect(sessions.get('u-student')?.endedAt).toBeUndefined();
  });
});

describe('failed sign-ins (decision 0004)', () => {
  const attempt = (ports: ReturnType<typeof memoryIdentity>['ports'], password: string, sourceIp = IP, username = 'student') =>
    signIn(ports, { username, password, portal: 'any', sourceIp });
  const tooMany = (minutes: string) => ({ kind: 'too-many', message: `Too many failed sign-ins. Please wait ${minutes} and try again.`, details: { code: 'too_many_sign_ins' } });

  it('refuses the account, right password included, after a few wrong ones, then doubles the wait', async () => {
    const { ports, clock } = memoryIdentity(people);
    for (let failure = 1; failure <= SIGN_IN_THROTTLE.account.failures; failure += 1) {
      await expect(attempt(ports, 'wrong')).rejects.toThrow(ERRORS.incorrectCredentials.message);
    }
    await expect(attempt(ports, 'right')).rejects.toMatchObject(tooMany('1 minute'));
    // From another address too: the account is what is locked.
    await expect(attempt(ports, 'right', '203.0.113.50')).rejects.toMatchObject(tooMany('1 minute'));

    clock.now += SIGN_IN_THROTTLE.firstLockMs;
    await expect(attempt(ports, 'wrong')).rejects.toThrow(ERRORS.incorrectCredentials.message);
    await expect(attempt(ports, 'right')).rejects.toMatchObject(tooMany('2 minutes'));

    clock.now += 2 * SIGN_IN_THROTTLE.firstLockMs;
    expect((await attempt(ports, 'right')).user.id).toBe('u-student');
    // The right password cleared the count: one slip later is one failure, not a lock.
    await ports.sessions.end('u-student', clock.now);
    await expect(attempt(ports, 'wrong')).rejects.toThrow(ERRORS.incorrectCredentials.message);
    expect((await attempt(ports, 'right')).user.id).toBe('u-student');
  });

  it('never locks longer than the longest wait, and forgets failures a window after the last', async () => {
    const { ports, clock } = memoryIdentity(people);
    const ACCOUNT = { ...SIGN_IN_THROTTLE, failures: SIGN_IN_THROTTLE.account.failures };
    for (let failure = 1; failure <= SIGN_IN_THROTTLE.account.failures + 5; failure += 1) {
      await expect(attempt(ports, 'wrong')).rejects.toThrow(ERRORS.incorrectCredentials.message);
      clock.now += lockAfter(failure, ACCOUNT);
    }
    clock.now -= 1;
    await expect(attempt(ports, 'right')).rejects.toMatchObject(tooMany('1 minute'));
    clock.now += 1;
    await expect(attempt(ports, 'wrong')).rejects.toThrow(ERRORS.incorrectCredentials.message);
    await expect(attempt(ports, 'right')).rejects.toMatchObject(tooMany('15 minutes'));
    clock.now += SIGN_IN_THROTTLE.maxLockMs;
    expect(lockAfter(SIGN_IN_THROTTLE.account.failures + 5, ACCOUNT)).toBe(SIGN_IN_THROTTLE.maxLockMs);
    clock.now += 1 + SIGN_IN_THROTTLE.windowMs;
    expect((await attempt(ports, 'right')).user.id).toBe('u-student');
  });

  it('refuses an address that guessed at many accounts, whichever account it tries next', async () => {
    const { ports } = memoryIdentity(people);
    for (let failure = 1; failure <= SIGN_IN_THROTTLE.address.failures; failure += 1) {
      await expect(attempt(ports, 'wrong', IP, `someone-${failure}`)).rejects.toThrow(ERRORS.incorrectCredentials.message);
    }
    await expect(attempt(ports, 'right')).rejects.toMatchObject(tooMany('1 minute'));
    expect((await attempt(ports, 'right', '203.0.113.50')).user.id).toBe('u-student');
  });
});

describe('approvePdpa', () => {
  const origin = { sourceIp: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' };

  it('sets the flag sign-in answers and records the consent with its version, time and origin', async () => {
    const { ports, consents, clock } = memoryIdentity(people);

    const answer = await approvePdpa(ports, 'u-student', { policyVersion: '2026-01', ...origin });

    const approvedAt = new Date(clock.now).toISOString();
    expect(answer).toEqual({ success: true, ok: true, pdpa_approved: 1, policy_version: '2026-01', approved_at: approvedAt });
    expect(consents).toEqual([{ userId: 'u-student', policyVersion: '2026-01', approvedAt, ...origin }]);
    const signedIn = await signIn(ports, { username: 'student', password: 'right', portal: 'any', sourceIp: IP });
    expect(signedIn.user.pdpa_approved).toBe(1);
  });

  it('keeps one record per approval', async () => {
    const { ports, consents, clock, policy } = memoryIdentity(people);
    await approvePdpa(ports, 'u-student', { policyVersion: '2026-01', ...origin });
    clock.now += 1_000;
    policy.version = '2026-02';
    await approvePdpa(ports, 'u-student', { policyVersion: '2026-02', ...origin });
    expect(consents.map((c) => c.policyVersion)).toEqual(['2026-01', '2026-02']);
  });

  it('refuses a version other than the policy in force, naming the field, and records nothing', async () => {
    const { ports, consents } = memoryIdentity(people);
    for (const version of ['2025-12', '2026-02', 'anything']) {
      await expect(approvePdpa(ports, 'u-student', { policyVersion: version, ...origin })).rejects.toMatchObject({
        kind: 'invalid',
        details: { fields: { policy_version: ['Only the privacy policy in force (version 2026-01) can be approved.'] } },
      });
    }
    expect(consents).toEqual([]);
  });

  it('keeps at most MAX_USER_AGENT_LENGTH characters of the user agent', async () => {
    const { ports, consents } = memoryIdentity(people);
    await approvePdpa(ports, 'u-student', { policyVersion: '2026-01', sourceIp: '', userAgent: 'x'.repeat(2_000) });
    expect(consents[0]?.userAgent).toHaveLength(MAX_USER_AGENT_LENGTH);
  });

  it('refuses a caller without a profile and records nothing', async () => {
    const { ports, consents } = memoryIdentity(people);
    await expect(approvePdpa(ports, 'u-ghost', { policyVersion: '2026-01', ...origin })).rejects.toThrow('Profile not found.');
    expect(consents).toEqual([]);
  });
});
