import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { sessions } from '../../lib/sessions';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { storedLanguage, setLanguage } from '../../lib/i18n';
import { useStore } from '../../lib/store';
import { footerOf, headerOf } from './chrome';
import { NoticeList } from './notice-list';
import { pageChrome } from '../../lib/page-chrome';
import { SessionModals } from './session-modals';

const PdpaModal = lazy(() => import('../../features/pdpa/components/pdpa-modal'));

/**
 * The storefront's frame: the theme's stylesheet, the header and footer the
 * settings name (none where the route says so), notices, the session modals and
 * the PDPA consent while the client has not approved it. The business menu is
 * never shown (../shared/SPEC.md §2).
 */
export function SiteShell({ chrome, children }: { chrome: boolean; children: ReactNode }) {
  const settings = useSiteSettings();
  const needsConsent = useStore(sessions.student, (state) => state.isAuthenticated && state.user?.pdpa_approved === 0);
  const page = useStore(pageChrome);
  const showHeader = chrome && page.header !== false;
  const showFooter = chrome && page.footer !== false;
  const Header = headerOf(settings.header.header_style_name);
  const Footer = footerOf(settings.footer.footer_style_name);

  useEffect(() => {
    setLanguage('site', storedLanguage('site'));
  }, []);

  return (
    <div className="site">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      {showHeader && <Header />}
      <div id="content" className="site__content">
        {children}
      </div>
      {showFooter && <Footer />}
      <NoticeList />
      <SessionModals kinds={['student', 'instructor']} />
      {needsConsent && (
        <Suspense fallback={null}>
          <PdpaModal />
        </Suspense>
      )}
    </div>
  );
}
