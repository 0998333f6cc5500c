import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createHash, randomUUID } from 'node:crypto';
import { ERRORS, ROLE, adminSiteSettings, loginResponse, siteSettings } from '@lm/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../site/defaults.js';
import { api, claimsOf, DEMO_PASSWORD, localDatabase, signIn, signOut } from '../testing/api.js';
import { SIGN_IN_TURNED_OFF } from './errors.js';
import { credentialInvalidMessage, credentialRequiredMessage, EXTERNAL_TOKEN_INVALID, WRONG_PASSWORD } from './external-sign-in.js';
import { hashChallengeSecret } from './sign-in-challenge.js';

type Session = Awaited<ReturnType<typeof signIn>>;
const refusal = (message: string) => ({ success: false, ok: false, message });
const md5 = (value: string) => createHash('md5').update(value).digest('hex');
const storedChallenge = async (username: string) => (await localDatabase().signInChallenges.get({ username }).go()).data;

/** A verified sign-in answers like POST /user/login, with pool tokens the API accepts. */
async function expectSignedIn(answer: Awaited<ReturnType<typeof api>>, username: string) {
  expect(answer.status).toBe(200);
  const session = loginResponse.parse(answer.body);
  expect(session.user).toMatchObject({ id: inject('userIds')[username], username });
  expect(claimsOf(session.id_token)).toMatchObject({ sub: session.user.id, 'cognito:username': username });
  const stored = (await localDatabase().sessions.get({ userId: session.user.id }).go()).data;
  expect(stored).toMatchObject({ userId: session.user.id, expiresAt: session.session_expires_at });
  const profile = await api('/api/me/profile', { token: session.id_token });
  expect(profile.status).toBe(200);
  expect(profile.body).toMatchObject({ username });
  const refreshed = await api('/user/token/refresh', { json: { refresh_token: session.refresh_token } });
  expect(refreshed.status).toBe(200);
  // The one-time answer was spent by the verify trigger.
  expect(await storedChallenge(username)).toBeNull();
  return session;
}

const SECRET = 'integration-shared-secret-of-the-partner-0123456789';
const ISSUER = 'https://partner.example.com';
const AUDIENCE = 'marketplace-local';

let admin: Session;
let stored: { settingLogin: unknown; externalLogin: unknown };

const storedValue = async (name: string) => (await localDatabase().settings.get({ name }).go()).data?.value;
const putGroup = (group: string, json: unknown) => api(`/api/settings/site/${group}`, { method: 'PUT', token: admin.id_token, json });

const partnerToken = (claims: Record<string, unknown>, issuer = ISSUER, secret = SECRET) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  admin = await signIn('admin');
  stored = { settingLogin: await storedValue('settingLogin'), externalLogin: await storedValue('externalLogin') };
  const login = await putGroup('settingLogin', { username_password: true, google: true, facebook: true, azure_ad: false, registration: true });
  expect(login.status).toBe(200);
  const external = await putGroup('externalLogin', {
    issuer: ISSUER,
    audience: AUDIENCE,
    jwks_url: '',
    shared_secret: SECRET,
    google_client_id: 'google-client.apps.googleusercontent.com',
    azure_tenant_id: '',
    azure_client_id: '',
    facebook_app_id: '1234567890',
  });
  expect(external.status).toBe(200);
});

afterAll(async () => {
  // Through the API first, so the stack's cached storefront settings follow; then the items as they were.
  await putGroup('settingLogin', stored.settingLogin ?? DEFAULT_SITE_SETTINGS.settingLogin);
  await putGroup('externalLogin', { ...DEFAULT_SITE_SETTINGS.externalLogin, ...(stored.externalLogin as object | undefined), shared_secret: '', clear_shared_secret: true });
  const db = localDatabase();
  for (const name of ['settingLogin', 'externalLogin'] as const) {
    if (stored[name] === undefined) await db.settings.delete({ name }).go();
    else await db.settings.put({ name, value: stored[name] }).go();
  }
  await signOut(admin);
});

