import type { SellableKind } from '@lm/shared';

/** The SPA's own paths (../shared/SPEC.md §2), typed once. */
export const paths = {
  home: '/',
  signIn: '/signin',
  instructorSignIn: '/signininstructor',
  signOut: '/signout',
  signOutInstructor: '/signoutinstructor',
  registration: '/registration',
  forgotPassword: '/forgotpass',
  studentDashboard: '/myaccount/student/dashboard',
  instructorHome: '/myaccount/instructor/home',
  /** Beyond §2, which has no path for them: the instructor's own courses (decision 0037). */
  instructorCourses: '/myaccount/instructor/courses',
  /** Beyond §2 too: the videos the instructor uploads (decision 0037). */
  instructorVideos: '/myaccount/instructor/videos',
  /** Beyond §2 too: the homework the instructor reviews (decision 0041). */
  instructorHomework: '/myaccount/instructor/homework',
  admin: '/admin',
  adminLogin: '/admin/login',
  cart: '/cart',
  thankYou: '/thankyou',
  courses: '/courses',
  products: '/products',
  studentCourses: '/myaccount/student/course',
  studentOrders: '/myaccount/student/order',
  studentAddress: '/myaccount/student/address',
  studentLiveClasses: '/myaccount/student/course/live',
  announcements: '/announcement',
  privacy: '/privacy',
} as const;

/**
 * The page of a thing sold in the cart: a course's or a product's page, the live classes a seat is
 * booked among, the instructor whose private-class hours they are.
 */
export function sellableHref(kind: SellableKind, id: string): string {
  const segment = encodeURIComponent(id);
  if (kind === 'course') return `${paths.courses}/${segment}`;
  if (kind === 'product') return `${paths.products}/${segment}`;
  if (kind === 'live_seat') return paths.studentLiveClasses;
  return `/private/instructors/${segment}`;
}

/** The room of a class session (../shared/SPEC.md §2 /privateclass/{open}/{sessionid}): its instructor and booked students open it. */
export const roomHref = (sessionId: string) => `/privateclass/open/${encodeURIComponent(sessionId)}`;

/** Where a signed-in role lands. */
export const homeOfRole = (roleId: number): string =>
  roleId === 3 ? paths.studentDashboard : roleId === 2 ? paths.instructorHome : paths.admin;
