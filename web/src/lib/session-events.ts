import type { TokenKind } from './api/client';

type Listener = (kind: TokenKind, userId: string) => Promise<void> | void;

const signedIn: Listener[] = [];
const signingOut: Listener[] = [];

/**
 * What else happens at a sign-in and before a sign-out (../shared/SPEC.md §4: the push subscription
 * is registered once after a client signs in and removed before the session ends). The app registers
 * it, so the sign-in feature knows nothing of push.
 */
export const sessionEvents = {
  onSignedIn: (listener: Listener) => void signedIn.push(listener),
  onSigningOut: (listener: Listener) => void signingOut.push(listener),
  /** Runs the listeners off the sign-in path: a failure is logged, never the sign-in's. */
  signedIn(kind: TokenKind, userId: string): void {
    for (const listener of signedIn) void Promise.resolve(listener(kind, userId)).catch((error: unknown) => console.warn(error));
  },
  /** Runs the listeners while the session's token still works, waiting for them. */
  async signingOut(kind: TokenKind, userId: string): Promise<void> {
    await Promise.all(signingOut.map((listener) => Promise.resolve(listener(kind, userId)).catch(() => undefined)));
  },
};
