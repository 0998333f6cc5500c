import { createHash, randomBytes } from 'node:crypto';
import {
  ERRORS,
  message,
  REGISTER_FIELD_LABELS,
  REGISTER_FIELDS,
  ROLE,
  SESSION_ACTIVE_WINDOW_MS,
  type RegisterField,
  type RegisterFieldsConfig,
  type RegisterRequest,
  SESSION_LIFETIME_SECONDS,
  type LoginResponse,
  type LoginUser,
} from '@lm/shared';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../errors.js';
import { AccountDisabledError, EmailTakenError, InstructorOnlyError, InvalidResetLinkError, InvalidCredentialsError, RegistrationClosedError, SelfLearningError, SignInTurnedOffError } from './errors.js';
import { throttled } from './throttle.js';
import type { IdentityPorts, NewProfile, PasswordResetPorts, RegistrationPorts, Session, SignInTokens, UserProfile } from './ports.js';

export interface SignInInput {
  username: string;
  password: string;
  /** The client's address, which failed sign-ins also count against. */
  sourceIp: string;
  /** Requested session lifetime in seconds. */
  expiredTime?: number;
  /** The instructor sign-in admits role 2 only. */
  portal: 'any' | 'instructor';
}

export function isActive(session: Session | undefined, now: number): boolean {
  return !!session && session.endedAt === undefined && session.expiresAt > now && now - session.lastSeenAt < SESSION_ACTIVE_WINDOW_MS;
}

/** The `iat` of a token the identity provider just issued (no need to verify it: it came from there). */
export function issuedAtOf(token: string): number | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const iat = (claims as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat : undefined;
  } catch {
    return undefined;
  }
}

export function toLoginUser(user: UserProfile): LoginUser {
  return {
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    displayImgUrl: user.displayImgUrl,
    role_id: user.roleId,
    email: user.email,
    pdpa_approved: user.pdpaApproved,
    user_group_id: user.userGroupId,
  };
}

/**
 * Signs a user in. The password is checked first, so nothing about an
 * account (its role, flags or sessions) is told to someone without it; failed
 * checks are throttled per account and per address (decision 0004).
 */
export async function signIn(ports: IdentityPorts, input: SignInInput): Promise<LoginResponse> {
  const tokens = await throttled(ports.failures, input, ports.now(), () => ports.idp.signIn(input.username, input.password));
  const user = await ports.users.findByUsername(input.username);
  if (!user) throw new InvalidCredentialsError();
  if (input.portal === 'instructor' && user.roleId !== ROLE.instructor) throw new InstructorOnlyError();
  if (user.selfLearning) throw new SelfLearningError();
  if (user.disabled) throw new AccountDisabledError();
  // With the password sign-in off the storefront offers another way; instructors and administrators keep theirs.
  if (user.roleId === ROLE.student && !(await ports.passwordSignIn())) throw new SignInTurnedOffError();
  return openSession(ports, user, tokens, input.expiredTime);
}

/**
 * Starts the session of a user whose credentials were checked (one active session,
 * ../shared/SPEC.md §3 someone_is_active) and answers the login fields: every way of signing in
 * ends here.
 */
export async function openSession(ports: IdentityPorts, user: UserProfile, tokens: SignInTokens, expiredTime?: number): Promise<LoginResponse> {
  const now = ports.now();
  const lifetime = (expiredTime ?? SESSION_LIFETIME_SECONDS) * 1000;
  // Tokens issued before this one (an earlier session's) stop working now.
  const tokensFrom = issuedAtOf(tokens.idToken) ?? Math.floor(now / 1000);
  const session: Session = { userId: user.id, startedAt: now, lastSeenAt: now, expiresAt: now + lifetime, tokensFrom };
  await ports.sessions.start(session, now - SESSION_ACTIVE_WINDOW_MS);

  return {
    success: true,
    ok: true,
    id_token: tokens.idToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
    session_expires_at: session.expiresAt,
    user: { ...toLoginUser(user), ...(user.roleId === ROLE.admin ? { permissions: await ports.adminPermissions(user.id) } : {}) },
  };
}

/** A new id token while the session signed in with lasts and was not ended. */
export async function refreshSession(ports: IdentityPorts, refreshToken: string) {
  const refreshed = await ports.idp.refresh(refreshToken);
  const session = await ports.sessions.get(refreshed.userId);
  const now = ports.now();
  if (!session || session.endedAt !== undefined || session.expiresAt <= now) throw new UnauthorizedError();
  await ports.sessions.touch(refreshed.userId, now);
  return { success: true as const, ok: true as const, id_token: refreshed.idToken, expires_in: refreshed.expiresIn };
}

/** Ends the caller's own session; nobody signs another person out. */
export async function signOut(ports: IdentityPorts, callerId: string, userId: string) {
  if (callerId !== userId) throw new ForbiddenError(message('ownSessionOnly'));
  await ports.sessions.end(userId, ports.now());
  return { success: true as const, ok: true as const };
}

export interface PdpaApprovalInput {
  policyVersion: string;
  /** Where the request came from, kept with the consent as evidence. */
  sourceIp: string;
  userAgent: string;
}

/** Longest user agent kept on a consent record; browsers send about 150 characters. */
export const MAX_USER_AGENT_LENGTH = 512;

