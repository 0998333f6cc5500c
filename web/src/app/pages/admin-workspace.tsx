import { lazy, useEffect, type ComponentType } from 'react';
import type { ScreenProps } from '../../features/admin/screens';
import { resetAdminWorkspace } from '../../features/admin/stores/reset';
import { sessions } from '../../lib/sessions';
import { loadChunk } from '../lazy';
import { useRoute } from '../route-context';

let watching = false;

/** From the first master-file page on, the admin session's end clears the tables, their delete flags and the tabs (SPEC §4). */
function useResetOnSignOut(): void {
  useEffect(() => {
    if (watching) return;
    watching = true;
    sessions.admin.subscribe(() => {
      if (!sessions.admin.get().isAuthenticated) resetAdminWorkspace();
    });
  }, []);
}

type ScreenName =
  | 'CoursesScreen'
  | 'ProductsScreen'
  | 'CategoriesScreen'
  | 'ArticlesScreen'
  | 'ReviewsScreen'
  | 'GalleriesScreen'
  | 'PromotionsScreen'
  | 'InstructorProfilesScreen'
  | 'AnnouncementsScreen'
  | 'AdministratorsScreen'
  | 'InstructorsScreen'
  | 'StudentsScreen'
  | 'SubscribersScreen'
  | 'UserRolesScreen'
  | 'UserGroupsScreen'
  | 'PageBuilderScreen'
  | 'SiteSettingsScreen'
  | 'SeoSettingsScreen';

/** A master-file page: the admin screens are one chunk of their own, shared by every master file. */
export function masterFilePage(name: ScreenName): ComponentType<Record<string, never>> {
  const Screen = lazy(() =>
    loadChunk('admin-master-files', () => import('../../features/admin/screens')).then((module) => ({ default: module[name] as ComponentType<ScreenProps> })),
  );
  return function MasterFilePage() {
    useResetOnSignOut();
    const { route } = useRoute();
    return <Screen path={route.path} />;
  };
}
