import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { AccountLinks, LanguageToggle, MainLinks } from './account-links';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';

/** headerSystemOne: brand left, links, account and cart right, on one bar. */
export function HeaderSystemOne() {
  const { t } = useTranslation();
  const { aboutWebSite, theme } = useSiteSettings();
  return (
    <header className="site-header site-header--one">
      <Link to={paths.home} className="brand" aria-label={`${aboutWebSite.title} – ${t('nav.home')}`}>
        {theme.defaultImageUrl && <img src={theme.defaultImageUrl} alt="" width="32" height="32" />}
        <span>{aboutWebSite.title}</span>
      </Link>
      <nav className="site-nav" aria-label={t('nav.home')}>
        <MainLinks />
      </nav>
      <div className="site-account">
        <LanguageToggle area="site" />
        <AccountLinks />
      </div>
      <CartLink />
      <MobileMenu />
    </header>
  );
}
