import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFeature, useSiteSettings } from '../../hooks/use-site-settings';

/** footerSystemOne: one line with the rights, the instructors' sign-in and the privacy policy. */
export function FooterSystemOne() {
  const { t } = useTranslation();
  const { aboutWebSite, pdpa } = useSiteSettings();
  return (
    <footer className="site-footer site-footer--one">
      <span>
        © {new Date().getFullYear()} {aboutWebSite.title}. {t('footer.rights')}
      </span>
      <span className="site-footer__links">
        <Link to={paths.instructorSignIn}>{t('footer.instructors')}</Link>
        <a href={pdpa.policy_url}>{t('footer.privacy')}</a>
      </span>
    </footer>
  );
}

/** footerSystemTwo: columns of links over the rights line. */
export function FooterSystemTwo() {
  const { t } = useTranslation();
  const { aboutWebSite, pdpa } = useSiteSettings();
  const promotions = useFeature('PROMOTION');
  return (
    <footer className="site-footer site-footer--two">
      <nav aria-label={aboutWebSite.title} className="site-footer__columns">
        <Link to={paths.courses}>{t('nav.courses')}</Link>
        <Link to="/article">{t('nav.articles')}</Link>
        <Link to="/review">{t('nav.reviews')}</Link>
        {promotions && <Link to="/promotion">{t('nav.promotions')}</Link>}
        <Link to={paths.instructorSignIn}>{t('footer.instructors')}</Link>
        <a href={pdpa.policy_url}>{t('footer.privacy')}</a>
      </nav>
      <p>
        © {new Date().getFullYear()} {aboutWebSite.title}. {t('footer.rights')}
      </p>
    </footer>
  );
}
