import { PING_INTERVAL_MS } from '@lm/shared';
import type { TokenKind } from '../../lib/api/client';
import { sessions } from '../../lib/sessions';
import { pingActivity } from './api/account';

const PINGED: readonly TokenKind[] = ['student', 'instructor'];

/** Pings for every signed-in student or instructor session; a failed ping is only logged. */
export async function pingSignedIn(): Promise<void> {
  await Promise.all(
    PINGED.filter((kind) => sessions[kind].get().isAuthenticated).map((kind) =>
      pingActivity(kind).catch((error: unknown) => console.warn(`activity ping of the ${kind} session failed`, error)),
    ),
  );
}

/** ../shared/SPEC.md §7 and §9: a ping at start-up and every 5 minutes keeps a signed-in session active. */
export function startActivityPing(): () => void {
  void pingSignedIn();
  const timer = setInterval(() => void pingSignedIn(), PING_INTERVAL_MS);
  return () => clearInterval(timer);
}
