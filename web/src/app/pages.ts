import { lazyPage, type PageComponent } from './lazy';

/**
 * Every screen the route table can name, each its own chunk. A screen not
 * built yet shows the coming-soon page inside the shell.
 */
const PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  signIn: lazyPage('sign-in', () => import('./pages/sign-in')),
  instructorSignIn: lazyPage('instructor-sign-in', () => import('./pages/instructor-sign-in')),
  'admin/adminLogin': lazyPage('admin-login', () => import('./pages/admin-login')),
  'admin/adminMenu': lazyPage('admin-menu', () => import('./pages/admin-menu')),
  'admin/courses': lazyPage('admin-courses', () => import('./pages/admin-courses')),
  'admin/products': lazyPage('admin-products', () => import('./pages/admin-products')),
  'admin/categories': lazyPage('admin-categories', () => import('./pages/admin-categories')),
  signOut: lazyPage('sign-out', () => import('./pages/sign-out')),
  signOutInstructor: lazyPage('sign-out-instructor', () => import('./pages/sign-out-instructor')),
  studentDashboard: lazyPage('student-dashboard', () => import('./pages/student-dashboard')),
  instructorHome: lazyPage('instructor-home', () => import('./pages/instructor-home')),
  clearValue: lazyPage('clear-value', () => import('./pages/clear-value')),
  courses: lazyPage('course-list', () => import('./pages/course-list')),
  courseDetail: lazyPage('course-detail', () => import('./pages/course-detail')),
  categoryCourses: lazyPage('category-courses', () => import('./pages/category-courses')),
  notFound: lazyPage('not-found', () => import('./pages/not-found')),
  customPage: lazyPage('custom-page', () => import('./pages/custom-page')),
};

const comingSoon = lazyPage('coming-soon', () => import('./pages/coming-soon'));

export function pageOf(key: string): PageComponent {
  return (PAGES[key] ?? comingSoon)();
}

/** Starts fetching a page's chunk before it is needed. */
export function preloadPage(key: string): void {
  (PAGES[key] ?? comingSoon).preload();
}
