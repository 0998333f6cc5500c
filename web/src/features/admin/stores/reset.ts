import { resetViews } from './screens';
import { resetTables } from './table';
import { resetTabs } from './tabs';

/** ../shared/SPEC.md §4: what the back office keeps (tables with their delete flags, tabs) resets on logout. */
export function resetAdminWorkspace(): void {
  resetTables();
  resetTabs();
  resetViews();
}
