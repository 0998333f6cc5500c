import { Card, Grid, Heading, Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { screenLabel } from '../../features/admin/menu/i18n';
import { menuScreens, menuSections } from '../../features/admin/menu/menu-screens';
import { sessions } from '../../lib/sessions';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useStore } from '../../lib/store';

/** /admin: the back-office menu, from the admin path list, without what the plan turns off, in sections by kind of work. */
export default function AdminMenuPage() {
  const { t } = useTranslation();
  const { routes, plan } = useSiteSettings();
  const permissions = useStore(sessions.admin, (state) => state.user?.permissions ?? 'all');
  const screens = menuScreens(routes.adminPaths, plan.features, [paths.adminLogin, paths.admin], permissions);
  return (
    <main className="page">
      <Heading level={1}>{t('admin.menu')}</Heading>
      <nav aria-label={t('admin.menu')}>
        {menuSections(screens).map(({ section, entries }) => (
          <section key={section} className="admin-menu__section" aria-labelledby={`admin-menu-${section}`}>
            <Heading level={2} id={`admin-menu-${section}`} className="admin-menu__heading">
              {t(`adminMenuSections.${section}`)}
            </Heading>
            <Grid as="ul" className="admin-menu" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', medium: 'repeat(auto-fill, minmax(14rem, 1fr))' }} gap="0.75rem">
              {entries.map((entry) => (
                <li key={entry.path}>
                  <Card variation="outlined">
                    <Link as={RouterLink} to={entry.path}>
                      {screenLabel(t, entry.component)}
                    </Link>
                  </Card>
                </li>
              ))}
            </Grid>
          </section>
        ))}
      </nav>
    </main>
  );
}
