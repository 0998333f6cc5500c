import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { localMessageOf } from '../../../lib/messages';
import type { LearnIdentity } from '../hooks/use-learn-identity';
import { LockIcon } from './icons';

/**
 * A lesson the caller may not open: the server's reason in the visitor's language, the way to buy
 * the course (buy now, decision 0030) and, for a visitor, to sign in and come back here.
 */
export function LockedLesson({ courseId, error, identity }: { courseId: string; error: unknown; identity: LearnIdentity }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="ln-locked">
      <p className="ln-locked__message">
        <LockIcon /> <span>{localMessageOf(t, error, t('learn.locked.fallback'))}</span>
      </p>
      <div className="ln-actions">
        <Link className="button button--primary" to={`/cart/${encodeURIComponent(courseId)}`}>
          {t('learn.locked.buy')}
        </Link>
        {identity === 'none' && (
          <>
            <Link className="button" to={`${paths.signIn}?from=${encodeURIComponent(pathname + search)}`}>
              {t('learn.locked.signIn')}
            </Link>
            <p className="ln-muted">{t('learn.locked.signInHint')}</p>
          </>
        )}
      </div>
    </div>
  );
}
