import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { message, socialSignInReady, type LoginExternalResponse, type LoginResponse } from '@lm/shared';
import { ValidationError } from '../errors.js';
import { AccountDisabledError, CredentialRefusedError, InvalidCredentialsError, SelfLearningError, SignInTurnedOffError } from './errors.js';
import type { CredentialClaims, ExternalSignInPorts, UserProfile } from './ports.js';
import { openSession } from './service.js';
import { throttled } from './throttle.js';

// Sign-in without the account's password (decision 0023). Each way verifies a credential first,
// then finds the account it names and signs that account in through the identity provider's
// custom authentication. Nothing here creates an account.

export type SocialProvider = 'google' | 'azureAd' | 'facebook';

const PROVIDER_NAME: Record<SocialProvider, string> = { google: 'Google', azureAd: 'Azure AD', facebook: 'Facebook' };

export const credentialRequiredMessage = (provider: SocialProvider) => message('credentialRequired', { provider: PROVIDER_NAME[provider] });
export const credentialInvalidMessage = (provider: SocialProvider) => message('credentialInvalid', { provider: PROVIDER_NAME[provider] });
export const notTheAccountMessage = (provider: SocialProvider) => message('notTheAccount', { provider: PROVIDER_NAME[provider] });
export const GOOGLE_EMAIL_UNVERIFIED = message('googleEmailUnverified');
export const EXTERNAL_TOKEN_INVALID = message('externalTokenInvalid');
export const EXTERNAL_TOKEN_NO_ACCOUNT = message('externalTokenNoAccount');
export const WRONG_PASSWORD = message('wrongPassword');

const SETTING_FLAG = { google: 'google', azureAd: 'azure_ad', facebook: 'facebook' } as const;

const lower = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined);

/** The e-mail a provider vouches for: Google only when it says it verified it. */
function emailOf(provider: SocialProvider, claims: CredentialClaims): string | undefined {
  if (provider === 'google') {
    if (claims.email_verified !== true && claims.email_verified !== 'true') throw new CredentialRefusedError(GOOGLE_EMAIL_UNVERIFIED);
    return lower(claims.email);
  }
  if (provider === 'azureAd') return lower(claims.email) ?? lower(claims.preferred_username);
  return lower(claims.email);
}

async function profileByEmail(ports: ExternalSignInPorts, email: string): Promise<UserProfile | undefined> {
  const account = await ports.accounts.findByEmail(email);
  return account ? ports.users.findByUsername(account.username) : undefined;
}

/** The account rules of /user/login that do not depend on how the person proved who they are. */
async function signInVerifiedUser(ports: ExternalSignInPorts, user: UserProfile): Promise<LoginResponse> {
  if (user.selfLearning) throw new SelfLearningError();
  if (user.disabled) throw new AccountDisabledError();
  const tokens = await ports.idp.signInVerified(user.username);
  return openSession(ports, user, tokens);
}

/**
 * Where the browser signs in with Google (decision 0060): Google's OAuth 2.0 endpoint asked for an
 * ID token (OpenID Connect's implicit flow: no client secret, nothing for the site to keep) with the
 * site's client id, the state the browser checks on return and the nonce the token must carry,
 * returning to /authen/google on the site's own address (the redirect registered with Google).
 */
export async function googleAuthorizeUrl(ports: ExternalSignInPorts, input: { state: string; nonce: string }): Promise<{ url: string }> {
  const { providers, external } = await ports.settings.read();
  if (!socialSignInReady('google', providers, external)) throw new SignInTurnedOffError();
  const url = new URL(ports.google.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: external.google_client_id,
    redirect_uri: `${ports.siteUrl}/authen/google`,
    response_type: 'id_token',
    scope: 'openid email profile',
    state: input.state,
    nonce: input.nonce,
    prompt: 'select_account',
  }).toString();
  return { url: url.toString() };
}

export interface SocialSignInInput {
  provider: SocialProvider;
  /** The provider's ID token; absent or empty is refused. */
  idToken: string | undefined;
  /** Who the request says signs in: the e-mail (Google, Azure AD) or the username (Facebook). */
  account: { email: string } | { username: string };
  /** The nonce the browser started the sign-in with, which the token must carry when given. */
  nonce?: string;
}

/**
 * Google, Azure AD and Facebook: the provider switch of settingLogin, then the ID token against
 * the provider's keys with the configured client id as audience, then its e-mail must be the
 * account's. A bare e-mail or username never signs anyone in.
 */
