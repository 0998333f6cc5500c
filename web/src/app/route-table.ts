import type { RouteEntry, SiteSettings } from '@lm/shared';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';

/** Who may open a route: anyone, a signed-in client (role 3, or an instructor), an instructor, or the back office. */
export type Guard = 'public' | 'client' | 'instructor' | 'admin';

export interface CustomerRoute {
  path: string;
  /** The screen: a key of the page registry. */
  page: string;
  guard: Guard;
  /** Admin routes render in the admin shell. */
  area: 'site' | 'admin';
  /** Whether the site header and footer frame the page. */
  chrome: boolean;
  /** False for routes that also match below their path (../shared/SPEC.md §2: /signout is "not exact match"). */
  end: boolean;
  /**
   * A student's own page (/myaccount/student/…). The client guard lets an instructor in (§2), but
   * the page has nothing for one: an instructor is shown the way to the instructor area instead.
   */
  studentArea?: boolean;
}

const site = (path: string, page: string, guard: Guard = 'public', extra: Partial<CustomerRoute> = {}): CustomerRoute => ({
  path,
  page,
  guard,
  area: 'site',
  chrome: true,
  end: true,
  ...extra,
});

const fromEntry = (entry: RouteEntry, page = entry.component): CustomerRoute => site(entry.path, page, entry.is_public ? 'public' : 'client');

/** §2 "Public routes". */
const PUBLIC_ROUTES: CustomerRoute[] = [
  site('/review/category/:id', 'reviewCategory'),
  site('/review/:id', 'reviewDetail'),
  site('/review', 'reviews'),
  site('/article/category/:id', 'articleCategory'),
  // Beyond §2, which lists no article page: an article by id or slug.
  site('/article/:id', 'articleDetail'),
  site('/article', 'articles'),
  site('/gallery', 'gallery'),
  site('/courses/:id/learn', 'courseLearn', 'public', { chrome: false }),
  site('/courses/:id', 'courseDetail'),
  site(paths.courses, 'courses'),
  site('/signincodexexternal', 'externalSignIn'),
  site('/promotion/:id', 'promotionDetail'),
  site('/promotion', 'promotions'),
  // §2 lists the two payment pages as public; each shows one of the signed-in student's own orders.
  site('/paymentmethod/:id', 'paymentMethod', 'client', { studentArea: true }),
  site('/insrutorhistory', 'instructorHistory'),
  site('/omiseconfirm', 'cardPaymentResult', 'client', { studentArea: true }),
  site('/myaccount/home', 'accountHome'),
  site('/clearvalue', 'clearValue'),
  site('/authen/google', 'googleSignIn'),
  site('/iframe/courses/:id', 'courseIframe', 'public', { chrome: false }),
  // An instructor's free private-class times (decision 0048).
  site('/private/instructors/:id', 'privateInstructor'),
  site('/private/students/:id', 'privateStudent', 'instructor'),
  // Beyond §2: a certificate's public verification, which its QR code opens (decision 0042).
  site('/certificate/:number', 'certificateVerification'),
  // The instructors' own sign-in: §2 names its screen, not its path.
  site(paths.instructorSignIn, 'instructorSignIn'),
];

const student = (path: string, page: string) => site(path, page, 'client', { studentArea: true });
const optionalId = (path: string, page: string) => [student(`${path}/:id`, page), student(path, page)];

/** §2 "Sign-in required". */
const SIGNED_IN_ROUTES: CustomerRoute[] = [
  student(paths.studentDashboard, 'studentDashboard'),
  student('/myaccount/student/home', 'studentHome'),
  student('/myaccount/student/course', 'studentCourses'),
  student('/myaccount/student/certificate', 'studentCertificates'),
  student('/myaccount/student/order', 'studentOrders'),
  student('/myaccount/student/profile', 'studentProfile'),
  student('/myaccount/student/address', 'studentAddress'),
  ...optionalId('/myaccount/student/course/private', 'studentPrivateClasses'),
  ...optionalId('/myaccount/student/course/live', 'studentLiveClasses'),
  ...optionalId('/myaccount/student/booking', 'studentBooking'),
  student('/myaccount/student/assessment/:id', 'studentAssessment'),
  site(paths.instructorHome, 'instructorHome', 'instructor'),
  // Beyond §2: the instructor's own courses and their curricula (decision 0037).
  site(paths.instructorCourses, 'instructorCourses', 'instructor'),
  site(`${paths.instructorCourses}/:id/curriculum`, 'instructorCurriculum', 'instructor'),
  site(paths.instructorVideos, 'instructorVideos', 'instructor'),
  site(paths.instructorHomework, 'instructorHomework', 'instructor'),
  site(`${paths.instructorHomework}/:id`, 'instructorHomework', 'instructor'),
  site('/myaccount/instructor/income', 'instructorIncome', 'instructor'),
  // Beyond §2: the instructor's own profile, which §1 names among their screens (decision 0057).
  site('/myaccount/instructor/profile', 'instructorProfile', 'instructor'),
  site('/myaccount/instructor/schedule', 'instructorSchedule', 'instructor'),
  site('/myaccount/instructor/schedule/live', 'instructorLiveSchedule', 'instructor'),
  site('/myaccount/instructor/manageteachingtime', 'instructorTeachingTime', 'instructor'),
  site('/myaccount/instructor/assessment/:id', 'instructorAssessment', 'instructor'),
  site('/chulabook/payment/result', 'bookstorePaymentResult', 'client'),
  site(paths.signOut, 'signOut', 'public', { end: false }),
  site(paths.signOutInstructor, 'signOutInstructor', 'public', { end: false }),
  site('/privateclass/:open/:sessionid', 'privateClass', 'client', { chrome: false }),
];

