import { siteSettings } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS } from './site-settings.js';

describe('demo site settings', () => {
  it('hold the shape of their storefront groups', () => {
    const groups = siteSettings.pick({ theme: true, aboutWebSite: true, stylesheet: true, routes: true, settingLogin: true, externalLogin: true }).strict();
    expect(groups.parse(DEMO_SITE_SETTINGS)).toEqual(DEMO_SITE_SETTINGS);
  });

  it('route every admin screen of SPEC §2 under /admin behind the admin guard, except the login', () => {
    const { adminPaths } = DEMO_SITE_SETTINGS.routes;
    expect(new Set(adminPaths.map((entry) => entry.path)).size).toBe(adminPaths.length);
    for (const entry of adminPaths) {
      expect(entry.path).toMatch(/^\/admin(\/[a-z]+(-[a-z]+)*)?$/);
      expect(entry.component).toMatch(/^[a-z][A-Za-z]*$/);
      expect(entry.is_public).toBe(entry.path === '/admin/login');
    }
    // The menu and the login, 29 master-file screens of ../shared/SPEC.md §2 plus products,
    // instructor profiles and shipping fees, 6 dashboards.
    // The page builder, the site settings and the search-engine settings.
    // The learning tools' screens beside SPEC's: homework, course comments and daily activity.
    expect(adminPaths).toHaveLength(2 + 32 + 6 + 3 + 3);
    expect(adminPaths).toContainEqual({ path: '/admin/daily-activity', is_public: false, component: 'dailyActivity' });
    expect(adminPaths).toContainEqual({ path: '/admin/page-builder', is_public: false, component: 'pageBuilder' });
    expect(adminPaths).toContainEqual({ path: '/admin/products', is_public: false, component: 'products' });
    expect(adminPaths).toContainEqual({ path: '/admin/instructor-profiles', is_public: false, component: 'instructorProfiles' });
    expect(adminPaths).toContainEqual({ path: '/admin/course-status', is_public: false, component: 'courseStatus' });
    expect(adminPaths).toContainEqual({ path: '/admin/shipping-fees', is_public: false, component: 'shippingFees' });
  });
});
