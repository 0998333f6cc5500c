import { addTranslations } from '../../lib/i18n';

const en = {
  title: 'My assessment',
  titleOf: 'My assessment: {{course}}',
  loadFailed: 'The assessment could not be loaded.',
  saveFailed: 'The assessment could not be saved. Please try again.',
  chooseRating: 'Choose from 1 to 5 stars.',
  writeReview: 'Write a few words about the course.',
  submit: 'Send my assessment',
  update: 'Update my assessment',
  saving: 'Saving…',
  rubric: {
    title: 'My instructor’s assessment of me',
    none: 'Your instructor has not assessed you in this course yet.',
    by: 'By {{name}}, {{date}}',
    caption: 'Scores out of 5 for each criterion',
    criterion: 'Criterion',
    score: 'Score',
    average: 'Average',
    outOf: '{{score}} / 5',
  },
  course: {
    title: 'My assessment of the course',
    rating: 'How would you rate this course?',
    review: 'Your review',
    saved: 'Your assessment of the course was saved. It shows on the course page.',
    notFinished: 'You can assess this course once you finish every lesson: {{done}} of {{total}} are done.',
    continue: 'Continue learning',
  },
  instructor: {
    title: 'My rating of {{name}}',
    fallback: 'the instructor',
    rating: 'How would you rate {{name}}?',
    comment: 'Comment (optional; your instructor does not see your name)',
    saved: 'Your rating of the instructor was saved.',
  },
};
type Texts = typeof en;

const th: Texts = {
  title: 'การประเมินของฉัน',
  titleOf: 'การประเมินของฉัน: {{course}}',
  loadFailed: 'ไม่สามารถโหลดการประเมินได้',
  saveFailed: 'บันทึกการประเมินไม่สำเร็จ กรุณาลองใหม่',
  chooseRating: 'เลือกคะแนน 1 ถึง 5 ดาว',
  writeReview: 'เขียนความเห็นเกี่ยวกับคอร์สสักเล็กน้อย',
  submit: 'ส่งการประเมิน',
  update: 'แก้ไขการประเมิน',
  saving: 'กำลังบันทึก…',
  rubric: {
    title: 'ผลการประเมินจากผู้สอน',
    none: 'ผู้สอนยังไม่ได้ประเมินคุณในคอร์สนี้',
    by: 'โดย {{name}} เมื่อ {{date}}',
    caption: 'คะแนนเต็ม 5 ในแต่ละเกณฑ์',
    criterion: 'เกณฑ์',
    score: 'คะแนน',
    average: 'เฉลี่ย',
    outOf: '{{score}} / 5',
  },
  course: {
    title: 'การประเมินคอร์สของฉัน',
    rating: 'คุณให้คะแนนคอร์สนี้เท่าไร',
    review: 'ความเห็นของคุณ',
    saved: 'บันทึกการประเมินคอร์สแล้ว แสดงอยู่ในหน้าคอร์ส',
    notFinished: 'ประเมินคอร์สนี้ได้เมื่อเรียนครบทุกบทเรียน: เรียนจบแล้ว {{done}} จาก {{total}} บท',
    continue: 'เรียนต่อ',
  },
  instructor: {
    title: 'คะแนนที่ฉันให้ {{name}}',
    fallback: 'ผู้สอน',
    rating: 'คุณให้คะแนน {{name}} เท่าไร',
    comment: 'ความเห็น (ไม่บังคับ ผู้สอนจะไม่เห็นชื่อของคุณ)',
    saved: 'บันทึกคะแนนผู้สอนแล้ว',
  },
};

// The student's assessment page travels in its own chunk, added to the app's translations when first loaded.
addTranslations({ en: { studentAssessment: en }, th: { studentAssessment: th } });
