/** The course comments screen's words (decision 0044), joined to the master files' in `../i18n.ts`. */
const en = {
  courseComments: {
    title: 'Course comments',
    item: 'comment',
    find: 'Find',
    course: 'Course',
    allCourses: 'All courses',
    lesson: 'Lesson',
    allLessons: 'All lessons',
    search: 'Words',
    searchHint: 'In the comment or its author’s name',
    deletedText: 'Comment deleted (kept for its replies)',
    yes: 'Yes',
    no: 'No',
    roles: { student: 'Student', instructor: 'Instructor', admin: 'Administrator' },
    columns: {
      id: 'Id',
      created_at: 'Posted',
      updated_at: 'Last changed',
      course_id: 'Course id',
      course_title: 'Course',
      lesson_id: 'Lesson id',
      lesson_title: 'Lesson',
      parent_id: 'Reply to',
      author_name: 'Author',
      author_role: 'Written as',
      text: 'Comment',
      hidden: 'Hidden',
      deleted: 'Deleted',
      reply_count: 'Replies',
    },
    actions: {
      hide: { label: 'Hide', done: 'Hid the comment of {{name}}.' },
      unhide: { label: 'Show again', done: 'The comment of {{name}} shows again.' },
    },
  },
};
type Words = typeof en;

const th: Words = {
  courseComments: {
    title: 'ความคิดเห็นในบทเรียน',
    item: 'ความคิดเห็น',
    find: 'ค้นหา',
    course: 'คอร์สเรียน',
    allCourses: 'ทุกคอร์ส',
    lesson: 'บทเรียน',
    allLessons: 'ทุกบทเรียน',
    search: 'คำค้น',
    searchHint: 'ในความคิดเห็นหรือชื่อผู้เขียน',
    deletedText: 'ความคิดเห็นถูกลบแล้ว (เก็บไว้เพราะมีคำตอบ)',
    yes: 'ใช่',
    no: 'ไม่',
    roles: { student: 'ผู้เรียน', instructor: 'ผู้สอน', admin: 'ผู้ดูแลระบบ' },
    columns: {
      id: 'รหัส',
      created_at: 'โพสต์เมื่อ',
      updated_at: 'แก้ไขล่าสุด',
      course_id: 'รหัสคอร์ส',
      course_title: 'คอร์สเรียน',
      lesson_id: 'รหัสบทเรียน',
      lesson_title: 'บทเรียน',
      parent_id: 'ตอบกลับ',
      author_name: 'ผู้เขียน',
      author_role: 'เขียนในฐานะ',
      text: 'ความคิดเห็น',
      hidden: 'ซ่อน',
      deleted: 'ลบแล้ว',
      reply_count: 'คำตอบ',
    },
    actions: {
      hide: { label: 'ซ่อน', done: 'ซ่อนความคิดเห็นของ {{name}} แล้ว' },
      unhide: { label: 'แสดงอีกครั้ง', done: 'ความคิดเห็นของ {{name}} แสดงอีกครั้งแล้ว' },
    },
  },
};

export const COURSE_COMMENT_WORDS = { en, th };
