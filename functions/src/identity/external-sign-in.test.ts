import { createHash } from 'node:crypto';
import { ERRORS, externalLoginSettings, ROLE } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import {
  credentialInvalidMessage,
  credentialRequiredMessage,
  disableIframeLogin,
  enableIframeLogin,
  EXTERNAL_TOKEN_INVALID,
  EXTERNAL_TOKEN_NO_ACCOUNT,
  externalSignIn,
  GOOGLE_EMAIL_UNVERIFIED,
  hashIframeSecret,
  iframeSignIn,
  matchesIframeSecret,
  notTheAccountMessage,
  googleAuthorizeUrl,
  socialSignIn,
  WRONG_PASSWORD,
} from './external-sign-in.js';
import { SIGN_IN_TURNED_OFF } from './errors.js';
import { memoryIdentity } from './memory-ports.js';
import type { CredentialClaims, ExternalSignInPorts, SignInSettings, UserProfile } from './ports.js';

/** The client address sign-ins come from. */
const IP = '198.51.100.7';

const md5 = (value: string) => createHash('md5').update(value).digest('hex');

const person = (id: string, username: string, email: string, extra: Partial<UserProfile> = {}) => ({
  id,
  username,
  email,
  firstname: 'F',
  lastname: 'L',
  displayImgUrl: '',
  roleId: ROLE.student,
  pdpaApproved: 0 as const,
  userGroupId: null,
  selfLearning: false,
  password: 'Demo#2026pass',
  ...extra,
});

/**
 * A verifier that accepts tokens written `valid:<json claims>` and refuses anything else, as the
 * real ones refuse a token whose signature, issuer, audience or expiry fail.
 */
const fakeVerify = async (token: string): Promise<CredentialClaims> => {
  if (!token.startsWith('valid:')) throw new Error('signature');
  return JSON.parse(token.slice('valid:'.length)) as CredentialClaims;
};
const valid = (claims: object) => `valid:${JSON.stringify(claims)}`;

function setup(settings: Partial<SignInSettings['providers']> = { google: true, facebook: true, azure_ad: true }, external: object = {}) {
  const people = [
    person('u-1', 'somchai', 'somchai@example.com'),
    person('u-2', 'self', 'self@example.com', { selfLearning: true }),
    person('u-3', 'off', 'off@example.com', { disabled: true }),
  ];
  const memory = memoryIdentity(people);
  const iframe = new Map<string, string>();
  const seen: { verifier: string; args: unknown[] }[] = [];
  const ports: ExternalSignInPorts = {
    ...memory.ports,
    settings: {
      read: async () => ({
        providers: { google: false, facebook: false, azure_ad: false, ...settings },
        external: externalLoginSettings.parse({
          google_client_id: 'google-client',
          azure_tenant_id: 'tenant',
          azure_client_id: 'azure-client',
          facebook_app_id: 'fb-app',
          issuer: 'https://partner.example.com',
          audience: 'marketplace',
          shared_secret: 'x'.repeat(32),
          ...external,
        }),
      }),
    },
    verifiers: {
      external: (token, ...args) => (seen.push({ verifier: 'external', args }), fakeVerify(token)),
      google: (token, ...args) => (seen.push({ verifier: 'google', args }), fakeVerify(token)),
      azureAd: (token, ...args) => (seen.push({ verifier: 'azureAd', args }), fakeVerify(token)),
      facebook: (token, ...args) => (seen.push({ verifier: 'facebook', args }), fakeVerify(token)),
    },
    google: { authorizeUrl: 'https://accounts.google.test/o/oauth2/v2/auth' },
    siteUrl: 'https://shop.test',
    accounts: {
      findByEmail: async (email) => {
        const found = people.find((p) => p.email === email);
        return found ? { userId: found.id, username: found.username } : undefined;
      },
    },
    iframeLogins: {
      get: async (userId) => iframe.get(userId),
      put: async (userId, secret) => void iframe.set(userId, secret),
      remove: async (userId) => void iframe.delete(userId),
    },
  };
  return { ports, sessions: memory.sessions, iframe, seen };
}

