import { addTranslations } from '../../lib/i18n';

const en = {
  title: 'Assessments',
  titleOf: 'Assessments: {{course}}',
  link: 'Assessments',
  linkOf: 'Assessments of {{course}}',
  said: {
    title: 'What students said of me',
    overall_one: 'Over all your courses: {{average}} out of 5 from {{count}} rating.',
    overall_other: 'Over all your courses: {{average}} out of 5 from {{count}} ratings.',
    noneAtAll: 'No student has rated you yet.',
    course_one: '{{average}} out of 5 from {{count}} rating in this course',
    course_other: '{{average}} out of 5 from {{count}} ratings in this course',
    none: 'No student of this course has rated you yet.',
    others: 'My other courses',
    error: 'Your ratings could not be loaded.',
  },
  students: {
    title: 'Assess my students',
    empty: 'No student is enrolled in this course yet.',
    error: 'The students of this course could not be loaded.',
    notYet: 'Not assessed yet',
    average: 'Average {{average}} / 5',
    assess: 'Assess',
    edit: 'Edit assessment',
    assessOf: 'Assess {{name}}',
    editOf: 'Edit the assessment of {{name}}',
  },
  rubric: {
    formOf: 'Assessment of {{name}}',
    comment: 'Comment for the student',
    save: 'Save assessment',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Saved the assessment of {{name}}.',
    failed: 'The assessment could not be saved. Please try again.',
    missing: 'Give a score of 1 to 5 for {{criterion}}.',
  },
};
type Texts = typeof en;

const th: Texts = {
  title: 'การประเมิน',
  titleOf: 'การประเมิน: {{course}}',
  link: 'การประเมิน',
  linkOf: 'การประเมินของคอร์ส {{course}}',
  said: {
    title: 'ผู้เรียนประเมินฉันว่าอย่างไร',
    overall_one: 'รวมทุกคอร์ส: {{average}} จาก 5 จากการให้คะแนน {{count}} ครั้ง',
    overall_other: 'รวมทุกคอร์ส: {{average}} จาก 5 จากการให้คะแนน {{count}} ครั้ง',
    noneAtAll: 'ยังไม่มีผู้เรียนให้คะแนนคุณ',
    course_one: '{{average}} จาก 5 จากการให้คะแนน {{count}} ครั้งในคอร์สนี้',
    course_other: '{{average}} จาก 5 จากการให้คะแนน {{count}} ครั้งในคอร์สนี้',
    none: 'ยังไม่มีผู้เรียนในคอร์สนี้ให้คะแนนคุณ',
    others: 'คอร์สอื่นของฉัน',
    error: 'ไม่สามารถโหลดคะแนนของคุณได้',
  },
  students: {
    title: 'ประเมินผู้เรียนของฉัน',
    empty: 'ยังไม่มีผู้เรียนลงทะเบียนในคอร์สนี้',
    error: 'ไม่สามารถโหลดรายชื่อผู้เรียนของคอร์สนี้ได้',
    notYet: 'ยังไม่ได้ประเมิน',
    average: 'เฉลี่ย {{average}} / 5',
    assess: 'ประเมิน',
    edit: 'แก้ไขการประเมิน',
    assessOf: 'ประเมิน {{name}}',
    editOf: 'แก้ไขการประเมินของ {{name}}',
  },
  rubric: {
    formOf: 'การประเมินของ {{name}}',
    comment: 'ความเห็นถึงผู้เรียน',
    save: 'บันทึกการประเมิน',
    saving: 'กำลังบันทึก…',
    cancel: 'ยกเลิก',
    saved: 'บันทึกการประเมินของ {{name}} แล้ว',
    failed: 'บันทึกการประเมินไม่สำเร็จ กรุณาลองใหม่',
    missing: 'ให้คะแนน 1 ถึง 5 สำหรับ{{criterion}}',
  },
};

// The instructor's assessment page travels in its own chunk, added to the app's translations when first loaded.
addTranslations({ en: { instructorAssessment: en }, th: { instructorAssessment: th } });
