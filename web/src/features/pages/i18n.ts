import { i18next } from '../../lib/i18n';

const en = {
  loading: 'Loading the page…',
  error: 'The page could not be loaded.',
  slides: 'Highlights',
  slide: 'slide',
  slideOf: '{{index}} of {{count}}',
  previous: 'Previous slide',
  next: 'Next slide',
  categories: 'Course categories',
  courses: 'Courses',
  steps: 'Step {{index}}',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Opening hours',
  contact: 'Contact us',
  map: 'Map',
  openMap: 'Open {{label}} on OpenStreetMap',
  coordinates: 'Latitude {{latitude}}, longitude {{longitude}}',
  video: 'Video',
  videoFallback: 'Your browser cannot play this video.',
  videoLink: 'Download the video',
};

type Texts = typeof en;

const th: Texts = {
  loading: 'กำลังโหลดหน้า…',
  error: 'ไม่สามารถโหลดหน้านี้ได้',
  slides: 'ไฮไลต์',
  slide: 'สไลด์',
  slideOf: '{{index}} จาก {{count}}',
  previous: 'สไลด์ก่อนหน้า',
  next: 'สไลด์ถัดไป',
  categories: 'หมวดหมู่คอร์ส',
  courses: 'คอร์สเรียน',
  steps: 'ขั้นตอนที่ {{index}}',
  address: 'ที่อยู่',
  phone: 'โทรศัพท์',
  email: 'อีเมล',
  hours: 'เวลาทำการ',
  contact: 'ติดต่อเรา',
  map: 'แผนที่',
  openMap: 'เปิด {{label}} บน OpenStreetMap',
  coordinates: 'ละติจูด {{latitude}} ลองจิจูด {{longitude}}',
  video: 'วิดีโอ',
  videoFallback: 'เบราว์เซอร์ของคุณไม่สามารถเล่นวิดีโอนี้ได้',
  videoLink: 'ดาวน์โหลดวิดีโอ',
};

// The custom pages' texts travel in their chunk, added to the app's translations when first loaded.
i18next.addResourceBundle('en', 'translation', { pages: en }, true, false);
i18next.addResourceBundle('th', 'translation', { pages: th }, true, false);
