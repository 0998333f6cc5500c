import { ADMIN_SCREENS, adminScreenSlug, type AdminScreen, type RouteEntry, type SiteSettings } from '@lm/shared';

/** An admin screen at `/admin/<slug>`, behind the admin guard, showing the component named like its slug. */
const adminScreen = (screen: AdminScreen): RouteEntry => ({ path: `/admin/${adminScreenSlug(screen)}`, is_public: false, component: screen });


/** The demo's Google client id: any value does for the local stand-in, which signs tokens for whichever it is given. */
export const DEMO_GOOGLE_CLIENT_ID = 'marketplace-local.apps.googleusercontent.com';

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
      { path: '/privacy', is_public: true, component: 'customPage' },
    ],
    categoryPages: [{ path: '/courses/category/programming', is_public: true, component: 'categoryCourses' }],
    adminPaths: [
      { path: '/admin/login', is_public: true, component: 'adminLogin' },
      { path: '/admin', is_public: false, component: 'adminMenu' },
      ...ADMIN_SCREENS.map(adminScreen),
    ],
  },
  // Signing in with Google beside the password (decision 0060): the local stand-in plays Google.
  settingLogin: { username_password: true, google: true, facebook: false, azure_ad: false, registration: true },
  externalLogin: { issuer: '', audience: '', jwks_url: '', google_client_id: DEMO_GOOGLE_CLIENT_ID, azure_tenant_id: '', azure_client_id: '', facebook_app_id: '' },
} satisfies Partial<SiteSettings>;
