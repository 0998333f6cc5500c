import type { TokenKind } from '../../../lib/api/client';
import { STORAGE_KEYS, readJson } from '../../../lib/storage';
import { showModal } from './modals';
import { sessions, type SessionState } from '../../../lib/sessions';

const KEY_OF: Record<string, TokenKind> = {
  [STORAGE_KEYS.clientSession]: 'student',
  [STORAGE_KEYS.instructorSession]: 'instructor',
  [STORAGE_KEYS.adminSession]: 'admin',
};

/**
 * Keeps the three sessions in step with other tabs: a sign-in elsewhere
 * signs this tab in; a sign-out elsewhere shows the signed-out modal here.
 */
export function syncSessionsAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const kind = event.key ? KEY_OF[event.key] : undefined;
    if (!kind) return;
    const saved = readJson<Required<Pick<SessionState, 'token' | 'user'>>>(event.key as string);
    const wasSignedIn = sessions[kind].get().isAuthenticated;
    if (saved?.token) sessions[kind].set({ ...saved, isAuthenticated: true, sessionExpired: false });
    else {
      sessions[kind].set({ token: undefined, refreshToken: undefined, expiresAt: undefined, user: undefined, isAuthenticated: false });
      if (wasSignedIn && kind === 'student') showModal('signedOut');
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The client's session has outlived its requested lifetime: it ends, and the user-expired modal shows. */
export function checkSessionLifetime(now = Date.now()): void {
  const { isAuthenticated, expiresAt } = sessions.student.get();
  if (isAuthenticated && expiresAt && expiresAt <= now) {
    sessions.student.set({ token: undefined, refreshToken: undefined, expiresAt: undefined, user: undefined, isAuthenticated: false });
    showModal('userExpired');
  }
}
