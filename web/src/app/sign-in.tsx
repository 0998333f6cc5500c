import { ERRORS, SESSION_LIFETIME_SECONDS, type LoginResponse } from '@lm/shared';
import { useState, type FormEvent } from 'react';

/** Messages of SPEC §8 for the codes the sign-in answers with. */
function messageOf(body: { message?: string }): string {
  if (body.message === ERRORS.someoneIsActive.code) return ERRORS.someoneIsActive.text;
  if (body.message === ERRORS.selfLearning.code) return ERRORS.selfLearning.text;
  return body.message ?? ERRORS.incorrectCredentials.message;
}

export function SignIn({ apiUrl }: { apiUrl: string }) {
  const [user, setUser] = useState<LoginResponse['user']>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const form = new FormData(event.currentTarget);
    form.set('expired_time', String(SESSION_LIFETIME_SECONDS));
    try {
      const response = await fetch(`${apiUrl}/user/login`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
      const body = await response.json();
      if (response.ok && body.ok) setUser(body.user);
      else setError(messageOf(body));
    } catch {
      setError(ERRORS.cannotConnect.message);
    } finally {
      setBusy(false);
    }
  }

  if (user) {
    return (
      <p role="status">
        Signed in as {user.firstname} {user.lastname} ({user.username}, role {user.role_id}).
      </p>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Sign in">
      <label>
        Username <input name="username" autoComplete="username" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" disabled={busy}>
        Sign in
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
