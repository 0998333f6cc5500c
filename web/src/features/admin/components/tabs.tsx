import { Button, Flex, Link } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useStore } from '../../../lib/store';
import { adminTabs, closeTab, openTab, type AdminTab } from '../stores/tabs';

/**
 * The back office's open screens (../shared/SPEC.md §4 tabs): this screen's tab is opened,
 * or only activated when it is open already; closing the active tab goes to
 * the previous one, or to the menu when none is left.
 */
export function AdminTabs({ current }: { current: AdminTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabs, active } = useStore(adminTabs);
  const { path, title } = current;

  useEffect(() => {
    adminTabs.set((state) => openTab(state, { path, title }));
  }, [path, title]);

  function close(tab: AdminTab) {
    const wasActive = adminTabs.get().active === tab.path;
    adminTabs.set((state) => closeTab(state, tab.path));
    if (wasActive) navigate(adminTabs.get().active ?? paths.admin);
  }

  return (
    <nav className="admin-tabs" aria-label={t('masterFiles.tabs.label')}>
      <Flex as="ul" className="admin-tabs__list" gap="0.25rem" wrap="wrap">
        {tabs.map((tab) => {
          const isActive = tab.path === active;
          return (
            <li key={tab.path} className={`admin-tabs__tab${isActive ? ' admin-tabs__tab--active' : ''}`}>
              <Link as={RouterLink} to={tab.path} aria-current={isActive ? 'page' : undefined} className="admin-tabs__link">
                {t(tab.title)}
              </Link>
              <Button size="small" variation="link" className="admin-tabs__close" aria-label={t('masterFiles.tabs.close', { title: t(tab.title) })} onClick={() => close(tab)}>
                ×
              </Button>
            </li>
          );
        })}
      </Flex>
    </nav>
  );
}