describe('social sign-in', () => {
  it("signs in with a Google ID token whose verified e-mail is the account's, checked against the configured client id", async () => {
    const { ports, sessions, seen } = setup();
    const answer = await socialSignIn(ports, {
      provider: 'google',
      idToken: valid({ email: 'Somchai@example.com', email_verified: true }),
      account: { email: 'somchai@example.com' },
    });
    expect(answer).toMatchObject({ success: true, id_token: 'id-u-1-verified', user: { id: 'u-1', username: 'somchai' } });
    expect(seen).toEqual([{ verifier: 'google', args: ['google-client'] }]);
    expect(sessions.get('u-1')?.endedAt).toBeUndefined();
  });

  it('refuses a Google token without the nonce the sign-in started with', async () => {
    const { ports, sessions } = setup();
    const token = valid({ email: 'somchai@example.com', email_verified: true, nonce: 'nonce-of-another-sign-in' });
    await expect(socialSignIn(ports, { provider: 'google', idToken: token, account: { email: 'somchai@example.com' }, nonce: 'nonce-of-this-sign-in' })).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: credentialInvalidMessage('google'),
    });
    expect(sessions.size).toBe(0);
    const same = valid({ email: 'somchai@example.com', email_verified: true, nonce: 'nonce-of-this-sign-in' });
    await expect(socialSignIn(ports, { provider: 'google', idToken: same, account: { email: 'somchai@example.com' }, nonce: 'nonce-of-this-sign-in' })).resolves.toMatchObject({ user: { id: 'u-1' } });
  });

  it("sends the browser to Google's endpoint with the site's client id, its return address, the state and the nonce; nowhere while Google is off", async () => {
    const { ports } = setup();
    const { url } = await googleAuthorizeUrl(ports, { state: 's'.repeat(22), nonce: 'n'.repeat(22) });
    const asked = new URL(url);
    expect(`${asked.origin}${asked.pathname}`).toBe('https://accounts.google.test/o/oauth2/v2/auth');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      client_id: 'google-client',
      redirect_uri: 'https://shop.test/authen/google',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 's'.repeat(22),
      nonce: 'n'.repeat(22),
      prompt: 'select_account',
    });
    await expect(googleAuthorizeUrl(setup({ google: false }).ports, { state: 's'.repeat(22), nonce: 'n'.repeat(22) })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(googleAuthorizeUrl(setup({ google: true }, { google_client_id: '' }).ports, { state: 's'.repeat(22), nonce: 'n'.repeat(22) })).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('never signs anyone in with a bare e-mail or username', async () => {
    const { ports, sessions } = setup();
    await expect(socialSignIn(ports, { provider: 'google', idToken: undefined, account: { email: 'somchai@example.com' } })).rejects.toThrow(
      credentialRequiredMessage('google'),
    );
    await expect(socialSignIn(ports, { provider: 'facebook', idToken: '', account: { username: 'somchai' } })).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: credentialRequiredMessage('facebook'),
    });
    expect(sessions.size).toBe(0);
  });

  it('refuses a credential that does not verify, one for another e-mail, and an unverified Google e-mail', async () => {
    const { ports } = setup();
    await expect(socialSignIn(ports, { provider: 'azureAd', idToken: 'garbage', account: { email: 'somchai@example.com' } })).rejects.toThrow(
      credentialInvalidMessage('azureAd'),
    );
    await expect(
      socialSignIn(ports, { provider: 'google', idToken: valid({ email: 'other@example.com', email_verified: true }), account: { email: 'somchai@example.com' } }),
    ).rejects.toThrow(notTheAccountMessage('google'));
    await expect(
      socialSignIn(ports, { provider: 'google', idToken: valid({ email: 'somchai@example.com', email_verified: false }), account: { email: 'somchai@example.com' } }),
    ).rejects.toThrow(GOOGLE_EMAIL_UNVERIFIED);
    await expect(socialSignIn(ports, { provider: 'facebook', idToken: valid({ email: 'other@example.com' }), account: { username: 'somchai' } })).rejects.toThrow(
      notTheAccountMessage('facebook'),
    );
  });

  it('refuses an e-mail no account uses: no account is created', async () => {
    const { ports } = setup();
    await expect(
      socialSignIn(ports, { provider: 'google', idToken: valid({ email: 'new@example.com', email_verified: true }), account: { email: 'new@example.com' } }),
    ).rejects.toMatchObject({ kind: 'unauthenticated', message: notTheAccountMessage('google') });
  });

  it("takes Azure AD's preferred_username when the token has no email claim", async () => {
    const { ports, seen } = setup();
    const answer = await socialSignIn(ports, { provider: 'azureAd', idToken: valid({ preferred_username: 'somchai@example.com' }), account: { email: 'somchai@example.com' } });
    expect(answer.user.id).toBe('u-1');
    expect(seen).toEqual([{ verifier: 'azureAd', args: ['tenant', 'azure-client'] }]);
  });

  it('answers 403 for a provider turned off or not configured, before looking at the token', async () => {
    const off = setup({ google: false });
    await expect(socialSignIn(off.ports, { provider: 'google', idToken: valid({}), account: { email: 'somchai@example.com' } })).rejects.toMatchObject({
      kind: 'forbidden',
      message: SIGN_IN_TURNED_OFF,
    });
    const unconfigured = setup({ facebook: true }, { facebook_app_id: '' });
    await expect(socialSignIn(unconfigured.ports, { provider: 'facebook', idToken: valid({}), account: { username: 'somchai' } })).rejects.toThrow(SIGN_IN_TURNED_OFF);
    expect([...off.seen, ...unconfigured.seen]).toEqual([]);
  });

  it('keeps the rules of /user/login: one active session, self-learning and disabled accounts', async () => {
    const { ports } = setup();
    const google = (email: string) => socialSignIn(ports, { provider: 'google', idToken: valid({ email, email_verified: true }), account: { email } });
    await google('somchai@example.com');
    await expect(google('somchai@example.com')).rejects.toThrow(ERRORS.someoneIsActive.message);
    await expect(google('self@example.com')).rejects.toThrow(ERRORS.selfLearning.message);
    await expect(google('off@example.com')).rejects.toMatchObject({ kind: 'forbidden', details: { code: 'account_disabled' } });
  });
});

