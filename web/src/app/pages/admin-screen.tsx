import { useEffect } from 'react';
import { AdminScreen } from '../../features/admin/admin-screen';
import { resetAdminWorkspace } from '../../features/admin/stores/reset';
import { sessions } from '../../lib/sessions';
import { adminComponentOf } from '../route-table';
import { useRoute } from '../route-context';
import ComingSoonPage from './coming-soon';

let watching = false;

/** From the first admin screen on, the admin session's end clears the tables, their delete flags and the tabs (../shared/SPEC.md §4). */
function useResetOnSignOut(): void {
  useEffect(() => {
    if (watching) return;
    watching = true;
    sessions.admin.subscribe(() => {
      if (!sessions.admin.get().isAuthenticated) resetAdminWorkspace();
    });
  }, []);
}

/** Every back-office screen but the login and the menu: the admin registry says what the path's component shows. */
export default function AdminScreenPage() {
  useResetOnSignOut();
  const { route } = useRoute();
  return <AdminScreen screen={adminComponentOf(route.page) ?? ''} path={route.path} fallback={<ComingSoonPage />} />;
}
