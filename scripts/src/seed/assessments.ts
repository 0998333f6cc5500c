import type { Database } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { courseAssessmentRecords, instructorAssessmentRecords, studentAssessmentRecords } from '@lm/functions/data/records/assessments';
import { assessmentId } from '@lm/functions/learning/assessments';
import type { RecordKind } from '@lm/functions/master-files/master-file';
import { rubricAverage, type CourseAssessment, type InstructorAssessment, type StudentAssessment } from '@lm/shared';
import { DEMO_COURSES } from './catalog.js';

/** The course the demo student finished: the demo instructor's Git course. */
export const ASSESSED_COURSE_ID = 'course-git';
const FINISHED_ON = '2026-02-14T10:30:00.000Z';
const SCORES = { participation: 5, assignments: 4, understanding: 4 };

/**
 * Assessments for the demo (decision 0043): the demo student took the demo instructor's Git course
 * and finished every lesson; they rated and reviewed the course and its instructor, and the
 * instructor assessed them on the rubric. Each record is written once.
 */
export async function seedAssessments(
  db: Database,
  options: DataOptions,
  { studentId, instructorId }: { studentId: string; instructorId: string },
  createIfAbsent: (write: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const course = DEMO_COURSES.find((one) => one.id === ASSESSED_COURSE_ID);
  if (!course || !studentId || !instructorId) return;
  await createIfAbsent(() =>
    db.enrollments.create({ user_id: studentId, course_id: course.id, order_id: 'order-demo-git-gift', granted_at: '2026-02-01T03:00:00.000Z', access_until: '2027-02-01T03:00:00.000Z' }).go(),
  );
  for (const lesson of course.curriculum.flatMap((section) => section.lessons)) {
    await createIfAbsent(() =>
      db.lessonProgress.create({ user_id: studentId, course_id: course.id, lesson_id: lesson.id, position_seconds: 0, completed: true, completed_at: FINISHED_ON, updated_at: FINISHED_ON }).go(),
    );
  }
  const records = entityRecords(options);
  const stamps = { created_at: '2026-02-15T09:00:00.000Z', updated_at: '2026-02-15T09:00:00.000Z' };
  const ensure = async <T extends { id: string }>(kind: RecordKind<T>, record: T) => {
    const store = records(kind);
    if (!(await store.get(record.id))) await store.put(record, 'create');
  };
  await ensure<CourseAssessment>(courseAssessmentRecords, {
    id: assessmentId('course', course.id, studentId),
    course_id: course.id,
    course_title: course.title,
    user_id: studentId,
    student_name: 'Somchai Jaidee',
    rating: 5,
    review: 'เข้าใจ branch และ pull request ได้จริง ตัวอย่างใช้กับงานทีมได้ทันที / Finally understood branches and pull requests; the examples work for a real team.',
    ...stamps,
  });
  await ensure<InstructorAssessment>(instructorAssessmentRecords, {
    id: assessmentId('instructor', course.id, studentId),
    course_id: course.id,
    course_title: course.title,
    instructor_user_id: instructorId,
    instructor_name: 'Ines Teacher',
    user_id: studentId,
    student_name: 'Somchai Jaidee',
    rating: 5,
    comment: 'อธิบายชัดเจนและตอบคำถามเร็ว / Clear explanations and quick answers.',
    ...stamps,
  });
  await ensure<StudentAssessment>(studentAssessmentRecords, {
    id: assessmentId('student', course.id, studentId),
    course_id: course.id,
    course_title: course.title,
    student_id: studentId,
    student_name: 'Somchai Jaidee',
    instructor_user_id: instructorId,
    instructor_name: 'Ines Teacher',
    scores: SCORES,
    average: rubricAverage(SCORES),
    comment: 'ส่งงานครบและรีวิวโค้ดเพื่อนได้ดี / Handed in every exercise and reviewed classmates’ code well.',
    ...stamps,
  });
}