/**
 * Records that the caller approved the privacy policy (PDPA): the profile's
 * flag, which sign-in answers as pdpa_approved, and an audit record of the
 * version, time and origin of the approval. Each approval adds a record; only
 * the version in force can be approved, so the record says what was read.
 */
export async function approvePdpa(ports: IdentityPorts, userId: string, input: PdpaApprovalInput) {
  const current = await ports.policyVersion();
  if (input.policyVersion !== current) {
    const problem = message('policyVersion', { version: current });
    throw new ValidationError(`${ERRORS.validation.message} (body) policy_version: ${problem}`, { policy_version: [problem] });
  }
  const approvedAt = new Date(ports.now()).toISOString();
  await ports.consents.approvePdpa({
    userId,
    policyVersion: input.policyVersion,
    approvedAt,
    sourceIp: input.sourceIp,
    userAgent: input.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
  });
  return {
    success: true as const,
    ok: true as const,
    pdpa_approved: 1 as const,
    policy_version: input.policyVersion,
    approved_at: approvedAt,
  };
}

/**
 * The optional fields the configuration asks for and the student gave; those it does not ask for
 * are dropped unread. A required one left out is refused like a field the schema refuses.
 */
function askedFields(config: RegisterFieldsConfig, input: RegisterRequest): Partial<Pick<NewProfile, RegisterField>> {
  const missing = REGISTER_FIELDS.filter((field) => config[field] === 'required' && input[field] === undefined);
  if (missing.length) {
    const fields = Object.fromEntries(missing.map((field) => [field, [message('required', { label: REGISTER_FIELD_LABELS[field] })]]));
    throw new ValidationError(`${ERRORS.validation.message} (body) ${missing.map((field) => `${field}: ${fields[field]![0]}`).join('; ')}`, fields);
  }
  return Object.fromEntries(REGISTER_FIELDS.filter((field) => config[field] !== 'off' && input[field] !== undefined).map((field) => [field, input[field]]));
}

/**
 * Creates a student account and signs it in. The optional fields are checked
 * against the configuration in force, then the e-mail; the username is claimed
 * by creating the account, which the provider refuses when it exists. A
 * profile that cannot be written takes the new account with it, so a failed
 * registration leaves nothing behind and can be retried.
 */
export async function register(ports: RegistrationPorts, input: RegisterRequest, sourceIp: string): Promise<LoginResponse> {
  const rules = await ports.registrationRules();
  if (!rules.open) throw new RegistrationClosedError();
  const extra = askedFields(rules.fields, input);
  if (await ports.accounts.isEmailInUse(input.email)) throw new EmailTakenError();
  const userId = await ports.accounts.create({
    username: input.username,
    email: input.email,
    password: input.password,
    firstname: input.firstname,
    lastname: input.lastname,
    group: 'student',
  });
  try {
    await ports.profiles.create({
      ...extra,
      id: userId,
      username: input.username,
      email: input.email,
      firstname: input.firstname,
      lastname: input.lastname,
      displayImgUrl: '',
      roleId: ROLE.student,
      pdpaApproved: 0,
      userGroupId: null,
      selfLearning: false,
    });
  } catch (error) {
    await ports.accounts.remove(input.username);
    throw error;
  }
  return signIn(ports, { username: input.username, password: input.password, portal: 'any', sourceIp });
}

/** How long a password reset link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

export const RESET_REQUESTED_MESSAGE = message('resetRequested');
export const PASSWORD_CHANGED_MESSAGE = message('passwordChanged');

/**
 * At most this many working links per account: asking again sends nothing more (and answers the
 * same), so the form cannot flood someone's inbox. Within the hour the first links still work.
 */
export const MAX_PENDING_RESET_LINKS = 3;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * E-mails a link to reset the password of the account using `email`. The
 * answer is the same whether or not there is one, so the form cannot be used
 * to find out who is registered.
 */
export async function requestPasswordReset(ports: PasswordResetPorts, email: string) {
  const account = await ports.accounts.findByEmail(email);
  if (account && (await ports.resets.countPending(account.userId, ports.now())) < MAX_PENDING_RESET_LINKS) {
    const token = randomBytes(32).toString('base64url');
    await ports.resets.save({ tokenHash: hashResetToken(token), ...account, expiresAt: ports.now() + RESET_LINK_LIFETIME_MS });
    const link = `${ports.siteUrl.replace(/\/+$/, '')}/resetpass/${token}`;
    await ports.mailer.send({
      to: email,
      subject: 'Reset your password',
      text: [
        `Hello ${account.username},`,
        '',
        'Someone asked to reset the password of your account. To choose a new password, open this link within one hour:',
        '',
        link,
        '',
        'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }
  return { success: true as const, ok: true as const, message: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets a new password with the token of a reset link; the link is spent even when it had expired.
 * The account's other links go too, and so does its session: whoever held the old password is
 * signed out.
 */
export async function resetPassword(ports: PasswordResetPorts, token: string, password: string) {
  const reset = await ports.resets.claim(hashResetToken(token));
  if (!reset || reset.expiresAt <= ports.now()) throw new InvalidResetLinkError();
  await ports.accounts.setPassword(reset.username, password);
  await ports.resets.removeAll(reset.userId);
  await ports.sessions.end(reset.userId, ports.now());
  return { success: true as const, ok: true as const, message: PASSWORD_CHANGED_MESSAGE };
}
