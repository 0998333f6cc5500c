import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LockIcon } from './icons';

/** What a visitor sees of a lesson only a signed-in student takes (a quiz, homework): why, and the way to sign in and come back. */
export function SignInToTake({ why }: { why: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="ln-locked">
      <p className="ln-locked__message">
        <LockIcon /> <span>{why}</span>
      </p>
      <div className="ln-actions">
        <Link className="button button--primary" to={`${paths.signIn}?from=${encodeURIComponent(pathname + search)}`}>
          {t('learn.locked.signIn')}
        </Link>
      </div>
    </div>
  );
}
