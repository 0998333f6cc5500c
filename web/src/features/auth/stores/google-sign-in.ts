import type { LoginResponse } from '@lm/shared';
import { generateId } from '../../../lib/sessions';
import { STORAGE_KEYS } from '../../../lib/storage';
import { googleAuthorize, loginGoogle } from '../api/google-sign-in';
import { signInWith } from './actions';

/** A sign-in with Google under way in this tab: what its return must carry, and where to go after. */
interface Pending {
  state: string;
  nonce: string;
  back: string;
}

/** Why a return from Google signs nobody in before the server is asked. */
export type GoogleReturnProblem = 'cancelled' | 'stale';

export class GoogleReturnError extends Error {
  constructor(readonly problem: GoogleReturnProblem) {
    super(problem === 'cancelled' ? 'The sign-in with Google was cancelled.' : 'This return from Google is not of a sign-in started here.');
  }
}

/** 32 random bytes, base64url: a state or a nonce no one can guess. */
function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Starts a sign-in with Google (decision 0060): a fresh state and nonce are kept in this tab, and
 * the browser goes to the address the API answers, which returns it to /authen/google.
 */
export async function startGoogleSignIn(back: string, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const pending: Pending = { state: randomValue(), nonce: randomValue(), back };
  const { url } = await googleAuthorize(pending.state, pending.nonce);
  sessionStorage.setItem(STORAGE_KEYS.googleSignIn, JSON.stringify(pending));
  go(url);
}

/** The claims of a JWT's payload, unverified: the server verifies the token; the browser reads what it asked for. */
function claimsOf(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0))));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Finishes it on /authen/google: the fragment Google returned must carry this tab's state, its
 * token this tab's nonce; then the server verifies the token and signs the student in. The
 * pending sign-in is spent either way, so a reload or a second return signs nobody in.
 */
export async function finishGoogleSignIn(fragment: string): Promise<{ user: LoginResponse['user']; back: string }> {
  const answer = new URLSearchParams(fragment.replace(/^#/, ''));
  const stored = sessionStorage.getItem(STORAGE_KEYS.googleSignIn);
  sessionStorage.removeItem(STORAGE_KEYS.googleSignIn);
  const pending = stored ? (JSON.parse(stored) as Pending) : undefined;
  if (!pending || answer.get('state') !== pending.state) throw new GoogleReturnError('stale');
  if (answer.get('error')) throw new GoogleReturnError('cancelled');
  const idToken = answer.get('id_token') ?? '';
  const claims = claimsOf(idToken);
  if (claims.nonce !== pending.nonce || typeof claims.email !== 'string') throw new GoogleReturnError('stale');
  const email = claims.email;
  const user = await signInWith('student', () => loginGoogle({ email, id_token: idToken, nonce: pending.nonce, generate_id: generateId() }));
  return { user, back: pending.back };
}
