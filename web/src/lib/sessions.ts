import type { AdminPermissions, LoginResponse } from '@lm/shared';
import type { TokenKind } from './api/client';
import { STORAGE_KEYS, readJson, writeJson } from './storage';
import { createStore, type Store } from './store';

/** ../shared/SPEC.md §3: what a session keeps of the signed-in user. */
export interface SessionUser {
  id: string;
  username: string;
  /** First and last name joined. */
  fullname: string;
  displayImgUrl: string;
  role_id: number;
  email: string;
  pdpa_approved: 0 | 1;
  user_group_id: string | null;
  /** Administrators: the screens their user role opens ('all' without one); the API enforces the same (decision 0021). */
  permissions?: AdminPermissions;
}

interface Persisted {
  token: string;
  refreshToken: string;
  /** Epoch ms when the session's requested lifetime ends. */
  expiresAt: number;
  user: SessionUser;
}

export interface SessionState extends Partial<Persisted> {
  isFetching: boolean;
  isAuthenticated: boolean;
  sessionExpired: boolean;
  error?: string;
}

const KEYS: Record<TokenKind, string> = {
  student: STORAGE_KEYS.clientSession,
  instructor: STORAGE_KEYS.instructorSession,
  admin: STORAGE_KEYS.adminSession,
};

function restore(kind: TokenKind): SessionState {
  const saved = readJson<Persisted>(KEYS[kind]);
  const valid = !!saved?.token && !!saved.user;
  return { ...(valid ? saved : {}), isFetching: false, isAuthenticated: valid, sessionExpired: false };
}

function createSessionStore(kind: TokenKind): Store<SessionState> {
  return createStore(restore(kind), (state) =>
    writeJson(
      KEYS[kind],
      state.isAuthenticated && state.token && state.user
        ? { token: state.token, refreshToken: state.refreshToken, expiresAt: state.expiresAt, user: state.user }
        : undefined,
    ),
  );
}

/** One store per session (client, instructor, admin), restored from storage at start-up (§4). */
export const sessions: Record<TokenKind, Store<SessionState>> = {
  student: createSessionStore('student'),
  instructor: createSessionStore('instructor'),
  admin: createSessionStore('admin'),
};

export function toSessionUser(user: LoginResponse['user']): SessionUser {
  return {
    id: user.id,
    username: user.username,
    fullname: [user.firstname, user.lastname].filter(Boolean).join(' '),
    displayImgUrl: user.displayImgUrl,
    role_id: user.role_id,
    email: user.email,
    pdpa_approved: user.pdpa_approved,
    user_group_id: user.user_group_id,
    ...(user.permissions ? { permissions: user.permissions } : {}),
  };
}

/** A session's state once the server has opened it: after a sign-in, or a registration. */
export function signedInState(answer: Pick<LoginResponse, 'id_token' | 'refresh_token' | 'session_expires_at' | 'user'>) {
  return {
    token: answer.id_token,
    refreshToken: answer.refresh_token,
    expiresAt: answer.session_expires_at,
    user: toSessionUser(answer.user),
    isFetching: false,
    isAuthenticated: true,
    sessionExpired: false,
    error: undefined,
  };
}

/** The anonymous id of this browser: made when absent, renewed at client logout (§3, §4). */
export function generateId(renew = false): string {
  let id = renew ? undefined : localStorage.getItem(STORAGE_KEYS.generateId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.generateId, id);
  }
  return id;
}

/** The signed-in user approved the privacy policy: the session says so until the next sign-in answers it. */
export function setPdpaApproved(kind: TokenKind): void {
  const { user } = sessions[kind].get();
  if (user) sessions[kind].set({ user: { ...user, pdpa_approved: 1 } });
}
