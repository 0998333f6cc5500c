import { isAdminScreen, mayOpen, type AdminPermissions, type AdminScreen, type PlanFlag, type RouteEntry } from '@lm/shared';

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

/**
 * The menu's sections, each the screens of one kind of work, in the order the menu shows them
 * (decision 0028): 44 tiles in one grid had an administrator reading them all to find one.
 */
export const MENU_SECTIONS = {
  sales: ['orders', 'deliveryOrders', 'paymentMethods', 'shippingFees', 'coupons', 'promotions', 'serialNumbers'],
  catalog: ['courses', 'products', 'categories', 'videos', 'images'],
  learning: ['courseStatus', 'dailyActivity', 'quizzes', 'homework', 'courseComments', 'assessments', 'certificateCategories'],
  live: ['liveRooms', 'liveRoomBookings', 'bookingStudyTime', 'branches'],
  reports: ['dailySalesSummary', 'monthlySalesSummary', 'orderSummary', 'dailyInstructorExpense', 'monthlyInstructorExpense', 'liveClassAttendance'],
  content: ['articles', 'reviews', 'galleries', 'announcements', 'instructorProfiles'],
  people: ['students', 'instructors', 'subscribers', 'administrators', 'userRoles', 'userGroups', 'adminEmails'],
  site: ['pageBuilder', 'siteSettings', 'seoSettings'],
} as const satisfies Record<string, readonly AdminScreen[]>;

export type MenuSection = keyof typeof MENU_SECTIONS | 'other';

/** The menu's entries by section, each in its section's order; a path whose component no section names goes under "other", last. */
export function menuSections(entries: readonly RouteEntry[]): { section: MenuSection; entries: RouteEntry[] }[] {
  const placed = new Set<RouteEntry>();
  const sections = Object.entries(MENU_SECTIONS).map(([section, screens]) => {
    const inSection = (screens as readonly string[]).flatMap((screen) => entries.filter((entry) => entry.component === screen));
    inSection.forEach((entry) => placed.add(entry));
    return { section: section as MenuSection, entries: inSection };
  });
  sections.push({ section: 'other', entries: entries.filter((entry) => !placed.has(entry)) });
  return sections.filter((section) => section.entries.length > 0);
}
