import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { AccountLinks, LanguageToggle, MainLinks } from './account-links';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';

/** headerSystemTwo: a centred brand over a second row of links. */
export function HeaderSystemTwo() {
  const { t } = useTranslation();
  const { aboutWebSite, theme } = useSiteSettings();
  return (
    <header className="site-header site-header--two">
      <div className="site-header__top">
        <span className="site-header__language">
          <LanguageToggle area="site" />
        </span>
        <Link to={paths.home} className="brand brand--centered" aria-label={`${aboutWebSite.title} – ${t('nav.home')}`}>
          {theme.defaultImageUrl && <img src={theme.defaultImageUrl} alt="" width="40" height="40" />}
          <span>{aboutWebSite.title}</span>
        </Link>
        <div className="site-header__end">
          <div className="site-account">
            <AccountLinks />
          </div>
          <CartLink />
        </div>
        <MobileMenu />
      </div>
      <nav className="site-nav site-nav--row" aria-label={t('nav.home')}>
        <MainLinks />
      </nav>
    </header>
  );
}
