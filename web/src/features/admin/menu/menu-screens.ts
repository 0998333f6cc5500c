import { isAdminScreen, mayOpen, type AdminPermissions, type PlanFlag, type RouteEntry } from '@lm/shared';

/** The admin screens a plan flag turns off (../shared/SPEC.md §6); the web hides what is off. */
export const SCREEN_FEATURES: Readonly<Record<string, PlanFlag>> = {
  pageBuilder: 'PAGE_APPEARANCE',
  siteSettings: 'PAGE_APPEARANCE',
  seoSettings: 'SEO_BOOST',
  promotions: 'PROMOTION',
  coupons: 'COUPON',
  paymentMethods: 'PAYMENT',
  shippingFees: 'SALES',
  userRoles: 'USER_ROLE',
  userGroups: 'USER_GROUP',
  subscribers: 'STUDENT_SUBSCRIBER',
  quizzes: 'QUIZ',
  homework: 'HOMEWORK',
  courseComments: 'COURSE_COMMENT',
  assessments: 'ASSESSMENT',
  certificateCategories: 'CERTIFICATE',
  courseStatus: 'COURSE_STATUS',
  dailyActivity: 'DAILY_ACTIVITY',
  administrators: 'ADMIN',
  instructors: 'INSTRUCTOR',
  students: 'STUDENT',
  orders: 'SALES',
  deliveryOrders: 'SALES',
  serialNumbers: 'SALES',
  adminEmails: 'SYSTEM_EMAIL',
  dailySalesSummary: 'SALES',
  monthlySalesSummary: 'SALES',
  orderSummary: 'STATISTIC',
};

/** Words a screen's name spells in capitals. */
const ACRONYMS: Readonly<Record<string, string>> = { seo: 'SEO' };

/** Turns `userRoles` into "User roles" and `seoSettings` into "SEO settings" for the menu. */
export const labelOf = (component: string) =>
  component
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ')
    .replace(/^./, (first) => first.toUpperCase());

/**
 * The menu's entries: every admin screen but the login and the menu, less those the plan turns
 * off and those the administrator's user role does not open (decision 0021).
 */
export function menuScreens(
  adminPaths: readonly RouteEntry[],
  features: Readonly<Partial<Record<PlanFlag, boolean>>>,
  hidden: readonly string[],
  permissions: AdminPermissions = 'all',
): RouteEntry[] {
  return adminPaths.filter((entry) => {
    if (hidden.includes(entry.path)) return false;
    if (isAdminScreen(entry.component) && !mayOpen(permissions, [entry.component])) return false;
    const flag = SCREEN_FEATURES[entry.component];
    return flag === undefined || features[flag] === true;
  });
}
