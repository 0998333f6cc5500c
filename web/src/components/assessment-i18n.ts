import { addTranslations } from '../lib/i18n';

/** Words of the assessments (decision 0043): the course page's, the student's and the instructor's. */
const en = {
  myCourse: 'Assessments',
  rating: {
    label: '{{value}} out of 5',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
  },
  course: {
    title: 'Student assessments',
    summary_one: '{{average}} out of 5 from {{count}} assessment',
    summary_other: '{{average}} out of 5 from {{count}} assessments',
    none: 'No student has assessed this course yet.',
    loading: 'Loading the assessments…',
    error: 'The assessments could not be loaded.',
    spread: 'How students rated it',
    students_one: '{{count}} student',
    students_other: '{{count}} students',
  },
  criteria: {
    participation: 'Participation',
    assignments: 'Assignments',
    understanding: 'Understanding',
  },
};
type Texts = typeof en;

const th: Texts = {
  myCourse: 'การประเมิน',
  rating: {
    label: '{{value}} จาก 5',
    stars_one: '{{count}} ดาว',
    stars_other: '{{count}} ดาว',
  },
  course: {
    title: 'ผลการประเมินจากผู้เรียน',
    summary_one: '{{average}} จาก 5 จากการประเมิน {{count}} ครั้ง',
    summary_other: '{{average}} จาก 5 จากการประเมิน {{count}} ครั้ง',
    none: 'ยังไม่มีผู้เรียนประเมินคอร์สนี้',
    loading: 'กำลังโหลดผลการประเมิน…',
    error: 'ไม่สามารถโหลดผลการประเมินได้',
    spread: 'คะแนนที่ผู้เรียนให้',
    students_one: 'ผู้เรียน {{count}} คน',
    students_other: 'ผู้เรียน {{count}} คน',
  },
  criteria: {
    participation: 'การมีส่วนร่วม',
    assignments: 'งานที่มอบหมาย',
    understanding: 'ความเข้าใจ',
  },
};

addTranslations({ en: { assessments: en }, th: { assessments: th } });
