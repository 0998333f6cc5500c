import { Card, Grid, Heading, Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../features/site/stores/site';

/** Turns `userRoles` into "User roles" for the menu. */
export const labelOf = (component: string) =>
  component.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()).replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** /admin: the back-office menu, from the admin path list. */
export default function AdminMenuPage() {
  const { t } = useTranslation();
  const { routes } = useSiteSettings();
  const screens = routes.adminPaths.filter((entry) => entry.path !== paths.adminLogin && entry.path !== paths.admin);
  return (
    <main className="page">
      <Heading level={1}>{t('admin.menu')}</Heading>
      <nav aria-label={t('admin.menu')}>
        <Grid as="ul" className="admin-menu" templateColumns="repeat(auto-fill, minmax(14rem, 1fr))" gap="0.75rem">
          {screens.map((entry) => (
            <li key={entry.path}>
              <Card variation="outlined">
                <Link as={RouterLink} to={entry.path}>
                  {labelOf(entry.component)}
                </Link>
              </Card>
            </li>
          ))}
        </Grid>
      </nav>
    </main>
  );
}
