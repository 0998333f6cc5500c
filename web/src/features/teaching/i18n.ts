import { addTranslations } from '../../lib/i18n';

const en = {
  courses: {
    title: 'My courses',
    intro: 'The courses you teach, drafts too. Open one to arrange its curriculum.',
    loading: 'Loading your courses…',
    error: 'Your courses could not be loaded.',
    empty: 'You teach no course yet: the back office names each course’s instructor.',
    published: 'Published',
    draft: 'Draft',
    lessons_one: '{{count}} lesson',
    lessons_other: '{{count}} lessons',
  },
  curriculum: {
    back: 'Back to my courses',
    loading: 'Loading the course…',
    error: 'The course could not be loaded.',
    notYours: 'This course is not one you teach.',
    noVideos: 'No videos are ready yet: the back office adds them to the library.',
    videosFailed: 'The videos could not be loaded.',
  },
};

const th: typeof en = {
  courses: {
    title: 'คอร์สของฉัน',
    intro: 'คอร์สเรียนที่คุณสอน รวมถึงฉบับร่าง เปิดคอร์สเพื่อจัดหลักสูตร',
    loading: 'กำลังโหลดคอร์สของคุณ…',
    error: 'ไม่สามารถโหลดคอร์สของคุณได้',
    empty: 'คุณยังไม่มีคอร์สที่สอน ผู้ดูแลระบบเป็นผู้กำหนดผู้สอนของแต่ละคอร์ส',
    published: 'เผยแพร่แล้ว',
    draft: 'ฉบับร่าง',
    lessons_one: '{{count}} บทเรียน',
    lessons_other: '{{count}} บทเรียน',
  },
  curriculum: {
    back: 'กลับไปที่คอร์สของฉัน',
    loading: 'กำลังโหลดคอร์สเรียน…',
    error: 'ไม่สามารถโหลดคอร์สเรียนได้',
    notYours: 'คอร์สเรียนนี้ไม่ใช่คอร์สที่คุณสอน',
    noVideos: 'ยังไม่มีวิดีโอที่พร้อมใช้งาน ผู้ดูแลระบบเป็นผู้เพิ่มวิดีโอเข้าคลัง',
    videosFailed: 'ไม่สามารถโหลดรายการวิดีโอได้',
  },
};

// The instructor area's course pages travel in their own chunks, added to the app's translations when first loaded.
addTranslations({ en: { teaching: en }, th: { teaching: th } });
