/** The assessments screen's words (decision 0043), joined to the master files' in `../i18n.ts`. */
const en = {
  assessments: { title: 'Assessments', show: 'Show' },
  courseAssessments: { title: 'Course assessments', item: 'course assessment' },
  instructorAssessments: { title: 'Instructor assessments', item: 'instructor assessment' },
  studentAssessments: { title: 'Student assessments', item: 'student assessment' },
  assessmentColumns: {
    id: 'Id',
    created_at: 'Written',
    updated_at: 'Last changed',
    course_id: 'Course id',
    course_title: 'Course',
    user_id: 'Student account',
    student_id: 'Student account',
    student_name: 'Student',
    instructor_user_id: 'Instructor account',
    instructor_name: 'Instructor',
    rating: 'Rating',
    review: 'Review',
    comment: 'Comment',
    average: 'Average score',
  },
  assessmentView: {
    about: 'Assessment',
    scores: 'Rubric scores',
    participation: 'Participation',
    assignments: 'Assignments',
    understanding: 'Understanding',
  },
};
type Words = typeof en;

const th: Words = {
  assessments: { title: 'การประเมิน', show: 'แสดง' },
  courseAssessments: { title: 'การประเมินคอร์ส', item: 'การประเมินคอร์ส' },
  instructorAssessments: { title: 'การประเมินผู้สอน', item: 'การประเมินผู้สอน' },
  studentAssessments: { title: 'การประเมินผู้เรียน', item: 'การประเมินผู้เรียน' },
  assessmentColumns: {
    id: 'รหัส',
    created_at: 'เขียนเมื่อ',
    updated_at: 'แก้ไขล่าสุด',
    course_id: 'รหัสคอร์ส',
    course_title: 'คอร์สเรียน',
    user_id: 'บัญชีผู้เรียน',
    student_id: 'บัญชีผู้เรียน',
    student_name: 'ผู้เรียน',
    instructor_user_id: 'บัญชีผู้สอน',
    instructor_name: 'ผู้สอน',
    rating: 'คะแนน',
    review: 'ความเห็น',
    comment: 'ความเห็น',
    average: 'คะแนนเฉลี่ย',
  },
  assessmentView: {
    about: 'การประเมิน',
    scores: 'คะแนนตามเกณฑ์',
    participation: 'การมีส่วนร่วม',
    assignments: 'งานที่มอบหมาย',
    understanding: 'ความเข้าใจ',
  },
};

export const ASSESSMENT_WORDS = { en, th };
