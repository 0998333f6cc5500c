import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storage';

export type Language = 'th' | 'en';

const en = {
  nav: { home: 'Home', courses: 'Courses', articles: 'Articles', reviews: 'Reviews', promotions: 'Promotions', cart: 'Cart', signIn: 'Sign in', signOut: 'Sign out', myAccount: 'My account', instructorArea: 'Instructor area', admin: 'Back office', announcements: 'Announcements', menu: 'Menu', cartCount_one: 'Cart, {{count}} item', cartCount_other: 'Cart, {{count}} items', back: 'Go back' },
  language: { toggle: 'ภาษาไทย', current: 'English' },
  signIn: {
    title: 'Sign in',
    instructorTitle: 'Instructor sign-in',
    adminTitle: 'Back-office sign-in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in…',
    register: 'Create an account',
    forgot: 'Forgot your password?',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    dismiss: 'Dismiss',
    instructorLink: 'Are you an instructor? Sign in here',
    instructorHere: 'Instructors sign in on the instructor sign-in page.',
    google: 'Continue with Google',
    googleBusy: 'Opening Google…',
    or: 'or',
    passwordOff: 'Signing in with a username and password is turned off on this site.',
  },
  register: {
    title: 'Create an account',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    passwordRule: 'At least 10 characters, with upper- and lowercase letters, a digit and a symbol.',
    submit: 'Create my account',
    busy: 'Creating your account…',
    refused: 'Registration failed',
    failed: 'Your account could not be created. Please try again.',
    haveAccount: 'Already have an account? Sign in',
    closedTitle: 'Registration is closed',
    closed: 'This site does not take new registrations. Please ask the school for an account.',
    fields: { phone: 'Phone', birthday: 'Birthday', gender: 'Gender', lineId: 'LINE ID', referral: 'How did you hear about us?' },
    required: '{{label}} (required)',
    optional: '{{label}} (optional)',
    chooseGender: 'Choose…',
    genders: { female: 'Female', male: 'Male', other: 'Other', unspecified: 'Prefer not to say' },
  },
  password: {
    forgotTitle: 'Forgot your password?',
    forgotIntro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    send: 'Send the link',
    sending: 'Sending…',
    resetTitle: 'Choose a new password',
    new: 'New password',
    confirm: 'Repeat the new password',
    show: 'Show password',
    hide: 'Hide password',
    isHidden: 'Password is hidden',
    isShown: 'Password is shown',
    mismatch: 'The two passwords are not the same.',
    save: 'Save the new password',
    saving: 'Saving…',
    failed: 'Something went wrong. Please try again.',
    backToSignIn: 'Back to sign in',
  },
  loader: 'Loading…',
  loadError: {
    title: 'This page could not be loaded',
    missing: 'A part of the site did not arrive, perhaps because the site was just updated. Try again to load its latest version.',
    timeout: 'It took too long to arrive. Check your connection and try again.',
    retry: 'Try again',
  },
  notFound: { title: 'Page not found', body: 'The page you are looking for does not exist.', home: 'Back to the home page' },
  comingSoon: { title: 'Coming soon', body: 'This part of the marketplace is being built. Please check back soon.' },
  modals: {
    close: 'Close',
    signInAgain: 'Sign in again',
    sessionExpiredTitle: 'Your session has expired',
    sessionExpiredBody: 'For your security you have been signed out. Please sign in again.',
    userExpiredTitle: 'Your session has ended',
    userExpiredBody: 'Your sign-in has reached the end of its lifetime. Please sign in again.',
    signedOutTitle: 'You are signed out',
    signedOutBody: 'You signed out in another window.',
  },
  pdpa: {
    title: 'Your privacy',
    body: 'We process your personal data to run your account and your courses, as our privacy policy explains. Please read and accept it to continue.',
    policy: 'Read the privacy policy',
    accept: 'I accept',
    failed: 'Your consent could not be saved. Please try again.',
  },
  dashboard: { title: 'My dashboard', welcome: 'Welcome, {{name}}', profile: 'Profile', courses: 'My courses', certificates: 'My certificates', liveClasses: 'Live classes', privateClasses: 'Private classes', studyTime: 'Book study time', orders: 'My orders', address: 'Addresses', unread: '{{count}} unread announcements' },
  instructor: { title: 'Instructor area', welcome: 'Welcome, {{name}}', courses: 'My courses', videos: 'My videos', homework: 'Homework to review', income: 'Income', schedule: 'Schedule', liveSchedule: 'Live schedule', teachingTime: 'Teaching time', history: 'Teaching history', profile: 'Profile' },
  admin: {
    title: 'Back office',
    menu: 'Menu',
    notifications: 'Notifications',
    noNotifications: 'No notifications',
    signOut: 'Sign out',
    notPermitted: 'Your user role does not open this screen.',
    notPermittedHint: 'Ask an administrator to add it to your role, or go back to the menu.',
  },
  wrongArea: {
    forStudents: 'This page is for students',
    signedInAsInstructor: 'You are signed in as an instructor. Your own pages are in the instructor area.',
    toInstructorHome: 'Go to the instructor area',
    studentSignIn: 'Sign in with a student account',
    forInstructors: 'This page is for instructors',
    signedInAsStudent: 'You are signed in as a student. Your own pages are in your dashboard.',
    toStudentDashboard: 'Go to my dashboard',
    instructorSignIn: 'Sign in as an instructor',
  },
  footer: { rights: 'All rights reserved.', privacy: 'Privacy policy', instructors: 'For instructors' },
  externalSignIn: {
    title: 'Signing you in',
    failedTitle: 'You could not be signed in',
    noToken: 'This sign-in link has no token.',
    failed: 'The sign-in could not be completed.',
  },
  googleSignIn: {
    title: 'Signing you in with Google',
    failedTitle: 'You could not be signed in with Google',
    cancelled: 'The sign-in with Google was cancelled.',
    stale: 'This sign-in with Google was not started in this window, or has already been used. Please try again.',
    failed: 'The sign-in with Google could not be completed.',
    again: 'Back to sign-in',
  },
};

