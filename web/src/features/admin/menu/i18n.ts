import { ADMIN_SCREENS, type AdminScreen } from '@lm/shared';
import { addTranslations } from '../../../lib/i18n';
import { labelOf, type MenuSection } from './menu-screens';

/** The back office's screens as the menu, the tabs and a user role's checkboxes word them. */
const en: Record<AdminScreen, string> = Object.fromEntries(ADMIN_SCREENS.map((screen) => [screen, labelOf(screen)])) as Record<AdminScreen, string>;

const th: Record<AdminScreen, string> = {
  administrators: 'ผู้ดูแลระบบ',
  instructors: 'ผู้สอน',
  students: 'ผู้เรียน',
  subscribers: 'ผู้ติดตามข่าวสาร',
  courses: 'คอร์สเรียน',
  products: 'สินค้า',
  categories: 'หมวดหมู่',
  courseStatus: 'สถานะการเรียน',
  dailyActivity: 'กิจกรรมการเรียนรายวัน',
  videos: 'วิดีโอ',
  images: 'รูปภาพ',
  quizzes: 'แบบทดสอบ',
  homework: 'การบ้าน',
  courseComments: 'ความคิดเห็นในบทเรียน',
  paymentMethods: 'ช่องทางการชำระเงิน',
  coupons: 'คูปอง',
  promotions: 'โปรโมชัน',
  orders: 'คำสั่งซื้อ',
  shippingFees: 'ค่าจัดส่ง',
  reviews: 'รีวิว',
  articles: 'บทความ',
  galleries: 'แกลเลอรี',
  announcements: 'ประกาศ',
  instructorProfiles: 'โปรไฟล์ผู้สอน',
  adminEmails: 'อีเมลผู้ดูแลระบบ',
  userRoles: 'บทบาทผู้ใช้',
  userGroups: 'กลุ่มผู้ใช้',
  branches: 'สาขา',
  serialNumbers: 'หมายเลขซีเรียล',
  deliveryOrders: 'ใบส่งสินค้า',
  assessments: 'การประเมิน',
  bookingStudyTime: 'การจองเวลาเรียน',
  liveRooms: 'ห้องเรียนสด',
  liveRoomBookings: 'การจองห้องเรียนสด',
  certificateCategories: 'หมวดหมู่ใบประกาศนียบัตร',
  dailySalesSummary: 'สรุปยอดขายรายวัน',
  monthlySalesSummary: 'สรุปยอดขายรายเดือน',
  orderSummary: 'สรุปคำสั่งซื้อ',
  dailyInstructorExpense: 'ค่าผู้สอนรายวัน',
  monthlyInstructorExpense: 'ค่าผู้สอนรายเดือน',
  liveClassAttendance: 'การเข้าเรียนคลาสสด',
  pageBuilder: 'ตัวสร้างหน้าเว็บ',
  siteSettings: 'ตั้งค่าเว็บไซต์',
  seoSettings: 'ตั้งค่า SEO',
};

/** The menu's sections (menu-screens.ts). */
const sectionsEn: Record<MenuSection, string> = {
  sales: 'Sales',
  catalog: 'Courses and products',
  learning: 'Learning',
  live: 'Live classes and study rooms',
  reports: 'Reports',
  content: 'Content',
  people: 'People and access',
  site: 'Site',
  other: 'Other',
};
const sectionsTh: Record<MenuSection, string> = {
  sales: 'การขาย',
  catalog: 'คอร์สและสินค้า',
  learning: 'การเรียน',
  live: 'คลาสสดและห้องเรียน',
  reports: 'รายงาน',
  content: 'เนื้อหา',
  people: 'ผู้ใช้และสิทธิ์',
  site: 'เว็บไซต์',
  other: 'อื่น ๆ',
};

addTranslations({ en: { adminScreens: en, adminMenuSections: sectionsEn }, th: { adminScreens: th, adminMenuSections: sectionsTh }, overwrite: true });

/** A screen's name in the reader's language; a component no screen has is named from its key. */
export const screenLabel = (t: (key: string, options: { defaultValue: string }) => string, component: string) => t(`adminScreens.${component}`, { defaultValue: labelOf(component) });
