import type { RouteEntry, SiteSettings } from '@lm/shared';

const kebabToCamel = (slug: string) => slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An admin screen at `/admin/<slug>`, behind the admin guard, showing the component named like its slug. */
const adminScreen = (slug: string): RouteEntry => ({ path: `/admin/${slug}`, is_public: false, component: kebabToCamel(slug) });

/** SPEC §2 "Admin": the master-file screens, the dashboards, then the page builder and the settings. */
const ADMIN_SCREENS = [
  'administrators',
  'instructors',
  'students',
  'subscribers',
  'courses',
  // Products share SPEC's courses screen and delete endpoint; they get a table of their own.
  'products',
  'categories',
  'course-status',
  'videos',
  'images',
  'quizzes',
  'payment-methods',
  'coupons',
  'promotions',
  'orders',
  'reviews',
  'articles',
  'galleries',
  'announcements',
  // Instructors' public profiles (the /instructor pages), apart from their accounts.
  'instructor-profiles',
  'admin-emails',
  'user-roles',
  'user-groups',
  'branches',
  'serial-numbers',
  'delivery-orders',
  'assessments',
  'booking-study-time',
  'live-rooms',
  'live-room-bookings',
  'certificate-categories',
  'daily-sales-summary',
  'monthly-sales-summary',
  'order-summary',
  'daily-instructor-expense',
  'monthly-instructor-expense',
  'live-class-attendance',
  // SPEC §2 "Also a page builder … and search-engine settings"; the site settings of SPEC §3 beside them.
  'page-builder',
  'site-settings',
  'seo-settings',
];

/**
 * The storefront groups the demo seeds, so `npm start` shows a themed shop
 * with its configured pages; the groups left out (header, footer, custom
 * texts, packages, privacy policy) answer their defaults. No plan is stored
 * either: the stack's DEFAULT_PLAN applies (ENTERPRISE, or `PLAN=…` given to
 * `npm start`), decision 0010.
 */
export const DEMO_SITE_SETTINGS = {
  theme: {
    color: '#0f766e',
    background: '#ffffff',
    background_font: 'Sarabun, sans-serif',
    theme_font: 'Sarabun, sans-serif',
    theme: 'light',
    defaultImageUrl: '/logo.svg',
    defaultImgUrlFavicon: '/favicon.svg',
  },
  aboutWebSite: { title: 'Learning Marketplace', social_share_image: '/logo.svg', is_business_menu: false },
  stylesheet: ':root { --brand: #0f766e; }\nbody { font-family: Sarabun, sans-serif; }\n',
  routes: {
    instructorPages: [
      { path: '/instructor', is_public: true, component: 'instructorList' },
      { path: '/instructor/somchai', is_public: true, component: 'instructorDetail' },
    ],
    instructorDetailPage: null,
    articlePages: [{ path: '/aboutinstructor', is_public: true, component: 'aboutInstructor' }],
    articleDetailPage: null,
    customPages: [
      { path: '/', is_public: true, component: 'customPage' },
      { path: '/about', is_public: true, component: 'customPage' },
      { path: '/members', is_public: false, component: 'customPage' },
    ],
    categoryPages: [{ path: '/courses/category/programming', is_public: true, component: 'categoryCourses' }],
    adminPaths: [
      { path: '/admin/login', is_public: true, component: 'adminLogin' },
      { path: '/admin', is_public: false, component: 'adminMenu' },
      ...ADMIN_SCREENS.map(adminScreen),
    ],
  },
} satisfies Partial<SiteSettings>;