describe('the externalLogin settings', () => {
  it('keep the shared secret out of every answer, public or admin, while storing it', async () => {
    const publicAnswer = await api('/public/settings');
    expect(siteSettings.parse(publicAnswer.body).externalLogin).toMatchObject({ issuer: ISSUER, google_client_id: 'google-client.apps.googleusercontent.com' });
    expect(publicAnswer.text).not.toContain(SECRET);
    expect(publicAnswer.text).not.toContain('shared_secret');

    const adminAnswer = await api('/api/settings/site', { token: admin.id_token });
    expect(adminSiteSettings.parse(adminAnswer.body).externalLogin.audience).toBe(AUDIENCE);
    expect(adminAnswer.text).not.toContain(SECRET);
    expect(await storedValue('externalLogin')).toMatchObject({ shared_secret: SECRET });
  });

  it('keep the stored secret when saved without one, and remove it only when asked to', async () => {
    const unchanged = { issuer: ISSUER, audience: AUDIENCE, google_client_id: 'google-client.apps.googleusercontent.com', facebook_app_id: '1234567890' };
    expect((await putGroup('externalLogin', { ...unchanged, shared_secret: '' })).status).toBe(200);
    expect(await storedValue('externalLogin')).toMatchObject({ shared_secret: SECRET });

    expect((await putGroup('externalLogin', { ...unchanged, clear_shared_secret: true })).status).toBe(200);
    const cleared = await storedValue('externalLogin');
    expect(cleared).toMatchObject({ shared_secret: '' });
    expect(cleared).not.toHaveProperty('clear_shared_secret');

    expect((await putGroup('externalLogin', { ...unchanged, shared_secret: SECRET })).status).toBe(200);
    expect(await storedValue('externalLogin')).toMatchObject({ shared_secret: SECRET });
  });

  it('refuse a shared secret too short for HS256, naming the field', async () => {
    const answer = await putGroup('externalLogin', { issuer: ISSUER, audience: AUDIENCE, shared_secret: 'short' });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('shared_secret must be at least 32 characters');
  });
});

