import { ERRORS, message as sharedMessage, ROLE, type LoginResponse } from '@lm/shared';
import type { TokenKind } from '../../../lib/api/client';
import { ApiError, messageOf } from '../../../lib/api/errors';
import { instructorLogin, login } from '../api/login';
import { logout } from '../api/logout';
import { refreshToken } from '../api/refresh-token';
import { mergeVisitorCart } from './merge-visitor-cart';
import { sessionEvents } from '../../../lib/session-events';
import { generateId, sessions, signedInState } from '../../../lib/sessions';

/** A refusal as the sign-in screens show it (../shared/SPEC.md §8). */
export interface Refusal {
  title: string;
  message: string;
  /** How long the notice stays, in ms. */
  durationMs: number;
  /** The account is an instructor's, refused by another area's sign-in: the notice links to theirs. */
  instructor?: true;
}

const NOTICE_MS: Record<TokenKind, number> = { student: 4_000, instructor: 6_000, admin: 6_000 };
const SIGN_IN_TURNED_OFF = sharedMessage('signInTurnedOff');

export function refusalOf(kind: TokenKind, error: unknown): Refusal {
  const message = messageOf(error, ERRORS.incorrectCredentials.message);
  if (message === ERRORS.someoneIsActive.code) {
    return { title: ERRORS.someoneIsActive.title, message: ERRORS.someoneIsActive.text, durationMs: 4_000 };
  }
  if (message === ERRORS.selfLearning.code) {
    return { title: ERRORS.administrationNotPermitted.title, message: ERRORS.selfLearning.text, durationMs: NOTICE_MS[kind] };
  }
  if (message === ERRORS.instructorNotPermitted.message || message === ERRORS.administrationNotPermitted.message) {
    const instructor = error instanceof ApiError && (error.body as { role_id?: number } | undefined)?.role_id === ROLE.instructor;
    return { title: ERRORS.administrationNotPermitted.title, message, durationMs: NOTICE_MS[kind], ...(instructor && kind !== 'instructor' ? { instructor: true as const } : {}) };
  }
  // Too many failed sign-ins: the server says how long to wait. A way of signing in the settings
  // turned off since the page was opened (decision 0060): the server says so.
  if (error instanceof ApiError && (error.status === ERRORS.tooManySignIns.status || message === SIGN_IN_TURNED_OFF)) {
    return { title: ERRORS.administrationNotPermitted.title, message, durationMs: NOTICE_MS[kind] };
  }
  if (error instanceof ApiError && error.status === ERRORS.cannotConnect.status) {
    return { title: ERRORS.incorrectCredentials.title, message: ERRORS.cannotConnect.message, durationMs: NOTICE_MS[kind] };
  }
  return { title: ERRORS.incorrectCredentials.title, message: ERRORS.incorrectCredentials.message, durationMs: NOTICE_MS[kind] };
}

/** §5: which roles each area's sign-in admits, and the message for the others. */
function admits(kind: TokenKind, roleId: number): string | undefined {
  if (kind === 'student' && roleId !== ROLE.student) return ERRORS.administrationNotPermitted.message;
  if (kind === 'admin' && roleId === ROLE.student) return ERRORS.administrationNotPermitted.message;
  if (kind === 'instructor' && roleId !== ROLE.instructor) return ERRORS.instructorNotPermitted.message;
  return undefined;
}

/** Signs in to one area with a username and password (signInWith). */
export const signIn = (kind: TokenKind, username: string, password: string): Promise<LoginResponse['user']> =>
  signInWith(kind, () => (kind === 'instructor' ? instructorLogin(username, password) : login(username, password)));

/**
 * Signs in to one area with what `obtain` answers: the password's sign-in, or Google's. When the
 * server admits the account but the area does not, the server session just opened is ended
 * again, so the account is not locked out by `someone_is_active`.
 */
export async function signInWith(kind: TokenKind, obtain: () => Promise<LoginResponse>): Promise<LoginResponse['user']> {
  const store = sessions[kind];
  store.set({ isFetching: true, error: undefined });
  try {
    const answer = await obtain();
    const refusal = admits(kind, answer.user.role_id);
    if (refusal) {
      await fetchLogout(answer.user.id, answer.id_token);
      throw new ApiError(403, refusal, { message: refusal, role_id: answer.user.role_id });
    }
    store.set(signedInState(answer));
    // The visitor's cart becomes the student's before the sign-in answers, so the page they return to shows it.
    if (kind === 'student') await mergeVisitorCart();
    sessionEvents.signedIn(kind, answer.user.id);
    return answer.user;
  } catch (error) {
    // Login failures keep the server message in the session's error (§8).
    store.set({ isFetching: false, isAuthenticated: false, error: messageOf(error, ERRORS.incorrectCredentials.message) });
    throw error;
  }
}

/** Ends a server session with a token the store does not hold yet. */
async function fetchLogout(userId: string, token: string) {
  const { config } = await import('../../../config/env');
  await fetch(`${config().apiUrl}/user/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ user_id: userId }),
  }).catch(() => undefined);
}

function clear(kind: TokenKind, patch: Partial<ReturnType<(typeof sessions)[TokenKind]['get']>> = {}) {
  sessions[kind].set({ token: undefined, refreshToken: undefined, expiresAt: undefined, user: undefined, isAuthenticated: false, isFetching: false, ...patch });
}

/** Signs out of one area; the client gets a new anonymous id (§4). */
export async function signOut(kind: TokenKind): Promise<void> {
  const { user, isAuthenticated } = sessions[kind].get();
  // While the token still works (the server stops pushing to this browser, §4).
  if (isAuthenticated && user) await sessionEvents.signingOut(kind, user.id);
  if (isAuthenticated && user) await logout(user.id, kind).catch(() => undefined);
  clear(kind, { sessionExpired: false, error: undefined });
  if (kind === 'student') generateId(true);
}

/** A refused token: the session is over and the session-expired modal shows. */
export function expire(kind: TokenKind): void {
  clear(kind, { sessionExpired: true });
}

export function dismissExpired(kind: TokenKind): void {
  sessions[kind].set({ sessionExpired: false });
}

/** Renews the id token with the refresh token while the session lasts. */
export async function renew(kind: TokenKind): Promise<string | undefined> {
  const { refreshToken: refresh, expiresAt } = sessions[kind].get();
  if (!refresh || (expiresAt && expiresAt <= Date.now())) return undefined;
  const token = await refreshToken(refresh);
  if (token) sessions[kind].set({ token });
  return token;
}

