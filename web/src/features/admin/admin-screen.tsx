// The back office uses most of Amplify UI: the full sheet comes with its chunk.
import '@aws-amplify/ui-react/styles.css';
import { isAdminScreen, type AdminScreen as AdminScreenName } from '@lm/shared';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabTitle } from '../../hooks/use-document-title';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { backOfficeTitle, documentTitle } from '../../lib/share-head';
import { screenLabel } from './menu/i18n';
import { MasterFileScreenView } from './components/master-file-screen';
import { MASTER_FILE_SCREENS } from './master-files/registry';
import { PageBuilderScreen } from './page-builder/components/page-builder-screen';
import { SeoSettingsScreen } from './settings/components/seo-settings-screen';
import { SiteSettingsScreen } from './settings/components/site-settings-screen';

/** The screens that are not master-file tables (decision 0017): the page builder and the settings. */
const OTHER_SCREENS: Partial<Record<AdminScreenName, ComponentType<{ path: string }>>> = {
  pageBuilder: PageBuilderScreen,
  siteSettings: SiteSettingsScreen,
  seoSettings: SeoSettingsScreen,
};

interface Props {
  /** The screen's component name (`courses`), as the admin path list names it. */
  screen: string;
  /** The admin path that opened it; it names the screen's tab. */
  path: string;
  /** What a screen not built yet shows. */
  fallback: ReactNode;
}

/**
 * Any back-office screen, from the registry: a master-file screen, the page builder or a settings
 * screen. The tab names the screen, then the back office ("Orders | Learning Marketplace Admin"),
 * so an administrator's tabs tell one screen from another.
 */
export function AdminScreen({ screen, path, fallback }: Props) {
  const { t } = useTranslation();
  const { aboutWebSite } = useSiteSettings();
  useTabTitle(documentTitle(screenLabel(t, screen), backOfficeTitle(aboutWebSite.title)));
  if (!isAdminScreen(screen)) return fallback;
  const masterFiles = MASTER_FILE_SCREENS[screen];
  if (masterFiles) return <MasterFileScreenView path={path} screen={masterFiles} />;
  const Other = OTHER_SCREENS[screen];
  return Other ? <Other path={path} /> : fallback;
}
