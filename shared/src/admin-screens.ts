/**
 * The back office's screens (../shared/SPEC.md §2 "Admin"), named like the components the
 * admin paths show (`/admin/user-roles` shows `userRoles`). A custom user role
 * is a set of these: an administrator holding one opens only its screens and
 * calls only their endpoints (decision 0021).
 */
export const ADMIN_SCREENS = [
  'administrators',
  'instructors',
  'students',
  'subscribers',
  'courses',
  // Products share SPEC's courses screen and delete endpoint; they get a table of their own.
  'products',
  'categories',
  'courseStatus',
  // Daily activity (../shared/SPEC.md §6 DAILY_ACTIVITY) per course, beside course status.
  'dailyActivity',
  'videos',
  'images',
  'quizzes',
  // Course comments (../shared/SPEC.md §7 DELETE /api/comment): moderation of every lesson's discussion.
  'courseComments',
  'homework',
  'paymentMethods',
  'coupons',
  'promotions',
  'orders',
  // Shipping fees (../shared/SPEC.md §1, the §7 delete /api/order/shipping/fee) get a screen of their own.
  'shippingFees',
  'reviews',
  'articles',
  'galleries',
  'announcements',
  // Instructors' public profiles (the /instructor pages), apart from their accounts.
  'instructorProfiles',
  'adminEmails',
  'userRoles',
  'userGroups',
  'branches',
  'serialNumbers',
  'deliveryOrders',
  'assessments',
  'bookingStudyTime',
  'liveRooms',
  'liveRoomBookings',
  'certificateCategories',
  'dailySalesSummary',
  'monthlySalesSummary',
  'orderSummary',
  'dailyInstructorExpense',
  'monthlyInstructorExpense',
  'liveClassAttendance',
  // §2 "Also a page builder … and search-engine settings"; the site settings of §3 beside them.
  'pageBuilder',
  'siteSettings',
  'seoSettings',
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];

export const isAdminScreen = (value: string): value is AdminScreen => (ADMIN_SCREENS as readonly string[]).includes(value);

/** `userRoles` is at `/admin/user-roles`. */
export const adminScreenSlug = (screen: AdminScreen) => screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What an administrator may open: every screen (no custom role), or the
 * screens of the role they hold.
 */
export type AdminPermissions = 'all' | readonly AdminScreen[];

export function mayOpen(permissions: AdminPermissions, screens: readonly AdminScreen[]): boolean {
  return permissions === 'all' || screens.some((screen) => permissions.includes(screen));
}