export async function socialSignIn(ports: ExternalSignInPorts, input: SocialSignInInput): Promise<LoginResponse> {
  const { provider } = input;
  const settings = await ports.settings.read();
  const { external } = settings;
  if (!socialSignInReady(SETTING_FLAG[provider], settings.providers, external)) throw new SignInTurnedOffError();
  if (!input.idToken) throw new CredentialRefusedError(credentialRequiredMessage(provider));

  let claims: CredentialClaims;
  try {
    claims =
      provider === 'google'
        ? await ports.verifiers.google(input.idToken, external.google_client_id)
        : provider === 'facebook'
          ? await ports.verifiers.facebook(input.idToken, external.facebook_app_id)
          : await ports.verifiers.azureAd(input.idToken, external.azure_tenant_id, external.azure_client_id);
  } catch {
    throw new CredentialRefusedError(credentialInvalidMessage(provider));
  }
  // A token of another sign-in (replayed, or slipped into this one) does not carry this one's nonce.
  if (input.nonce !== undefined && claims.nonce !== input.nonce) throw new CredentialRefusedError(credentialInvalidMessage(provider));
  const email = emailOf(provider, claims);
  if (!email) throw new CredentialRefusedError(notTheAccountMessage(provider));

  const user = 'email' in input.account ? await profileByEmail(ports, input.account.email) : await ports.users.findByUsername(input.account.username);
  if (!user || user.email.toLowerCase() !== email || ('email' in input.account && input.account.email.toLowerCase() !== email)) {
    throw new CredentialRefusedError(notTheAccountMessage(provider));
  }
  return signInVerifiedUser(ports, user);
}

/**
 * /user/loginExternal: a token of the configured external issuer. It names the account by its
 * `username` claim (or `preferred_username`), else by `email`.
 */
export async function externalSignIn(ports: ExternalSignInPorts, token: string): Promise<LoginExternalResponse> {
  const { external } = await ports.settings.read();
  if (!external.issuer || !external.audience || !(external.jwks_url || external.shared_secret)) throw new SignInTurnedOffError();
  let claims: CredentialClaims;
  try {
    claims = await ports.verifiers.external(token, external);
  } catch {
    throw new CredentialRefusedError(EXTERNAL_TOKEN_INVALID);
  }
  const username = typeof claims.username === 'string' ? claims.username : typeof claims.preferred_username === 'string' ? claims.preferred_username : undefined;
  const email = lower(claims.email);
  const user = username ? await ports.users.findByUsername(username) : email ? await profileByEmail(ports, email) : undefined;
  if (!user) throw new CredentialRefusedError(EXTERNAL_TOKEN_NO_ACCOUNT);
  const answer = await signInVerifiedUser(ports, user);
  return { ...answer, userData: answer.user };
}

// The iframe sign-in: the embedding page sends the MD5 of the password, which is kept only as a
// salted scrypt of it, parameters recorded in the stored string so they can be raised later.

const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 32 } as const;

function scryptOf(value: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(value, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashIframeSecret(passwordMd5: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptOf(passwordMd5, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function matchesIframeSecret(passwordMd5: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const given = await scryptOf(passwordMd5, Buffer.from(salt, 'base64url'), expected.length, { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) });
  return timingSafeEqual(expected, given);
}

/** Compared against when there is nothing to compare, so an unknown account takes as long to refuse. */
let decoy: Promise<string> | undefined;

/** Refuses with the sign-in's own message whether the account is unknown, has it off, or the MD5 is wrong. */
export async function iframeSignIn(ports: ExternalSignInPorts, input: { username: string; passwordMd5: string; sourceIp: string }): Promise<LoginResponse> {
  const user = await throttled(ports.failures, input, ports.now(), async () => {
    const found = await ports.users.findByUsername(input.username);
    const stored = found ? await ports.iframeLogins.get(found.id) : undefined;
    const matches = await matchesIframeSecret(input.passwordMd5, stored ?? (await (decoy ??= hashIframeSecret(randomBytes(16).toString('hex')))));
    if (!found || !stored || !matches) throw new InvalidCredentialsError();
    return found;
  });
  return signInVerifiedUser(ports, user);
}

/** The caller turns the iframe sign-in on, confirming the password; it is checked without opening a session. */
export async function enableIframeLogin(ports: ExternalSignInPorts, caller: { userId: string; username: string }, password: string, sourceIp: string) {
  try {
    await throttled(ports.failures, { username: caller.username, sourceIp }, ports.now(), () => ports.idp.signIn(caller.username, password));
  } catch (error) {
    if (error instanceof InvalidCredentialsError) throw new ValidationError(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
    throw error;
  }
  await ports.iframeLogins.put(caller.userId, await hashIframeSecret(createHash('md5').update(password).digest('hex')), ports.now());
  return { success: true as const, ok: true as const, iframe_login: true };
}

export async function disableIframeLogin(ports: ExternalSignInPorts, caller: { userId: string }) {
  await ports.iframeLogins.remove(caller.userId);
  return { success: true as const, ok: true as const, iframe_login: false };
}