describe('external sign-in', () => {
  it('signs in the account the token names by username, or by e-mail, and answers userData', async () => {
    const { ports, seen } = setup();
    const answer = await externalSignIn(ports, valid({ username: 'somchai' }));
    expect(answer.userData).toEqual(answer.user);
    expect(answer).toMatchObject({ success: true, ok: true, id_token: 'id-u-1-verified', userData: { id: 'u-1', email: 'somchai@example.com' } });
    expect(seen[0]).toMatchObject({ verifier: 'external', args: [expect.objectContaining({ issuer: 'https://partner.example.com', audience: 'marketplace' })] });

    const byEmail = setup();
    await expect(externalSignIn(byEmail.ports, valid({ email: 'SOMCHAI@example.com' }))).resolves.toMatchObject({ userData: { id: 'u-1' } });
  });

  it('refuses a token that does not verify, one naming nobody, and answers 403 without an issuer', async () => {
    const { ports } = setup();
    await expect(externalSignIn(ports, 'garbage')).rejects.toMatchObject({ kind: 'unauthenticated', message: EXTERNAL_TOKEN_INVALID });
    await expect(externalSignIn(ports, valid({ username: 'nobody' }))).rejects.toThrow(EXTERNAL_TOKEN_NO_ACCOUNT);
    await expect(externalSignIn(ports, valid({ sub: 'x' }))).rejects.toThrow(EXTERNAL_TOKEN_NO_ACCOUNT);
    const none = setup(undefined, { issuer: '', shared_secret: '' });
    await expect(externalSignIn(none.ports, valid({ username: 'somchai' }))).rejects.toThrow(SIGN_IN_TURNED_OFF);
  });
});

describe('iframe sign-in', () => {
  it('keeps a salted scrypt of the MD5 with its parameters, never the MD5 itself', async () => {
    const first = await hashIframeSecret(md5('secret'));
    const second = await hashIframeSecret(md5('secret'));
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(md5('secret'));
    expect(await matchesIframeSecret(md5('secret'), first)).toBe(true);
    expect(await matchesIframeSecret(md5('other'), first)).toBe(false);
    expect(await matchesIframeSecret(md5('secret'), 'plain')).toBe(false);
  });

  it('refuses an account that has not turned it on, then signs it in with the MD5 once it has', async () => {
    const { ports, iframe } = setup();
    const input = { username: 'somchai', passwordMd5: md5('Demo#2026pass'), sourceIp: IP };
    await expect(iframeSignIn(ports, input)).rejects.toThrow(ERRORS.incorrectCredentials.message);

    await expect(enableIframeLogin(ports, { userId: 'u-1', username: 'somchai' }, 'Demo#2026pass', IP)).resolves.toEqual({ success: true, ok: true, iframe_login: true });
    expect(iframe.get('u-1')).toMatch(/^scrypt\$/);
    await expect(iframeSignIn(ports, { ...input, passwordMd5: md5('wrong') })).rejects.toThrow(ERRORS.incorrectCredentials.message);
    await expect(iframeSignIn(ports, { username: 'nobody', passwordMd5: input.passwordMd5, sourceIp: IP })).rejects.toThrow(ERRORS.incorrectCredentials.message);
    await expect(iframeSignIn(ports, input)).resolves.toMatchObject({ id_token: 'id-u-1-verified', user: { id: 'u-1' } });
  });

  it('turns on only with the right password, and off again', async () => {
    const { ports, iframe } = setup();
    await expect(enableIframeLogin(ports, { userId: 'u-1', username: 'somchai' }, 'Wrong#2026pass', IP)).rejects.toMatchObject({
      kind: 'invalid',
      message: WRONG_PASSWORD,
      details: { fields: { password: [WRONG_PASSWORD] } },
    });
    expect(iframe.size).toBe(0);
    await enableIframeLogin(ports, { userId: 'u-1', username: 'somchai' }, 'Demo#2026pass', IP);
    await expect(disableIframeLogin(ports, { userId: 'u-1' })).resolves.toEqual({ success: true, ok: true, iframe_login: false });
    await expect(iframeSignIn(ports, { username: 'somchai', passwordMd5: md5('Demo#2026pass'), sourceIp: IP })).rejects.toThrow(ERRORS.incorrectCredentials.message);
  });
});