/**
 * §2 "Screens that exist but have no route in the table": the product list and product detail.
 * §2 shows no path for them; they are /products and /products/{id}, beside /courses and
 * /courses/{id}.
 */
const UNROUTED_SCREENS: CustomerRoute[] = [site('/products/:id', 'productDetail'), site(paths.products, 'products')];

/** §2 "Depending on the sales package option". */
const SALES_ROUTES: CustomerRoute[] = [site('/cart/:id', 'cartItem'), site(paths.thankYou, 'thankYou', 'client', { studentArea: true })];

/** §2 "Depending on the student package option". */
const STUDENT_ROUTES: CustomerRoute[] = [
  site(paths.registration, 'registration'),
  site(paths.forgotPassword, 'forgotPassword'),
  site('/resetpass/:token', 'resetPassword'),
  site(paths.signIn, 'signIn'),
  site('/announcement/:id', 'announcementDetail'),
  site(paths.announcements, 'announcements'),
];

/** Admin screens have page keys of their own (`admin/courses`), apart from the storefront's (`courses`). */
export const adminPage = (component: string) => `admin/${component}`;

/** The admin component a page key names (`admin/courses` → `courses`); none for the storefront's keys. */
export const adminComponentOf = (page: string): string | undefined => (page.startsWith('admin/') ? page.slice('admin/'.length) : undefined);

function adminRoutes(entries: RouteEntry[]): CustomerRoute[] {
  const admin = (path: string, component: string, guard: Guard): CustomerRoute => ({
    path,
    page: adminPage(component),
    guard,
    area: 'admin',
    chrome: false,
    end: true,
  });
  const routes = entries.map((entry) => admin(entry.path, entry.component, entry.is_public ? 'public' : 'admin'));
  // The menu and the login are always there, whatever the list says.
  if (!entries.some((entry) => entry.path === paths.adminLogin)) routes.unshift(admin(paths.adminLogin, 'adminLogin', 'public'));
  if (!entries.some((entry) => entry.path === paths.admin)) routes.push(admin(paths.admin, 'adminMenu', 'admin'));
  return routes;
}

/**
 * The customer route table of §2, in its order: configured instructor,
 * article, custom and category pages, admin routes, the customer system
 * routes, course detail, cart, and the catch-all.
 */
export function buildCustomerRoutes(settings: Pick<SiteSettings, 'routes' | 'packages'>): CustomerRoute[] {
  const { routes, packages } = settings;
  return [
    // 1. Instructor pages, or the custom static detail page for every one of them.
    ...routes.instructorPages.map((entry) => fromEntry(entry, routes.instructorDetailPage?.component ?? (entry.component || 'instructor'))),
    // 2. Article pages, falling back to the about-instructor page, or the static detail page.
    ...routes.articlePages.map((entry) => fromEntry(entry, routes.articleDetailPage?.component ?? (entry.component || 'aboutInstructor'))),
    // 3. Custom pages.
    ...routes.customPages.map((entry) => fromEntry(entry, 'customPage')),
    // 4. Course lists by category.
    ...routes.categoryPages.map((entry) => fromEntry(entry, entry.component || 'categoryCourses')),
    // 5. Admin routes.
    ...adminRoutes(routes.adminPaths),
    // 6. Customer system routes.
    ...PUBLIC_ROUTES,
    ...SIGNED_IN_ROUTES,
    ...UNROUTED_SCREENS,
    ...(packages.sales ? SALES_ROUTES : []),
    ...(packages.student ? STUDENT_ROUTES : []),
    // 7. and 8.
    site('/courses/:id', 'courseDetail'),
    site(paths.cart, 'cart'),
    // 9. Catch-all.
    site('*', 'notFound', 'public', { end: false }),
  ];
}

export interface RouteMatch {
  route: CustomerRoute;
  params: Record<string, string>;
}

/** The first route that matches, in table order (not React Router's ranking). */
export function matchCustomerRoute(routes: readonly CustomerRoute[], pathname: string): RouteMatch {
  for (const route of routes) {
    const found = matchPath({ path: route.path === '*' ? '/*' : route.path, end: route.end, caseSensitive: false }, pathname);
    if (found) return { route, params: Object.fromEntries(Object.entries(found.params).filter(([, v]) => v !== undefined)) as Record<string, string> };
  }
  throw new Error('The catch-all route always matches.');
}

const UNCONFIGURED: Pick<SiteSettings, 'routes' | 'packages'> = {
  packages: { sales: true, student: true },
  routes: { instructorPages: [], instructorDetailPage: null, articlePages: [], articleDetailPage: null, customPages: [], categoryPages: [], adminPaths: [] },
};

/**
 * The page of a route that needs no settings to be known (sign-in, the account areas, a course…),
 * or undefined where the settings decide (custom, instructor, article and category pages, and
 * paths no system route has). Start-up loads such a page at once, before the settings are in.
 */
export function settingsFreePage(pathname: string): string | undefined {
  const page = matchCustomerRoute(buildCustomerRoutes(UNCONFIGURED), pathname).route.page;
  return page === 'notFound' ? undefined : page;
}
