import { addTranslations } from '../lib/i18n';

const en = {
  courses: {
    title: 'Courses',
    intro: 'Learn new skills with courses from our instructors.',
    searchLabel: 'Search courses by name',
    searchPlaceholder: 'e.g. Python',
    search: 'Search',
    categories: 'Categories',
    all: 'All courses',
    found_one: '{{count}} course',
    found_other: '{{count}} courses',
    foundFor_one: '{{count}} course found for “{{value}}”',
    foundFor_other: '{{count}} courses found for “{{value}}”',
    clear: 'Clear the search',
  },
  products: {
    title: 'Products',
    soldOut: 'Sold out',
    foundFor_one: '{{count}} product found for “{{value}}”',
    foundFor_other: '{{count}} products found for “{{value}}”',
  },
  state: {
    loading: 'Loading courses…',
    loadingCourse: 'Loading the course…',
    empty: 'No courses match your search.',
    emptyCategory: 'There are no courses in this category yet.',
    error: 'The courses could not be loaded.',
    retry: 'Try again',
  },
  pagination: { label: 'Pages', previous: 'Previous page', next: 'Next page', status: 'Page {{page}} of {{last}}' },
  price: { free: 'Free', sale: 'Sale price', regular: 'Regular price' },
  cart: {
    add: 'Add to cart',
    adding: 'Adding…',
    buyNow: 'Buy now',
    added: 'Added to your cart.',
    view: 'View cart',
    addFailed: 'This could not be added to your cart. Please try again.',
  },
  status: { open: 'Open', coming_soon: 'Coming soon', closed: 'Enrolment closed' },
  detail: {
    breadcrumb: 'Breadcrumb',
    about: 'About this course',
    curriculum: 'Curriculum',
    summary: '{{sections}} sections · {{lessons}} lessons · {{minutes}} minutes',
    minutes: '{{count}} min',
    cover: 'Cover of {{title}}',
    notFoundTitle: 'Course not found',
    notFoundBody: 'This course does not exist or is not available.',
    error: 'The course could not be loaded.',
    browse: 'Browse all courses',
  },
  category: {
    notFoundTitle: 'Category not found',
    notFoundBody: 'There is no course category at this address.',
  },
};

type Texts = typeof en;

const th: Texts = {
  courses: {
    title: 'คอร์สเรียน',
    intro: 'เรียนรู้ทักษะใหม่กับคอร์สจากผู้สอนของเรา',
    searchLabel: 'ค้นหาคอร์สตามชื่อ',
    searchPlaceholder: 'เช่น Python',
    search: 'ค้นหา',
    categories: 'หมวดหมู่',
    all: 'คอร์สทั้งหมด',
    found_one: '{{count}} คอร์ส',
    found_other: '{{count}} คอร์ส',
    foundFor_one: 'พบ {{count}} คอร์สสำหรับ “{{value}}”',
    foundFor_other: 'พบ {{count}} คอร์สสำหรับ “{{value}}”',
    clear: 'ล้างการค้นหา',
  },
  products: {
    title: 'สินค้า',
    soldOut: 'สินค้าหมด',
    foundFor_one: 'พบ {{count}} สินค้าสำหรับ “{{value}}”',
    foundFor_other: 'พบ {{count}} สินค้าสำหรับ “{{value}}”',
  },
  state: {
    loading: 'กำลังโหลดคอร์ส…',
    loadingCourse: 'กำลังโหลดข้อมูลคอร์ส…',
    empty: 'ไม่พบคอร์สที่ตรงกับการค้นหา',
    emptyCategory: 'ยังไม่มีคอร์สในหมวดหมู่นี้',
    error: 'ไม่สามารถโหลดคอร์สได้',
    retry: 'ลองอีกครั้ง',
  },
  pagination: { label: 'หน้า', previous: 'หน้าก่อนหน้า', next: 'หน้าถัดไป', status: 'หน้า {{page}} จาก {{last}}' },
  price: { free: 'ฟรี', sale: 'ราคาพิเศษ', regular: 'ราคาปกติ' },
  cart: {
    add: 'หยิบใส่ตะกร้า',
    adding: 'กำลังเพิ่ม…',
    buyNow: 'ซื้อเลย',
    added: 'เพิ่มลงตะกร้าแล้ว',
    view: 'ดูตะกร้า',
    addFailed: 'เพิ่มลงตะกร้าไม่สำเร็จ โปรดลองอีกครั้ง',
  },
  status: { open: 'เปิดรับสมัคร', coming_soon: 'เร็ว ๆ นี้', closed: 'ปิดรับสมัคร' },
  detail: {
    breadcrumb: 'เส้นทางนำทาง',
    about: 'เกี่ยวกับคอร์สนี้',
    curriculum: 'เนื้อหาคอร์ส',
    summary: '{{sections}} หัวข้อ · {{lessons}} บทเรียน · {{minutes}} นาที',
    minutes: '{{count}} นาที',
    cover: 'ภาพปกของ {{title}}',
    notFoundTitle: 'ไม่พบคอร์ส',
    notFoundBody: 'ไม่มีคอร์สนี้ หรือคอร์สนี้ยังไม่เปิดให้เข้าชม',
    error: 'ไม่สามารถโหลดข้อมูลคอร์สได้',
    browse: 'ดูคอร์สทั้งหมด',
  },
  category: {
    notFoundTitle: 'ไม่พบหมวดหมู่',
    notFoundBody: 'ไม่มีหมวดหมู่คอร์สที่ที่อยู่นี้',
  },
};

// The storefront's texts travel in its own chunks, added to the app's translations when first loaded.
addTranslations({ en: { storefront: en }, th: { storefront: th } });
