import { createDatabase, type Database } from '@lm/functions/data/database';
import { isConditionFailure } from '@lm/functions/data/conditions';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { homeworkCategoryRecords } from '@lm/functions/data/records/homework-category';
import { homeworkRecords } from '@lm/functions/data/records/homework';
import { homeworkInput, type Homework, type HomeworkCategory } from '@lm/shared';

/** The demo homework the python course shows as a lesson (decision 0041). */
export const DEMO_HOMEWORK_ID = 'homework-python-function';
export const DEMO_HOMEWORK_CATEGORY_ID = 'homework-cat-python';
export const DEMO_HOMEWORK_COURSE_ID = 'course-python-basics';
export const DEMO_HOMEWORK_LESSON_ID = 'python-basics-homework';

const SEEDED_AT = '2026-11-01T08:00:00.000Z';
const stamps = { created_at: SEEDED_AT, updated_at: SEEDED_AT };

export const DEMO_HOMEWORK_CATEGORY: HomeworkCategory = { id: DEMO_HOMEWORK_CATEGORY_ID, name: 'Python practice', description: 'Exercises for the Python courses.', ordering: 1, ...stamps };

/** Scored out of 10, 6 passes; a returned submission may be sent again; up to two files. */
export const DEMO_HOMEWORK: Homework = {
  id: DEMO_HOMEWORK_ID,
  ...homeworkInput.parse({
    title_th: 'การบ้าน: ฟังก์ชันแรกของคุณ',
    title_en: 'Homework: your first function',
    category_id: DEMO_HOMEWORK_CATEGORY_ID,
    instructions_th: 'เขียนฟังก์ชัน greet(name) ที่คืนค่าข้อความ "สวัสดี" ตามด้วยชื่อ แล้วเรียกใช้กับชื่อของคุณ ส่งไฟล์ .py หรือ .txt พร้อมผลลัพธ์ที่ได้',
    instructions_en: 'Write a function greet(name) that returns "Hello, " followed by the name, then call it with your own name. Send your .py or .txt file with the output you got.',
    due_on: '2027-06-30',
    max_score: 10,
    pass_score: 6,
    allow_resubmit: true,
    max_files: 2,
  }),
  ...stamps,
};

/** The demo student's submission, waiting for the instructor's review. */
export const DEMO_SUBMISSION = {
  course_id: DEMO_HOMEWORK_COURSE_ID,
  lesson_id: DEMO_HOMEWORK_LESSON_ID,
  submission_id: '0001',
  homework_id: DEMO_HOMEWORK_ID,
  text: 'def greet(name):\n    return "Hello, " + name\n\nprint(greet("Somchai"))  # Hello, Somchai',
  files: [],
  status: 'submitted' as const,
  submitted_at: '2026-11-20T09:30:00.000Z',
  late: false,
  max_score: DEMO_HOMEWORK.max_score,
  pass_score: DEMO_HOMEWORK.pass_score,
  comment: '',
  reviewed_at: '',
  reviewer_id: '',
  updated_at: '2026-11-20T09:30:00.000Z',
};

/**
 * The demo student's work in the demo instructor's Git course, which they finished: accepted, so
 * the instructor's review page lists it, and the course stays finished.
 */
export const DEMO_ACCEPTED_SUBMISSION = {
  ...DEMO_SUBMISSION,
  course_id: 'course-git',
  lesson_id: 'pull-request-homework',
  text: 'I opened a pull request from my feature branch, asked a classmate for a review and merged it after fixing the comments.',
  status: 'accepted' as const,
  submitted_at: '2026-02-10T09:00:00.000Z',
  score: 9,
  comment: 'ดีมาก: the pull request is small and its description says why. / Very good.',
  reviewed_at: '2026-02-12T09:00:00.000Z',
  updated_at: '2026-02-12T09:00:00.000Z',
};

/** The demo homework's category and homework, and the demo student's submissions to it, each written once. */
export async function seedHomework(options: DataOptions, { studentId, instructorId }: { studentId: string; instructorId: string }, db: Pick<Database, 'homeworkSubmissions'> = createDatabase(options)): Promise<void> {
  const records = entityRecords(options);
  const once = async <T extends { id: string }>(store: { get(id: string): Promise<T | undefined>; put(record: T, mode: 'create'): Promise<void> }, record: T) => {
    if (!(await store.get(record.id))) await store.put(record, 'create');
  };
  await once(records(homeworkCategoryRecords), DEMO_HOMEWORK_CATEGORY);
  await once(records(homeworkRecords), DEMO_HOMEWORK);
  if (!studentId) return;
  for (const submission of [{ ...DEMO_SUBMISSION, user_id: studentId }, { ...DEMO_ACCEPTED_SUBMISSION, user_id: studentId, reviewer_id: instructorId }]) {
    try {
      await db.homeworkSubmissions.create(submission).go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}
