import { ADMIN_SCREENS, routes, type RouteDefinition } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { MASTER_FILE_SCREENS } from '../master-files/registry';
import { labelOf, MENU_SECTIONS, menuScreens, menuSections, SCREEN_FEATURES } from './menu-screens';

const entry = (component: string) => ({ path: `/admin/${component}`, is_public: false, component });

describe('the admin menu', () => {
  it('puts every screen in exactly one section', () => {
    const placed = Object.values(MENU_SECTIONS).flat();
    expect([...placed].sort()).toEqual([...ADMIN_SCREENS].sort());
  });

  it("shows its entries by section, in each section's order, and what no section names last", () => {
    const shown = menuSections([entry('articles'), entry('courses'), entry('reports'), entry('categories'), entry('orders')]);
    expect(shown.map(({ section, entries }) => [section, entries.map((one) => one.component)])).toEqual([
      ['sales', ['orders']],
      ['catalog', ['courses', 'categories']],
      ['content', ['articles']],
      ['other', ['reports']],
    ]);
  });

  it('names screens in words, with acronyms in capitals', () => {
    expect(labelOf('userRoles')).toBe('User roles');
    expect(labelOf('seoSettings')).toBe('SEO settings');
    expect(labelOf('courses')).toBe('Courses');
  });

  it('hides the login, the menu itself and the screens the plan turns off', () => {
    const paths = [entry('adminLogin'), entry('courses'), entry('seoSettings'), entry('pageBuilder'), entry('quizzes')];
    const shown = menuScreens(paths, { SEO_BOOST: false, PAGE_APPEARANCE: true, QUIZ: false }, ['/admin/adminLogin']);
    expect(shown.map((screen) => screen.component)).toEqual(['courses', 'pageBuilder']);
    expect(menuScreens(paths, { SEO_BOOST: true, PAGE_APPEARANCE: true, QUIZ: true }, []).map((screen) => screen.component)).toHaveLength(5);
  });

  it('shows the commerce screens under their plan flags (decision 0030)', () => {
    const paths = [entry('coupons'), entry('paymentMethods'), entry('shippingFees')];
    expect(menuScreens(paths, { COUPON: true, PAYMENT: true, SALES: true }, []).map((screen) => screen.component)).toEqual(['coupons', 'paymentMethods', 'shippingFees']);
    expect(menuScreens(paths, { COUPON: false, PAYMENT: false, SALES: true }, []).map((screen) => screen.component)).toEqual(['shippingFees']);
  });

  it('hides the screens a custom user role does not open, and shows every screen without one', () => {
    const paths = [entry('courses'), entry('articles'), entry('reviews'), entry('pageBuilder')];
    const features = { PAGE_APPEARANCE: true };
    expect(menuScreens(paths, features, [], ['articles', 'reviews']).map((screen) => screen.component)).toEqual(['articles', 'reviews']);
    expect(menuScreens(paths, features, [], 'all')).toHaveLength(4);
  });

  it('hides a master-file screen under the plan flag its table’s route needs, so no tile opens a refused table', () => {
    // A screen may be hidden under a flag its route does not need (promotions); never shown when its route is refused.
    const byId = routes as Record<string, RouteDefinition>;
    const mismatched = Object.entries(MASTER_FILE_SCREENS)
      .map(([screen, entry]) => [screen, SCREEN_FEATURES[screen], byId[entry!.files[0].endpoints.list.id]?.feature] as const)
      .filter(([, hidden, needed]) => needed !== undefined && hidden !== needed);
    expect(mismatched).toEqual([]);
  });
});
