import { lazyPage, type PageComponent } from './lazy';
import { adminComponentOf } from './route-table';

/**
 * Every screen the route table can name, each its own chunk. A screen not
 * built yet shows the coming-soon page inside the shell.
 */
const PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  signIn: lazyPage('sign-in', () => import('./pages/sign-in')),
  instructorSignIn: lazyPage('instructor-sign-in', () => import('./pages/instructor-sign-in')),
  externalSignIn: lazyPage('signin-external', () => import('./pages/signin-external')),
  googleSignIn: lazyPage('google-sign-in', () => import('./pages/google-sign-in')),
  'admin/adminLogin': lazyPage('admin-login', () => import('./pages/admin-login')),
  'admin/adminMenu': lazyPage('admin-menu', () => import('./pages/admin-menu')),
  signOut: lazyPage('sign-out', () => import('./pages/sign-out')),
  signOutInstructor: lazyPage('sign-out-instructor', () => import('./pages/sign-out-instructor')),
  studentDashboard: lazyPage('student-dashboard', () => import('./pages/student-dashboard')),
  studentProfile: lazyPage('student-profile', () => import('./pages/student-profile')),
  studentAddress: lazyPage('student-address', () => import('./pages/student-address')),
  instructorHome: lazyPage('instructor-home', () => import('./pages/instructor-home')),
  privateClass: lazyPage('private-class', () => import('./pages/private-class')),
  instructorCourses: lazyPage('instructor-courses', () => import('./pages/instructor-courses')),
  instructorCurriculum: lazyPage('instructor-curriculum', () => import('./pages/instructor-curriculum')),
  instructorVideos: lazyPage('instructor-videos', () => import('./pages/instructor-videos')),
  instructorHomework: lazyPage('instructor-homework', () => import('./pages/instructor-homework')),
  instructorAssessment: lazyPage('instructor-assessment', () => import('./pages/instructor-assessment')),
  instructorSchedule: lazyPage('instructor-schedule', () => import('./pages/instructor-schedule')),
  instructorIncome: lazyPage('instructor-income', () => import('./pages/instructor-income')),
  clearValue: lazyPage('clear-value', () => import('./pages/clear-value')),
  courses: lazyPage('course-list', () => import('./pages/course-list')),
  courseDetail: lazyPage('course-detail', () => import('./pages/course-detail')),
  courseLearn: lazyPage('course-learn', () => import('./pages/course-learn')),
  categoryCourses: lazyPage('category-courses', () => import('./pages/category-courses')),
  notFound: lazyPage('not-found', () => import('./pages/not-found')),
  customPage: lazyPage('custom-page', () => import('./pages/custom-page')),
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
  privateInstructor: lazyPage('private-instructor', () => import('./pages/private-instructor')),
  privateStudent: lazyPage('private-student', () => import('./pages/private-student')),
  studentPrivateClasses: lazyPage('student-private-classes', () => import('./pages/student-private-classes')),
  studentLiveClasses: lazyPage('student-live-classes', () => import('./pages/student-live-classes')),
  studentBooking: lazyPage('student-booking', () => import('./pages/student-booking')),
  instructorLiveSchedule: lazyPage('instructor-live-schedule', () => import('./pages/instructor-live-schedule')),
  instructorTeachingTime: lazyPage('instructor-teaching-time', () => import('./pages/instructor-teaching-time')),
  courseIframe: lazyPage('course-iframe', () => import('./pages/course-iframe')),
  registration: lazyPage('registration', () => import('./pages/registration')),
  forgotPassword: lazyPage('forgot-password', () => import('./pages/forgot-password')),
  resetPassword: lazyPage('reset-password', () => import('./pages/reset-password')),
  cart: lazyPage('cart', () => import('./pages/cart')),
  cartItem: lazyPage('cart-item', () => import('./pages/cart-item')),
  products: lazyPage('product-list', () => import('./pages/product-list')),
  productDetail: lazyPage('product-detail', () => import('./pages/product-detail')),
  thankYou: lazyPage('thank-you', () => import('./pages/thank-you')),
  studentOrders: lazyPage('student-orders', () => import('./pages/student-orders')),
  studentCourses: lazyPage('student-courses', () => import('./pages/student-courses')),
  studentCertificates: lazyPage('student-certificates', () => import('./pages/student-certificates')),
  certificateVerification: lazyPage('certificate-verification', () => import('./pages/certificate-verification')),
  studentAssessment: lazyPage('student-assessment', () => import('./pages/student-assessment')),
  paymentMethod: lazyPage('payment-method', () => import('./pages/payment-method')),
  cardPaymentResult: lazyPage('card-payment-result', () => import('./pages/card-payment-result')),
  bookstorePaymentResult: lazyPage('bookstore-payment-result', () => import('./pages/bookstore-payment-result')),
  accountHome: lazyPage('account-home', () => import('./pages/account-home')),
  studentHome: lazyPage('student-home', () => import('./pages/student-home')),
  instructorProfile: lazyPage('instructor-profile', () => import('./pages/instructor-profile')),
};

const comingSoon = lazyPage('coming-soon', () => import('./pages/coming-soon'));
/** Every other back-office screen: one page, which the admin registry fills (master files, page builder, settings). */
const adminScreen = lazyPage('admin-screen', () => import('./pages/admin-screen'));

const lazyPageOf = (key: string) => PAGES[key] ?? (adminComponentOf(key) ? adminScreen : comingSoon);

/** Whether a page key names a built screen: every other shows the coming-soon page. */
export const isBuilt = (key: string): boolean => key in PAGES || adminComponentOf(key) !== undefined;

export function pageOf(key: string): PageComponent {
  return lazyPageOf(key)();
}

/** Starts fetching a page's chunk before it is needed. */
export function preloadPage(key: string): void {
  lazyPageOf(key).preload();
}