describe('social sign-in', () => {
  it('refuses a bare e-mail or username with 401 and a plain message', async () => {
    const google = await api('/public/user/social/login/google', { json: { email: 'student2@example.com', generate_id: 'anon-1' } });
    expect(google.status).toBe(401);
    expect(google.body).toEqual(refusal(credentialRequiredMessage('google')));

    const facebook = await api('/user/login/facebook', { json: { username: 'student2' } });
    expect(facebook.status).toBe(401);
    expect(facebook.body).toEqual(refusal(credentialRequiredMessage('facebook')));
  });

  it('refuses a credential that does not verify with 401', async () => {
    const answer = await api('/public/user/social/login/google', { json: { email: 'student2@example.com', id_token: 'not.a.token' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal(credentialInvalidMessage('google')));
  });

  it('answers 403 for a provider turned off in settingLogin', async () => {
    const answer = await api('/public/user/social/login/azuread', { json: { email: 'student2@example.com', id_token: 'a.b.c' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refusal(SIGN_IN_TURNED_OFF));
  });
});

describe('signing in with Google through the local stand-in (decision 0060)', () => {
  it("starts at the address the API answers, returns with Google's token, and signs in the account of its address with this sign-in's nonce only", async () => {
    const username = `google${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    const registered = await api('/user/register', { json: { username, email, password: 'Google#2026pass', firstname: 'Gee', lastname: 'Mail' } });
    expect(registered.status, registered.text).toBe(200);
    await signOut(registered.body as unknown as Session);

    const state = randomUUID().replaceAll('-', '');
    const nonce = randomUUID().replaceAll('-', '');
    const started = await api(`/public/user/social/google/authorize?state=${state}&nonce=${nonce}`);
    expect(started.status, started.text).toBe(200);
    const authorize = new URL((started.body as unknown as { url: string }).url);
    expect(authorize.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'google-client.apps.googleusercontent.com', response_type: 'id_token', state, nonce });
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/authen\/google$/);

    // Google's page: the address signs in, and the browser goes back with the token in the fragment.
    const chosen = await fetch(`${authorize.origin}${authorize.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email, action: 'continue' }),
      redirect: 'manual',
    });
    expect(chosen.status).toBe(302);
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(authorize.searchParams.get('redirect_uri'));
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe(state);
    const idToken = fragment.get('id_token') ?? '';

    const replayed = await api('/public/user/social/login/google', { json: { email, id_token: idToken, nonce: randomUUID().replaceAll('-', '') } });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual(refusal(credentialInvalidMessage('google')));

    const answer = await api('/public/user/social/login/google', { json: { email, id_token: idToken, nonce, generate_id: 'anon-google' } });
    expect(answer.status, answer.text).toBe(200);
    const session = loginResponse.parse(answer.body);
    expect(session.user).toMatchObject({ username, email, role_id: ROLE.student });
    expect((await api('/api/me/profile', { token: session.id_token })).body).toMatchObject({ username });
    await signOut(session);
  });

  it('refuses to start with a state or nonce too short to be unguessable, and while Google is off', async () => {
    const short = await api(`/public/user/social/google/authorize?state=abc&nonce=${'n'.repeat(30)}`);
    expect(short.status).toBe(400);
    expect(short.text).toContain('state must be 22 to 128 letters, digits, - or _.');
    expect((await putGroup('settingLogin', { username_password: true, google: false, facebook: true, azure_ad: false, registration: true })).status).toBe(200);
    try {
      const off = await api(`/public/user/social/google/authorize?state=${'s'.repeat(30)}&nonce=${'n'.repeat(30)}`);
      expect(off.status).toBe(403);
      expect(off.body).toMatchObject({ message: SIGN_IN_TURNED_OFF });
    } finally {
      expect((await putGroup('settingLogin', { username_password: true, google: true, facebook: true, azure_ad: false, registration: true })).status).toBe(200);
    }
  });
});

describe('settingLogin with the password sign-in and registration off', () => {
  it('refuses a student the password sign-in and everyone a registration, and keeps the password for administrators', async () => {
    expect((await putGroup('settingLogin', { username_password: false, google: true, facebook: false, azure_ad: false, registration: false })).status).toBe(200);
    try {
      const sessionOf = async () => (await localDatabase().sessions.get({ userId: inject('userIds').student2 ?? '' }).go()).data;
      const before = await sessionOf();
      const student = await api('/user/login', { json: { username: 'student2', password: DEMO_PASSWORD } });
      expect(student.status).toBe(403);
      expect(student.body).toMatchObject({ message: SIGN_IN_TURNED_OFF });
      expect(await sessionOf()).toEqual(before);

      const username = `closed${Date.now().toString(36)}`;
      const registration = await api('/user/register', { json: { username, email: `${username}@example.com`, password: 'Closed#2026pass', firstname: 'Nob', lastname: 'Ody' } });
      expect(registration.status).toBe(403);
      expect(registration.body).toMatchObject({ message: 'This site does not take new registrations. Please ask the school for an account.' });
      expect((await localDatabase().users.query.byUsername({ username }).go()).data).toEqual([]);

      // The administrator's own sign-in is untouched (they are signed in already: the session rule answers).
      const administrator = await api('/user/login', { json: { username: 'admin', password: DEMO_PASSWORD } });
      expect(administrator.body).toMatchObject({ code: 'someone_is_active' });
    } finally {
      expect((await putGroup('settingLogin', { username_password: true, google: true, facebook: true, azure_ad: false, registration: true })).status).toBe(200);
    }
  });
});

describe('POST /user/loginExternal', () => {
  it('signs in the account the token names, answering like POST /user/login', async () => {
    const answer = await api('/user/loginExternal', { json: { token: await partnerToken({ username: 'student2' }) } });
    const session = await expectSignedIn(answer, 'student2');
    expect(claimsOf(session.id_token)).toMatchObject({ 'cognito:groups': ['student'] });
    expect(session.user).toMatchObject({ role_id: 3, email: 'student2@example.com', firstname: 'Malee' });

    // One active session per account, as after a password sign-in.
    const again = await api('/user/loginExternal', { json: { token: await partnerToken({ username: 'student2' }) } });
    expect(again.status).toBe(409);
    expect(await storedChallenge('student2')).toBeNull();
    expect((await signOut(session)).status).toBe(200);
  });

  it('refuses a token of another issuer, or signed with another secret, with 401', async () => {
    for (const token of [await partnerToken({ username: 'instructor2' }, 'https://other.example.com'), await partnerToken({ username: 'instructor2' }, ISSUER, 'x'.repeat(40))]) {
      const answer = await api('/user/loginExternal', { json: { token } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(refusal(EXTERNAL_TOKEN_INVALID));
    }
  });

  it('names the missing field', async () => {
    const answer = await api('/user/loginExternal', { json: {} });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('token is required.');
  });
});

describe('the iframe sign-in', () => {
  let instructor: Session;
  const iframeLogin = (passwordMd5: string) => api('/public/user/iframe/login', { json: { username: 'instructor2', password_md5: passwordMd5 } });

  beforeAll(async () => {
    instructor = await signIn('instructor2');
  });

  afterAll(async () => {
    await api('/api/me/iframe-login', { method: 'DELETE', token: instructor.id_token });
    await signOut(instructor);
  });

  it('refuses an account that has not turned it on', async () => {
    const answer = await iframeLogin(md5(DEMO_PASSWORD));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal(ERRORS.incorrectCredentials.message));
  });

  it('is turned on by the signed-in account itself with its password, a wrong one refused', async () => {
    expect((await api('/api/me/iframe-login', { method: 'PUT', json: { password: DEMO_PASSWORD } })).status).toBe(401);

    const wrong = await api('/api/me/iframe-login', { method: 'PUT', token: instructor.id_token, json: { password: 'Wrong#2026pass' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: WRONG_PASSWORD, fields: { password: [WRONG_PASSWORD] } });
    expect((await localDatabase().iframeLogins.get({ userId: instructor.user.id }).go()).data).toBeNull();

    const on = await api('/api/me/iframe-login', { method: 'PUT', token: instructor.id_token, json: { password: DEMO_PASSWORD } });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ success: true, ok: true, iframe_login: true });
    const secret = (await localDatabase().iframeLogins.get({ userId: instructor.user.id }).go()).data?.secret ?? '';
    expect(secret).toMatch(/^scrypt\$/);
    expect(secret).not.toContain(md5(DEMO_PASSWORD));
  });

  it('then signs in with the right MD5, answering like POST /user/login, and refuses a wrong one', async () => {
    // The password session ends first: one active session per account.
    expect((await signOut(instructor)).status).toBe(200);
    const right = await iframeLogin(md5(DEMO_PASSWORD).toUpperCase());
    instructor = await expectSignedIn(right, 'instructor2');
    expect(claimsOf(instructor.id_token)).toMatchObject({ 'cognito:groups': ['instructor'] });

    const wrong = await iframeLogin(md5('Wrong#2026pass'));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(refusal(ERRORS.incorrectCredentials.message));

    const malformed = await iframeLogin('not-an-md5');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('password_md5 must be the MD5 of the password');
  });

  it('is turned off again by the account', async () => {
    const off = await api('/api/me/iframe-login', { method: 'DELETE', token: instructor.id_token });
    expect(off.body).toEqual({ success: true, ok: true, iframe_login: false });
    expect((await iframeLogin(md5(DEMO_PASSWORD))).status).toBe(401);
  });
});

describe('custom authentication on the local user pool', () => {
  const username = 'instructor';
  let cognito: CognitoIdentityProviderClient;
  const pool = () => ({ UserPoolId: inject('resources').userPoolId, ClientId: inject('resources').userPoolClientId });
  const start = () => cognito.send(new AdminInitiateAuthCommand({ ...pool(), AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: username } }));
  const respond = (session: string | undefined, answer: string) =>
    cognito.send(
      new AdminRespondToAuthChallengeCommand({ ...pool(), ChallengeName: 'CUSTOM_CHALLENGE', Session: session, ChallengeResponses: { USERNAME: username, ANSWER: answer } }),
    );
  /** What the identity Lambda stores before it asks Cognito (decision 0023). */
  const storeSecret = (secret: string) =>
    localDatabase().signInChallenges.put({ username, secretHash: hashChallengeSecret(secret), expiresAt: Date.now() + 60_000 }).go();
  const refusedAs = (call: Promise<unknown>) => call.then(() => 'issued tokens', (error: Error) => error.name);

  beforeAll(() => {
    cognito = new CognitoIdentityProviderClient({
      region: inject('resources').region,
      endpoint: inject('endpoints').cognito,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(() => cognito.destroy());

  it('issues tokens for the stored secret once: the same answer again is refused', async () => {
    await storeSecret('integration-one-time-secret');
    const first = await start();
    expect(first.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const tokens = (await respond(first.Session, 'integration-one-time-secret')).AuthenticationResult;
    expect(claimsOf(tokens?.IdToken ?? '')).toMatchObject({ 'cognito:username': username, 'cognito:groups': ['instructor'] });
    expect(await storedChallenge(username)).toBeNull();

    // Neither the answered session nor a new one takes the spent secret.
    expect(await refusedAs(respond(first.Session, 'integration-one-time-secret'))).toBe('NotAuthorizedException');
    expect(await refusedAs(respond((await start()).Session, 'integration-one-time-secret'))).toBe('NotAuthorizedException');
  });

  it('refuses a wrong answer and spends the secret with it', async () => {
    await storeSecret('integration-one-time-secret');
    expect(await refusedAs(respond((await start()).Session, 'a-guess'))).toBe('NotAuthorizedException');
    expect(await storedChallenge(username)).toBeNull();
    expect(await refusedAs(respond((await start()).Session, 'integration-one-time-secret'))).toBe('NotAuthorizedException');
  });
});
