import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AccountLinks, LanguageToggle, MainLinks } from './account-links';

/**
 * On a phone the header's links do not fit one bar: a menu button opens them in a drawer under
 * the bar. It closes when a link is followed, on Escape, and with the button.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  const [shownFor, setShownFor] = useState(pathname);
  // A link followed: the drawer is for the page it was opened on.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <>
      <button type="button" className="site-menu-button" aria-expanded={open} aria-controls={id} aria-label={t('nav.menu')} onClick={() => setOpen((shown) => !shown)}>
        <span aria-hidden="true" className="site-menu-button__bars" />
      </button>
      {open && (
        <div className="site-drawer" id={id}>
          <nav className="site-drawer__links" aria-label={t('nav.menu')}>
            <MainLinks />
          </nav>
          <div className="site-drawer__account">
            <LanguageToggle area="site" />
            <AccountLinks />
          </div>
        </div>
      )}
    </>
  );
}
