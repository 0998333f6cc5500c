import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { TokenKind } from '../../../lib/api/client';
import { localMessage } from '../../../lib/messages';
import { useStore } from '../../../lib/store';
import { refusalOf, signIn, type Refusal } from '../stores/actions';
import { sessions } from '../../../lib/sessions';
import './sign-in-form.css';

interface Props {
  kind: TokenKind;
  title: string;
  /** Where to go once signed in. */
  onSignedIn(roleId: number): void;
  /** Whether the username and password are asked (settingLogin's username_password; always for staff). */
  password?: boolean;
  /** Other ways to sign in (Google), under the password's. */
  social?: ReactNode;
  children?: ReactNode;
}

/**
 * The sign-in form of one area; refusals show ../shared/SPEC.md §8's title and message for their
 * time. Plain elements in the site's own styles, like the storefront's pages: /signin is on the
 * first-load budget, and the component library's sheet and primitives were most of its load
 * (decision 0014).
 */
export function SignInForm({ kind, title, onSignedIn, password = true, social, children }: Props) {
  const { t } = useTranslation();
  const busy = useStore(sessions[kind], (state) => state.isFetching);
  const [refusal, setRefusal] = useState<Refusal>();
  const [revealed, setRevealed] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRefusal(undefined);
    try {
      const user = await signIn(kind, String(form.get('username') ?? ''), String(form.get('password') ?? ''));
      onSignedIn(user.role_id);
    } catch (error) {
      const next = refusalOf(kind, error);
      setRefusal(next);
      setTimeout(() => setRefusal((current) => (current === next ? undefined : current)), next.durationMs);
    }
  }

  return (
    <div className="sign-in">
      <form className="sign-in__form" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="sign-in__title">
          {title}
        </h1>
        {refusal && (
          <div className="sign-in__alert" role="alert">
            <div>
              <p className="sign-in__alert-title">{refusal.title}</p>
              <p>{localMessage(t, refusal.message)}</p>
              {refusal.instructor && (
                <p>
                  <Link to={paths.instructorSignIn}>{t('signIn.instructorHere')}</Link>
                </p>
              )}
            </div>
            <button type="button" className="sign-in__dismiss" aria-label={t('signIn.dismiss')} onClick={() => setRefusal(undefined)}>
              ×
            </button>
          </div>
        )}
        {password ? (
          <>
            <div className="sign-in__field">
              <label htmlFor={`${id}-username`}>{t('signIn.username')}</label>
              <input id={`${id}-username`} name="username" autoComplete="username" required />
            </div>
            <div className="sign-in__field">
              <label htmlFor={`${id}-password`}>{t('signIn.password')}</label>
              <div className="sign-in__password">
                <input id={`${id}-password`} name="password" type={revealed ? 'text' : 'password'} autoComplete="current-password" required />
                <button type="button" className="sign-in__reveal" aria-pressed={revealed} onClick={() => setRevealed((shown) => !shown)}>
                  {revealed ? t('signIn.hidePassword') : t('signIn.showPassword')}
                </button>
              </div>
            </div>
            <button type="submit" className="button button--primary sign-in__submit" disabled={busy} aria-busy={busy}>
              {busy ? t('signIn.busy') : t('signIn.submit')}
            </button>
          </>
        ) : (
          <p className="sign-in__note">{t('signIn.passwordOff')}</p>
        )}
        {social && password && (
          <p className="sign-in__or" aria-hidden="true">
            {t('signIn.or')}
          </p>
        )}
        {social}
        {children}
      </form>
    </div>
  );
}
