import { DEFAULT_FOOTER_STYLE, DEFAULT_HEADER_STYLE, DEFAULT_PLAN, DEFAULT_PLAN_TABLE, NO_REGISTER_FIELDS, type SiteSettings } from '@lm/shared';
import { withFeatures } from './plan.js';

/**
 * What the storefront shows for a settings group nobody has saved yet: a
 * plain working shop with both packages on and no configured route lists.
 * The plan shown is DEFAULT_PLAN on DEFAULT_PLAN_TABLE (the fullest table, decision 0039); a stage that sets another
 * DEFAULT_PLAN answers that one (the service works the plan out, see plan.ts).
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  theme: {
    color: '#2563eb',
    background: '#ffffff',
    background_font: 'system-ui, sans-serif',
    theme_font: 'system-ui, sans-serif',
    theme: 'light',
    defaultImageUrl: '/logo.svg',
    defaultImgUrlFavicon: '/favicon.svg',
  },
  customText: {},
  header: { header_style_name: DEFAULT_HEADER_STYLE },
  footer: { footer_style_name: DEFAULT_FOOTER_STYLE },
  stylesheet: '',
  // ../shared/SPEC.md §2: the business menu is always hidden.
  aboutWebSite: { title: 'Online Learning', social_share_image: '', is_business_menu: false },
  settingLogin: { username_password: true, google: false, facebook: false, azure_ad: false, registration: true },
  // A registration asks the fixed fields only until an administrator asks for more (decision 0019).
  registerFields: NO_REGISTER_FIELDS,
  // No external issuer or social app configured: those ways of signing in refuse everyone.
  externalLogin: { issuer: '', audience: '', jwks_url: '', google_client_id: '', azure_tenant_id: '', azure_client_id: '', facebook_app_id: '' },
  headerSubMenu: { items: [] },
  categoryCourseName: { title: 'Course categories', all_label: 'All courses' },
  settingPrivateClassRoom: { enabled: true, session_minutes: 60, booking_lead_hours: 24, cancel_hours: 24, max_students: 1 },
  businessMenu: { title: '', items: [] },
  settingLiveroom: { provider: 'zoom', join_before_minutes: 10, cancel_hours: 24, max_participants: 100, recording: false, whiteboard: true },
  paymentMethods: { card: true, promptpay: true, bank_transfer: false, bank_accounts: [] },
  // Nothing site-wide: each page's own head, and search engines may index and follow.
  seo: {
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    robot_index: true,
    robot_follow: true,
    social_image: '',
    canonical_origin: '',
    google_site_verification: '',
  },
  routes: {
    instructorPages: [],
    instructorDetailPage: null,
    articlePages: [],
    articleDetailPage: null,
    customPages: [],
    categoryPages: [],
    adminPaths: [],
  },
  packages: { sales: true, student: true },
  pdpa: { policy_version: '2026-01', policy_url: '/privacy' },
  plan: withFeatures({ name: DEFAULT_PLAN, table: DEFAULT_PLAN_TABLE }),
};
