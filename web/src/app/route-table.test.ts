import type { RouteEntry, SiteSettings } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { buildCustomerRoutes, matchCustomerRoute, settingsFreePage } from './route-table';

const entry = (path: string, component: string, is_public = true): RouteEntry => ({ path, component, is_public });

function settings(overrides: Partial<SiteSettings['routes']> = {}, packages = { sales: true, student: true }) {
  return {
    packages,
    routes: {
      instructorPages: [entry('/instructor', 'instructorList'), entry('/instructor/somchai', '')],
      instructorDetailPage: null,
      articlePages: [entry('/aboutinstructor', '')],
      articleDetailPage: null,
      customPages: [entry('/', 'customPage'), entry('/members', 'customPage', false)],
      categoryPages: [entry('/courses/category/programming', 'categoryCourses')],
      adminPaths: [entry('/admin/courses', 'courses', false)],
      ...overrides,
    },
  };
}

const open = (path: string, config = settings()) => matchCustomerRoute(buildCustomerRoutes(config), path);

describe('customer route table (SPEC §2)', () => {
  it('renders configured instructor pages, falling back to the generic instructor page', () => {
    expect(open('/instructor').route.page).toBe('instructorList');
    expect(open('/instructor/somchai').route.page).toBe('instructor');
  });

  it('renders the custom static instructor detail page for every instructor path when there is one', () => {
    const config = settings({ instructorDetailPage: entry('/instructor/detail', 'staticInstructor') });
    expect(open('/instructor', config).route.page).toBe('staticInstructor');
    expect(open('/instructor/somchai', config).route.page).toBe('staticInstructor');
  });

  it('falls back to the about-instructor page for articles, unless a static article page replaces them', () => {
    expect(open('/aboutinstructor').route.page).toBe('aboutInstructor');
    expect(open('/aboutinstructor', settings({ articleDetailPage: entry('/a', 'staticArticle') })).route.page).toBe('staticArticle');
  });

  it('guards custom pages by their public flag', () => {
    expect(open('/').route).toMatchObject({ page: 'customPage', guard: 'public' });
    expect(open('/members').route).toMatchObject({ page: 'customPage', guard: 'client' });
  });

  it('matches in table order, not by specificity', () => {
    // A configured page wins over a system route of the same path, because it comes first.
    const config = settings({ instructorPages: [entry('/courses', 'instructorList')] });
    expect(open('/courses', config).route.page).toBe('instructorList');
    expect(open('/courses').route.page).toBe('courses');
    expect(open('/courses/category/programming').route.page).toBe('categoryCourses');
    expect(open('/courses/42')).toMatchObject({ route: { page: 'courseDetail' }, params: { id: '42' } });
  });

  it('keeps the admin login reachable and guards the other admin routes', () => {
    expect(open('/admin/login').route).toMatchObject({ page: 'admin/adminLogin', guard: 'public', area: 'admin' });
    expect(open('/admin').route).toMatchObject({ page: 'admin/adminMenu', guard: 'admin', area: 'admin' });
    expect(open('/admin/courses').route).toMatchObject({ page: 'admin/courses', guard: 'admin', area: 'admin' });
    expect(open('/courses').route.page).toBe('courses');
  });

  it('guards the client and instructor areas', () => {
    expect(open('/myaccount/student/order').route).toMatchObject({ page: 'studentOrders', guard: 'client' });
    expect(open('/myaccount/student/booking').route.page).toBe('studentBooking');
    expect(open('/myaccount/student/booking/7')).toMatchObject({ route: { page: 'studentBooking' }, params: { id: '7' } });
    expect(open('/myaccount/instructor/schedule/live').route).toMatchObject({ page: 'instructorLiveSchedule', guard: 'instructor' });
    // The instructor's own courses, beyond §2 (decision 0037).
    expect(open('/myaccount/instructor/courses').route).toMatchObject({ page: 'instructorCourses', guard: 'instructor' });
    expect(open('/myaccount/instructor/videos').route).toMatchObject({ page: 'instructorVideos', guard: 'instructor' });
    expect(open('/myaccount/instructor/courses/course-git/curriculum')).toMatchObject({ route: { page: 'instructorCurriculum', guard: 'instructor' }, params: { id: 'course-git' } });
  });

  it('marks the student pages, which an instructor passing the client guard is turned away from', () => {
    expect(open('/myaccount/student/profile').route).toMatchObject({ guard: 'client', studentArea: true });
    expect(open('/myaccount/student/course/live/3').route).toMatchObject({ guard: 'client', studentArea: true });
    // Client pages an instructor uses too.
    expect(open('/privateclass/open/s-1').route).toMatchObject({ guard: 'client' });
    expect(open('/privateclass/open/s-1').route.studentArea).toBeUndefined();
    expect(open('/members').route.studentArea).toBeUndefined();
  });

  it('matches /signout and /signoutinstructor below their path too', () => {
    expect(open('/signout').route.page).toBe('signOut');
    expect(open('/signout/now').route.page).toBe('signOut');
    expect(open('/signoutinstructor/x').route.page).toBe('signOutInstructor');
  });

  it('shows no header or footer on the private class and the course player', () => {
    expect(open('/privateclass/open/s-1').route.chrome).toBe(false);
    expect(open('/courses/9/learn').route.chrome).toBe(false);
    expect(open('/courses/9').route.chrome).toBe(true);
  });

  it('has the sales and student package routes only when their flag is on', () => {
    expect(open('/cart/5').route.page).toBe('cartItem');
    expect(open('/signin').route.page).toBe('signIn');
    const off = settings({}, { sales: false, student: false });
    expect(open('/cart/5', off).route.page).toBe('notFound');
    expect(open('/thankyou', off).route.page).toBe('notFound');
    expect(open('/signin', off).route.page).toBe('notFound');
    expect(open('/cart', off).route.page).toBe('cart');
  });

  it('routes the product list and product detail, screens §2 names without a path, at /products and /products/{id}', () => {
    expect(open('/products').route).toMatchObject({ page: 'products', guard: 'public', chrome: true });
    expect(open('/products/product-python-workbook')).toMatchObject({ route: { page: 'productDetail', guard: 'public' }, params: { id: 'product-python-workbook' } });
    expect(settingsFreePage('/products/product-python-workbook')).toBe('productDetail');
  });

  it('opens the cart to anyone, and the thank-you page to a signed-in client', () => {
    expect(open('/cart').route).toMatchObject({ page: 'cart', guard: 'public' });
    expect(open('/cart/course-pandas')).toMatchObject({ route: { page: 'cartItem', guard: 'public' }, params: { id: 'course-pandas' } });
    // A student's own order: an instructor passing the client guard is shown the way to their area.
    expect(open('/thankyou').route).toMatchObject({ page: 'thankYou', guard: 'client', studentArea: true });
  });

  it('ends with the not-found page', () => {
    expect(open('/no/such/page').route.page).toBe('notFound');
  });
});

describe('pages known before the settings', () => {
  it('names the page of a system route and leaves to the settings a path they may route', () => {
    expect(settingsFreePage('/signin')).toBe('signIn');
    expect(settingsFreePage('/courses/python-basics')).toBe('courseDetail');
    expect(settingsFreePage('/')).toBeUndefined();
    expect(settingsFreePage('/about')).toBeUndefined();
  });
});