type Resources = typeof en;

const th: Resources = {
  nav: { home: 'หน้าแรก', courses: 'คอร์สเรียน', articles: 'บทความ', reviews: 'รีวิว', promotions: 'โปรโมชั่น', cart: 'ตะกร้า', signIn: 'เข้าสู่ระบบ', signOut: 'ออกจากระบบ', myAccount: 'บัญชีของฉัน', instructorArea: 'สำหรับผู้สอน', admin: 'ระบบหลังบ้าน', announcements: 'ประกาศ', menu: 'เมนู', cartCount_one: 'ตะกร้า {{count}} ชิ้น', cartCount_other: 'ตะกร้า {{count}} ชิ้น', back: 'ย้อนกลับ' },
  language: { toggle: 'English', current: 'ภาษาไทย' },
  signIn: {
    title: 'เข้าสู่ระบบ',
    instructorTitle: 'เข้าสู่ระบบผู้สอน',
    adminTitle: 'เข้าสู่ระบบหลังบ้าน',
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    busy: 'กำลังเข้าสู่ระบบ…',
    register: 'สมัครสมาชิก',
    forgot: 'ลืมรหัสผ่าน?',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    dismiss: 'ปิด',
    instructorLink: 'สำหรับผู้สอน เข้าสู่ระบบที่นี่',
    instructorHere: 'ผู้สอนเข้าสู่ระบบได้ที่หน้าเข้าสู่ระบบสำหรับผู้สอน',
    google: 'ดำเนินการต่อด้วย Google',
    googleBusy: 'กำลังเปิด Google…',
    or: 'หรือ',
    passwordOff: 'เว็บไซต์นี้ปิดการเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน',
  },
  register: {
    title: 'สมัครสมาชิก',
    firstname: 'ชื่อ',
    lastname: 'นามสกุล',
    email: 'อีเมล',
    passwordRule: 'อย่างน้อย 10 ตัวอักษร มีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์',
    submit: 'สมัครสมาชิก',
    busy: 'กำลังสร้างบัญชี…',
    refused: 'สมัครสมาชิกไม่สำเร็จ',
    failed: 'ไม่สามารถสร้างบัญชีได้ โปรดลองอีกครั้ง',
    haveAccount: 'มีบัญชีอยู่แล้ว? เข้าสู่ระบบ',
    closedTitle: 'ปิดรับสมัครสมาชิก',
    closed: 'เว็บไซต์นี้ไม่เปิดรับการสมัครสมาชิกใหม่ โปรดติดต่อโรงเรียนเพื่อขอบัญชี',
    fields: { phone: 'เบอร์โทรศัพท์', birthday: 'วันเกิด', gender: 'เพศ', lineId: 'LINE ID', referral: 'รู้จักเราจากช่องทางใด' },
    required: '{{label}} (จำเป็น)',
    optional: '{{label}} (ไม่บังคับ)',
    chooseGender: 'เลือก…',
    genders: { female: 'หญิง', male: 'ชาย', other: 'อื่น ๆ', unspecified: 'ไม่ระบุ' },
  },
  password: {
    forgotTitle: 'ลืมรหัสผ่าน?',
    forgotIntro: 'กรอกอีเมลของบัญชีของคุณ แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้',
    send: 'ส่งลิงก์',
    sending: 'กำลังส่ง…',
    resetTitle: 'ตั้งรหัสผ่านใหม่',
    new: 'รหัสผ่านใหม่',
    confirm: 'ยืนยันรหัสผ่านใหม่',
    show: 'แสดงรหัสผ่าน',
    hide: 'ซ่อนรหัสผ่าน',
    isHidden: 'รหัสผ่านถูกซ่อนอยู่',
    isShown: 'รหัสผ่านแสดงอยู่',
    mismatch: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    save: 'บันทึกรหัสผ่านใหม่',
    saving: 'กำลังบันทึก…',
    failed: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    backToSignIn: 'กลับไปหน้าเข้าสู่ระบบ',
  },
  loader: 'กำลังโหลด…',
  loadError: {
    title: 'ไม่สามารถโหลดหน้านี้ได้',
    missing: 'บางส่วนของเว็บไซต์โหลดไม่สำเร็จ อาจเป็นเพราะเว็บไซต์เพิ่งมีการปรับปรุง ลองอีกครั้งเพื่อโหลดเวอร์ชันล่าสุด',
    timeout: 'ใช้เวลาโหลดนานเกินไป โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    retry: 'ลองอีกครั้ง',
  },
  notFound: { title: 'ไม่พบหน้าที่ต้องการ', body: 'หน้าที่คุณกำลังค้นหาไม่มีอยู่', home: 'กลับสู่หน้าแรก' },
  comingSoon: { title: 'เร็ว ๆ นี้', body: 'ส่วนนี้กำลังอยู่ระหว่างการพัฒนา โปรดกลับมาใหม่เร็ว ๆ นี้' },
  modals: {
    close: 'ปิด',
    signInAgain: 'เข้าสู่ระบบอีกครั้ง',
    sessionExpiredTitle: 'เซสชันของคุณหมดอายุ',
    sessionExpiredBody: 'เพื่อความปลอดภัย ระบบได้นำคุณออกจากระบบ โปรดเข้าสู่ระบบอีกครั้ง',
    userExpiredTitle: 'การเข้าสู่ระบบสิ้นสุดแล้ว',
    userExpiredBody: 'การเข้าสู่ระบบของคุณครบกำหนดเวลาแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
    signedOutTitle: 'คุณออกจากระบบแล้ว',
    signedOutBody: 'คุณได้ออกจากระบบในหน้าต่างอื่น',
  },
  pdpa: {
    title: 'ความเป็นส่วนตัวของคุณ',
    body: 'เราประมวลผลข้อมูลส่วนบุคคลของคุณเพื่อให้บริการบัญชีและคอร์สเรียนตามนโยบายความเป็นส่วนตัว โปรดอ่านและยอมรับเพื่อดำเนินการต่อ',
    policy: 'อ่านนโยบายความเป็นส่วนตัว',
    accept: 'ยอมรับ',
    failed: 'ไม่สามารถบันทึกความยินยอมได้ โปรดลองอีกครั้ง',
  },
  dashboard: { title: 'แดชบอร์ดของฉัน', welcome: 'ยินดีต้อนรับ {{name}}', profile: 'ข้อมูลส่วนตัว', courses: 'คอร์สของฉัน', certificates: 'ประกาศนียบัตรของฉัน', liveClasses: 'คลาสสด', privateClasses: 'คลาสส่วนตัว', studyTime: 'จองเวลาเรียน', orders: 'คำสั่งซื้อของฉัน', address: 'ที่อยู่', unread: 'ประกาศที่ยังไม่ได้อ่าน {{count}} รายการ' },
  instructor: { title: 'สำหรับผู้สอน', welcome: 'ยินดีต้อนรับ {{name}}', courses: 'คอร์สของฉัน', videos: 'วิดีโอของฉัน', homework: 'การบ้านที่ต้องตรวจ', income: 'รายได้', schedule: 'ตารางสอน', liveSchedule: 'ตารางสอนสด', teachingTime: 'เวลาสอน', history: 'ประวัติการสอน', profile: 'ข้อมูลส่วนตัว' },
  admin: {
    title: 'ระบบหลังบ้าน',
    menu: 'เมนู',
    notifications: 'การแจ้งเตือน',
    noNotifications: 'ไม่มีการแจ้งเตือน',
    signOut: 'ออกจากระบบ',
    notPermitted: 'บทบาทผู้ใช้ของคุณเปิดหน้านี้ไม่ได้',
    notPermittedHint: 'ขอให้ผู้ดูแลระบบเพิ่มหน้านี้ในบทบาทของคุณ หรือกลับไปที่เมนู',
  },
  wrongArea: {
    forStudents: 'หน้านี้สำหรับนักเรียน',
    signedInAsInstructor: 'คุณเข้าสู่ระบบในฐานะผู้สอน หน้าของคุณอยู่ในส่วนสำหรับผู้สอน',
    toInstructorHome: 'ไปที่ส่วนสำหรับผู้สอน',
    studentSignIn: 'เข้าสู่ระบบด้วยบัญชีนักเรียน',
    forInstructors: 'หน้านี้สำหรับผู้สอน',
    signedInAsStudent: 'คุณเข้าสู่ระบบในฐานะนักเรียน หน้าของคุณอยู่ในแดชบอร์ดของคุณ',
    toStudentDashboard: 'ไปที่แดชบอร์ดของฉัน',
    instructorSignIn: 'เข้าสู่ระบบในฐานะผู้สอน',
  },
  footer: { rights: 'สงวนลิขสิทธิ์', privacy: 'นโยบายความเป็นส่วนตัว', instructors: 'สำหรับผู้สอน' },
  externalSignIn: {
    title: 'กำลังเข้าสู่ระบบ',
    failedTitle: 'เข้าสู่ระบบไม่สำเร็จ',
    noToken: 'ลิงก์เข้าสู่ระบบนี้ไม่มีโทเคน',
    failed: 'ไม่สามารถเข้าสู่ระบบได้',
  },
  googleSignIn: {
    title: 'กำลังเข้าสู่ระบบด้วย Google',
    failedTitle: 'เข้าสู่ระบบด้วย Google ไม่สำเร็จ',
    cancelled: 'การเข้าสู่ระบบด้วย Google ถูกยกเลิก',
    stale: 'การเข้าสู่ระบบด้วย Google นี้ไม่ได้เริ่มจากหน้าต่างนี้ หรือถูกใช้ไปแล้ว โปรดลองอีกครั้ง',
    failed: 'ไม่สามารถเข้าสู่ระบบด้วย Google ได้',
    again: 'กลับไปหน้าเข้าสู่ระบบ',
  },
};

