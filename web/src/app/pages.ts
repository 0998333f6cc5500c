import { lazyPage, type PageComponent } from './lazy';

/**
 * Every screen the route table can name, each its own chunk. A screen not
 * built yet shows the coming-soon page inside the shell.
 */
const PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  signIn: lazyPage('sign-in', () => import('./pages/sign-in')),
  instructorSignIn: lazyPage('instructor-sign-in', () => import('./pages/instructor-sign-in')),
  externalSignIn: lazyPage('signin-external', () => import('./pages/signin-external')),
  'admin/adminLogin': lazyPage('admin-login', () => import('./pages/admin-login')),
  'admin/adminMenu': lazyPage('admin-menu', () => import('./pages/admin-menu')),
  'admin/courses': lazyPage('admin-courses', () => import('./pages/admin-courses')),
  'admin/products': lazyPage('admin-products', () => import('./pages/admin-products')),
  'admin/categories': lazyPage('admin-categories', () => import('./pages/admin-categories')),
  'admin/pageBuilder': lazyPage('admin-page-builder', () => import('./pages/admin-page-builder')),
  'admin/siteSettings': lazyPage('admin-site-settings', () => import('./pages/admin-site-settings')),
  'admin/seoSettings': lazyPage('admin-seo-settings', () => import('./pages/admin-seo-settings')),
  signOut: lazyPage('sign-out', () => import('./pages/sign-out')),
  signOutInstructor: lazyPage('sign-out-instructor', () => import('./pages/sign-out-instructor')),
  studentDashboard: lazyPage('student-dashboard', () => import('./pages/student-dashboard')),
  studentProfile: lazyPage('student-profile', () => import('./pages/student-profile')),
  studentAddress: lazyPage('student-address', () => import('./pages/student-address')),
  instructorHome: lazyPage('instructor-home', () => import('./pages/instructor-home')),
  clearValue: lazyPage('clear-value', () => import('./pages/clear-value')),
  courses: lazyPage('course-list', () => import('./pages/course-list')),
  courseDetail: lazyPage('course-detail', () => import('./pages/course-detail')),
  categoryCourses: lazyPage('category-courses', () => import('./pages/category-courses')),
  notFound: lazyPage('not-found', () => import('./pages/not-found')),
  customPage: lazyPage('custom-page', () => import('./pages/custom-page')),
  'admin/articles': lazyPage('admin-articles', () => import('./pages/admin-articles')),
  'admin/reviews': lazyPage('admin-reviews', () => import('./pages/admin-reviews')),
  'admin/galleries': lazyPage('admin-galleries', () => import('./pages/admin-galleries')),
  'admin/promotions': lazyPage('admin-promotions', () => import('./pages/admin-promotions')),
  'admin/instructorProfiles': lazyPage('admin-instructor-profiles', () => import('./pages/admin-instructor-profiles')),
  'admin/announcements': lazyPage('admin-announcements', () => import('./pages/admin-announcements')),
  'admin/administrators': lazyPage('admin-administrators', () => import('./pages/admin-administrators')),
  'admin/instructors': lazyPage('admin-instructors', () => import('./pages/admin-instructors')),
  'admin/students': lazyPage('admin-students', () => import('./pages/admin-students')),
  'admin/subscribers': lazyPage('admin-subscribers', () => import('./pages/admin-subscribers')),
  'admin/userRoles': lazyPage('admin-user-roles', () => import('./pages/admin-user-roles')),
  'admin/userGroups': lazyPage('admin-user-groups', () => import('./pages/admin-user-groups')),
  articles: lazyPage('articles', () => import('./pages/articles')),
  articleCategory: lazyPage('article-category', () => import('./pages/article-category')),
  articleDetail: lazyPage('article-detail', () => import('./pages/article-detail')),
  reviews: lazyPage('reviews', () => import('./pages/reviews')),
  reviewCategory: lazyPage('review-category', () => import('./pages/review-category')),
  reviewDetail: lazyPage('review-detail', () => import('./pages/review-detail')),
  gallery: lazyPage('gallery', () => import('./pages/gallery')),
  promotions: lazyPage('promotions', () => import('./pages/promotions')),
  promotionDetail: lazyPage('promotion-detail', () => import('./pages/promotion-detail')),
  announcements: lazyPage('announcements', () => import('./pages/announcements')),
  announcementDetail: lazyPage('announcement-detail', () => import('./pages/announcement-detail')),
  instructorList: lazyPage('instructor-list', () => import('./pages/instructor-list')),
  instructorDetail: lazyPage('instructor-detail', () => import('./pages/instructor-detail')),
  instructor: lazyPage('instructor', () => import('./pages/instructor')),
  aboutInstructor: lazyPage('about-instructor', () => import('./pages/about-instructor')),
  instructorHistory: lazyPage('instructor-history', () => import('./pages/instructor-history')),
  aboutInstructors: lazyPage('about-instructors', () => import('./pages/about-instructors')),
  courseIframe: lazyPage('course-iframe', () => import('./pages/course-iframe')),
  registration: lazyPage('registration', () => import('./pages/registration')),
  forgotPassword: lazyPage('forgot-password', () => import('./pages/forgot-password')),
  resetPassword: lazyPage('reset-password', () => import('./pages/reset-password')),
};

const comingSoon = lazyPage('coming-soon', () => import('./pages/coming-soon'));

export function pageOf(key: string): PageComponent {
  return (PAGES[key] ?? comingSoon)();
}

/** Starts fetching a page's chunk before it is needed. */
export function preloadPage(key: string): void {
  (PAGES[key] ?? comingSoon).preload();
}
