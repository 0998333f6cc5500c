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
    noVideos: 'No videos are ready yet: upload one on My videos, or ask the back office to add it to the library.',
    videosFailed: 'The videos could not be loaded.',
  },
  videos: {
    title: 'My videos',
    intro: 'The videos you upload for your lessons. Add one, then upload its file: once it is ready, choose it for a video lesson in your course’s curriculum.',
    link: 'My videos',
    listTitle: 'Your videos',
    loading: 'Loading your videos…',
    error: 'Your videos could not be loaded.',
    empty: 'You have added no video yet.',
    file: 'The file of “{{name}}”',
    kinds: { 'video-upload': 'Uploaded file (played as it is)', 'video-upload-m3u8': 'Uploaded file, streamed (HLS)', others: 'YouTube or Vimeo link' },
    add: {
      heading: 'Add a video',
      title: 'Title',
      kind: 'Kind',
      link: 'Link',
      linkHint: 'An https link to the video on YouTube or Vimeo.',
      submit: 'Add video',
      saving: 'Adding…',
      created: 'Added the video “{{name}}”: upload its file below.',
      fix: 'Some fields need correcting: see the messages beside them.',
      failed: 'The video could not be added.',
    },
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
    noVideos: 'ยังไม่มีวิดีโอที่พร้อมใช้งาน อัปโหลดวิดีโอที่หน้าวิดีโอของฉัน หรือให้ผู้ดูแลระบบเพิ่มวิดีโอเข้าคลัง',
    videosFailed: 'ไม่สามารถโหลดรายการวิดีโอได้',
  },
  videos: {
    title: 'วิดีโอของฉัน',
    intro: 'วิดีโอที่คุณอัปโหลดสำหรับบทเรียน เพิ่มวิดีโอแล้วอัปโหลดไฟล์ เมื่อพร้อมใช้งานแล้ว เลือกวิดีโอนั้นในบทเรียนวิดีโอของหลักสูตร',
    link: 'วิดีโอของฉัน',
    listTitle: 'วิดีโอของคุณ',
    loading: 'กำลังโหลดวิดีโอของคุณ…',
    error: 'ไม่สามารถโหลดวิดีโอของคุณได้',
    empty: 'คุณยังไม่ได้เพิ่มวิดีโอ',
    file: 'ไฟล์ของ “{{name}}”',
    kinds: { 'video-upload': 'อัปโหลดไฟล์ (เล่นตามต้นฉบับ)', 'video-upload-m3u8': 'อัปโหลดไฟล์ สตรีมแบบ HLS', others: 'ลิงก์ YouTube หรือ Vimeo' },
    add: {
      heading: 'เพิ่มวิดีโอ',
      title: 'ชื่อวิดีโอ',
      kind: 'ประเภท',
      link: 'ลิงก์',
      linkHint: 'ลิงก์ https ของวิดีโอบน YouTube หรือ Vimeo',
      submit: 'เพิ่มวิดีโอ',
      saving: 'กำลังเพิ่ม…',
      created: 'เพิ่มวิดีโอ “{{name}}” แล้ว อัปโหลดไฟล์ด้านล่าง',
      fix: 'บางช่องต้องแก้ไข ดูข้อความที่แสดงข้างช่องนั้น',
      failed: 'ไม่สามารถเพิ่มวิดีโอได้',
    },
  },
};

// The instructor area's course pages travel in their own chunks, added to the app's translations when first loaded.
addTranslations({ en: { teaching: en }, th: { teaching: th } });
