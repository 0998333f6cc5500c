import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { unread } from '../../lib/unread';
import { sessions } from '../../lib/sessions';
import { useFeature } from '../../hooks/use-site-settings';
import { setLanguage, type Language } from '../../lib/i18n';
import { useStore } from '../../lib/store';

export function LanguageToggle({ area }: { area: 'site' | 'admin' }) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'th' ? 'en' : 'th';
  return (
    <button type="button" className="link-button" lang={next} onClick={() => setLanguage(area, next)}>
      {t('language.toggle')}
    </button>
  );
}

/** Sign-in or the signed-in person's links, shared by every header style. */
export function AccountLinks() {
  const { t } = useTranslation();
  const client = useStore(sessions.student, (state) => (state.isAuthenticated ? state.user : undefined));
  const instructor = useStore(sessions.instructor, (state) => (state.isAuthenticated ? state.user : undefined));
  const count = useStore(unread, (state) => state.count);
  if (client) {
    return (
      <>
        <Link to={paths.announcements} aria-label={`${t('nav.announcements')} (${count})`}>
          {t('nav.announcements')} <span className="badge">{count}</span>
        </Link>
        <Link to={paths.studentDashboard}>{client.fullname || t('nav.myAccount')}</Link>
        <Link to={paths.signOut}>{t('nav.signOut')}</Link>
      </>
    );
  }
  if (instructor) {
    return (
      <>
        <Link to={paths.instructorHome}>{instructor.fullname || t('nav.instructorArea')}</Link>
        <Link to={paths.signOutInstructor}>{t('nav.signOut')}</Link>
      </>
    );
  }
  return <Link to={paths.signIn}>{t('nav.signIn')}</Link>;
}

export function MainLinks() {
  const { t } = useTranslation();
  const promotions = useFeature('PROMOTION');
  return (
    <>
      <Link to={paths.courses}>{t('nav.courses')}</Link>
      <Link to="/article">{t('nav.articles')}</Link>
      <Link to="/review">{t('nav.reviews')}</Link>
      {promotions && <Link to="/promotion">{t('nav.promotions')}</Link>}
    </>
  );
}
