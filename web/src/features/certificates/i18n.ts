import { addTranslations } from '../../lib/i18n';
import '../../lib/messages-i18n';

const en = {
  mine: {
    title: 'My certificates',
    intro: 'A certificate is issued when you finish every lesson of a course.',
    loading: 'Loading your certificates…',
    error: 'Your certificates could not be loaded.',
    empty: 'You have no certificates yet. Finish a course to get one.',
    browse: 'My courses',
    number: 'Certificate number',
    completed: 'Completed on {{date}}',
    download: 'Download PDF',
    downloadNamed: 'Download the certificate of {{course}} (PDF)',
    downloading: 'Preparing…',
    downloadFailed: 'The certificate could not be downloaded. Please try again.',
    verify: 'Verification page',
  },
  verify: {
    title: 'Certificate verification',
    loading: 'Checking the certificate…',
    error: 'The certificate could not be checked.',
    notFound: 'No certificate has the number {{number}}. It may have been typed wrongly or withdrawn.',
    valid: 'This certificate is valid.',
    number: 'Certificate number',
    student: 'Awarded to',
    course: 'Course',
    instructor: 'Instructor',
    completed: 'Completed on',
    qr: 'QR code that opens this page',
    scan: 'Scan to open this page: {{url}}',
  },
};

const th: typeof en = {
  mine: {
    title: 'ประกาศนียบัตรของฉัน',
    intro: 'คุณจะได้รับประกาศนียบัตรเมื่อเรียนครบทุกบทเรียนของคอร์ส',
    loading: 'กำลังโหลดประกาศนียบัตร…',
    error: 'โหลดประกาศนียบัตรไม่สำเร็จ',
    empty: 'คุณยังไม่มีประกาศนียบัตร เรียนคอร์สให้จบเพื่อรับประกาศนียบัตร',
    browse: 'คอร์สของฉัน',
    number: 'เลขที่ประกาศนียบัตร',
    completed: 'เรียนจบเมื่อ {{date}}',
    download: 'ดาวน์โหลด PDF',
    downloadNamed: 'ดาวน์โหลดประกาศนียบัตรของ {{course}} (PDF)',
    downloading: 'กำลังเตรียม…',
    downloadFailed: 'ดาวน์โหลดประกาศนียบัตรไม่สำเร็จ กรุณาลองอีกครั้ง',
    verify: 'หน้าตรวจสอบ',
  },
  verify: {
    title: 'ตรวจสอบประกาศนียบัตร',
    loading: 'กำลังตรวจสอบประกาศนียบัตร…',
    error: 'ตรวจสอบประกาศนียบัตรไม่สำเร็จ',
    notFound: 'ไม่พบประกาศนียบัตรเลขที่ {{number}} อาจพิมพ์ผิดหรือถูกเพิกถอนแล้ว',
    valid: 'ประกาศนียบัตรนี้ถูกต้อง',
    number: 'เลขที่ประกาศนียบัตร',
    student: 'มอบให้แก่',
    course: 'คอร์ส',
    instructor: 'ผู้สอน',
    completed: 'เรียนจบเมื่อ',
    qr: 'คิวอาร์โค้ดสำหรับเปิดหน้านี้',
    scan: 'สแกนเพื่อเปิดหน้านี้: {{url}}',
  },
};

addTranslations({ en: { certificates: en }, th: { certificates: th } });