/**
 * The storefront starts in Thai; the back office in English when nothing is
 * stored (../shared/SPEC.md §9). Each keeps its own persisted choice.
 */
export function storedLanguage(area: 'site' | 'admin'): Language {
  const saved = localStorage.getItem(area === 'admin' ? STORAGE_KEYS.adminLanguage : STORAGE_KEYS.language);
  if (saved === 'th' || saved === 'en') return saved;
  return area === 'admin' ? 'en' : 'th';
}

export function setLanguage(area: 'site' | 'admin', language: Language): void {
  localStorage.setItem(area === 'admin' ? STORAGE_KEYS.adminLanguage : STORAGE_KEYS.language, language);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

interface Translations {
  en: Record<string, unknown>;
  th: Record<string, unknown>;
  /** Replace what the keys already hold rather than filling in what is missing. */
  overwrite?: boolean;
}

/** Texts of chunks evaluated before the application started i18next (a page the entry preloads). */
const waiting: Translations[] = [];

function add({ en: enTexts, th: thTexts, overwrite = false }: Translations) {
  i18next.addResourceBundle('en', 'translation', enTexts, true, overwrite);
  i18next.addResourceBundle('th', 'translation', thTexts, true, overwrite);
}

/**
 * A feature's texts travel in its own chunk and join the application's translations when the chunk
 * is first evaluated. The entry may evaluate a page's chunk before i18next has started (it
 * preloads the page a typed URL names), and i18next has no resource API until then: those texts
 * wait and are added as it starts.
 */
export function addTranslations(translations: Translations): void {
  if (i18next.isInitialized) add(translations);
  else waiting.push(translations);
}

export function initI18n(area: 'site' | 'admin') {
  const lng = storedLanguage(area);
  document.documentElement.lang = lng;
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, th: { translation: th } },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  waiting.splice(0).forEach(add);
  return i18next;
}

export { i18next };
