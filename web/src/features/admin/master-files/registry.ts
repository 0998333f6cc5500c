import type { AdminScreen } from '@lm/shared';
import type { MasterFile } from '../types';
import { articleCategories, courseCategories, galleryCategories, productCategories, reviewCategories } from './categories';
import { coupons, paymentMethods, shippingFees } from './commerce';
import { announcements, articles, galleries, instructorProfiles, promotions, reviews } from './content';
import { courseAssessments, instructorAssessments, studentAssessments } from './assessments';
import { certificateCategories, certificates } from './certificates';
import { courseComments } from './course-comments';
import { courseStatus } from './course-status';
import { dailyActivity } from './daily-activity';
import { courses } from './courses';
import { images } from './images';
import { videoCategories, videoRecords, videos } from './media';
import { deliveryOrders, orders } from './orders';
import { adminEmails, administrators, instructors, students, subscribers, userGroups, userRoles } from './people';
import { products } from './products';
import { serialNumbers } from './serial-numbers';
import { quizCategories, quizQuestions, quizzes } from './quizzes';
import { homework, homeworkCategories } from './homework';
import { liveRoomBookings, liveRooms } from './live-rooms';
import { branches, studyBookings } from './study';
import { dailySales, monthlySales, ordersByItem, ordersByMethod, ordersByStatus } from './sales';
import { attendanceByClass, attendanceByDay, attendanceByStudent, dailyInstructorExpense, instructorRates, monthlyInstructorExpense } from './schedule';

/**
 * A screen of master files: its title and the files it shows; with several, a switch
 * (`switchLabel`) chooses one. The admin path naming the screen's component is its permission
 * (a user role opens the screens it lists, decision 0021).
 */
export interface MasterFileScreen {
  title: string;
  files: readonly [MasterFile, ...MasterFile[]];
  switchLabel?: string;
}

const single = (file: MasterFile): MasterFileScreen => ({ title: file.title, files: [file] });
/** A content master file with its categories a switch away (the same table as on the categories screen). */
const withCategories = (file: MasterFile, categories: MasterFile): MasterFileScreen => ({ title: file.title, files: [file, categories], switchLabel: 'masterFiles.categories.show' });

/** Every master-file screen of the back office, by the admin screen it is (../shared/SPEC.md §2 "Admin"). */
export const MASTER_FILE_SCREENS: Partial<Record<AdminScreen, MasterFileScreen>> = {
  courses: single(courses),
  products: single(products),
  // The videos screen keeps their categories and the course video records a switch away (decision 0036).
  videos: { title: videos.title, files: [videos, videoCategories, videoRecords], switchLabel: 'masterFiles.videos.show' },
  images: single(images),
  categories: {
    title: 'masterFiles.categories.title',
    files: [courseCategories, productCategories, articleCategories, reviewCategories, galleryCategories],
    switchLabel: 'masterFiles.categories.type',
  },
  articles: withCategories(articles, articleCategories),
  reviews: withCategories(reviews, reviewCategories),
  galleries: withCategories(galleries, galleryCategories),
  promotions: single(promotions),
  instructorProfiles: single(instructorProfiles),
  announcements: single(announcements),
  administrators: single(administrators),
  instructors: single(instructors),
  students: single(students),
  subscribers: single(subscribers),
  userRoles: single(userRoles),
  userGroups: single(userGroups),
  adminEmails: single(adminEmails),
  coupons: single(coupons),
  shippingFees: single(shippingFees),
  paymentMethods: single(paymentMethods),
  orders: single(orders),
  deliveryOrders: single(deliveryOrders),
  serialNumbers: single(serialNumbers),
  courseStatus: single(courseStatus),
  courseComments: single(courseComments),
  dailyActivity: single(dailyActivity),
  // Students' assessments of courses and instructors and instructors' of students, a switch apart (decision 0043).
  assessments: { title: 'masterFiles.assessments.title', files: [courseAssessments, instructorAssessments, studentAssessments], switchLabel: 'masterFiles.assessments.show' },
  // The quizzes screen keeps the question bank and its categories a switch away (decision 0040).
  quizzes: { title: quizzes.title, files: [quizzes, quizQuestions, quizCategories], switchLabel: 'masterFiles.quizzes.show' },
  // Issued certificates beside their categories and templates (decision 0042).
  certificateCategories: { title: certificateCategories.title, files: [certificateCategories, certificates], switchLabel: 'masterFiles.certificateCategories.show' },
  // Homework beside its categories, a switch apart (decision 0041).
  homework: { title: homework.title, files: [homework, homeworkCategories], switchLabel: 'masterFiles.homework.show' },
  liveRooms: single(liveRooms),
  liveRoomBookings: single(liveRoomBookings),
  branches: single(branches),
  bookingStudyTime: single(studyBookings),
  // Live class attendance by class, by student and by day, a switch apart (decision 0050).
  liveClassAttendance: { title: attendanceByClass.title, files: [attendanceByClass, attendanceByStudent, attendanceByDay], switchLabel: 'masterFiles.attendanceViews' },
  // The daily expense beside the instructor rates it is worked out with (decision 0050).
  dailyInstructorExpense: { title: dailyInstructorExpense.title, files: [dailyInstructorExpense, instructorRates], switchLabel: 'masterFiles.expenseViews' },
  monthlyInstructorExpense: single(monthlyInstructorExpense),
  // The sales dashboards, read from orders (decision 0058).
  dailySalesSummary: single(dailySales),
  monthlySalesSummary: single(monthlySales),
  // The period's orders by status, payment method and item, a switch apart.
  orderSummary: { title: ordersByStatus.title, files: [ordersByStatus, ordersByMethod, ordersByItem], switchLabel: 'masterFiles.orderSummaryViews' },
};
