import { describe, expect, it } from 'vitest';
import { isBuilt } from './pages';
import { buildCustomerRoutes } from './route-table';

describe('the screens of the route table', () => {
  it('are all built: no route of ../shared/SPEC.md §2 shows the coming-soon page, with every package on', () => {
    const routes = buildCustomerRoutes({
      packages: { sales: true, student: true },
      routes: { instructorPages: [], instructorDetailPage: null, articlePages: [], articleDetailPage: null, customPages: [], categoryPages: [], adminPaths: [] },
    });
    expect(routes.filter((route) => !isBuilt(route.page)).map((route) => `${route.path} → ${route.page}`)).toEqual([]);
    expect(isBuilt('noSuchScreen')).toBe(false);
    expect(isBuilt('admin/anyMasterFile')).toBe(true);
  });
});
