import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signOut } from '../../features/auth/stores/actions';
import { sessions } from '../../lib/sessions';
import { useTabTitle } from '../../hooks/use-document-title';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { setLanguage, storedLanguage } from '../../lib/i18n';
import { backOfficeTitle } from '../../lib/share-head';
import { useStore } from '../../lib/store';
import { LanguageToggle } from './account-links';
import { NoticeList } from './notice-list';
import { SessionModals } from './session-modals';

function useFavicon(href: string) {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    const previous = link.href;
    link.href = href;
    return () => {
      if (link) link.href = previous;
    };
  }, [href]);
}

/** The back office's frame (../shared/SPEC.md §2 "Admin shell"): its own title, favicon, notification area and language. */
export default function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { aboutWebSite, theme } = useSiteSettings();
  const admin = useStore(sessions.admin, (state) => (state.isAuthenticated ? state.user : undefined));

  useEffect(() => {
    setLanguage('admin', storedLanguage('admin'));
    return () => setLanguage('site', storedLanguage('site'));
  }, []);
  useTabTitle(backOfficeTitle(aboutWebSite.title));
  useFavicon(theme.defaultImgUrlFavicon || theme.defaultImageUrl || '/favicon.svg');

  return (
    <div className="admin">
      <header className="admin__bar">
        <p className="admin__title">
          <Link to={paths.admin}>{`${aboutWebSite.title} Admin`}</Link>
        </p>
        <div className="admin__actions">
          <LanguageToggle area="admin" />
          {admin && (
            <>
              <span>{admin.username}</span>
              <button type="button" className="link-button" onClick={() => void signOut('admin').then(() => navigate(paths.adminLogin))}>
                {t('admin.signOut')}
              </button>
            </>
          )}
        </div>
      </header>
      <section className="admin__notifications" aria-label={t('admin.notifications')}>
        <NoticeList />
      </section>
      <div className="admin__content">{children}</div>
      <SessionModals kinds={['admin']} />
    </div>
  );
}
