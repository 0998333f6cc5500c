import type { Database } from '@lm/functions/data/database';
import { commentIdAt, type StoredComment } from '@lm/shared';
import { INSTRUCTOR } from './content.js';

/** The demo discussion: under "Values and types" of Python for beginners, a student's question and the instructor's answer (decision 0044). */
export const DEMO_COMMENT_COURSE = 'course-python-basics';
export const DEMO_COMMENT_LESSON = 'values-and-types';
export const DEMO_QUESTION_ID = commentIdAt(Date.parse('2026-11-20T02:15:00.000Z'), 'seed01');
export const DEMO_ANSWER_ID = commentIdAt(Date.parse('2026-11-20T04:40:00.000Z'), 'seed02');

type CreateIfAbsent = (write: () => Promise<unknown>) => Promise<void>;

/**
 * The course's teacher answers as the account their public profile belongs to; the demo's Python
 * teacher has none, so the answer names the profile (nobody signs in as it, so nobody edits it).
 */
export async function seedComments(db: Pick<Database, 'courseComments' | 'instructorProfiles'>, options: { studentId: string; studentName: string }, createIfAbsent: CreateIfAbsent): Promise<void> {
  const { data: profile } = await db.instructorProfiles.get({ id: INSTRUCTOR.somchai }).go();
  const place = { course_id: DEMO_COMMENT_COURSE, lesson_id: DEMO_COMMENT_LESSON, thread_id: DEMO_QUESTION_ID, hidden: false, deleted: false, edited_at: '' };
  const question: StoredComment = {
    ...place,
    comment_id: DEMO_QUESTION_ID,
    parent_id: '',
    author_id: options.studentId,
    author_name: options.studentName,
    author_role: 'student',
    text: 'ใน Python ต้องประกาศชนิดของตัวแปรก่อนใช้ไหมครับ เช่น ถ้าเขียน x = 5 แล้วต่อมา x = "ห้า" จะผิดไหม',
    reply_count: 1,
    created_at: '2026-11-20T02:15:00.000Z',
    updated_at: '2026-11-20T04:40:00.000Z',
  };
  const answer: StoredComment = {
    ...place,
    comment_id: DEMO_ANSWER_ID,
    parent_id: DEMO_QUESTION_ID,
    author_id: profile?.user_id || INSTRUCTOR.somchai,
    author_name: profile?.name ?? 'Somchai Wongsakul',
    author_role: 'instructor',
    text: 'ไม่ต้องประกาศครับ Python รู้ชนิดจากค่าที่กำหนดให้ตอนรันโปรแกรม x = 5 แล้วเปลี่ยนเป็น x = "ห้า" ได้ไม่ผิด แต่ควรใช้ชื่อตัวแปรเดิมกับข้อมูลชนิดเดียวกันเพื่อให้อ่านง่าย ลองใช้ type(x) ดูชนิดของค่าได้ครับ',
    reply_count: 0,
    created_at: '2026-11-20T04:40:00.000Z',
    updated_at: '2026-11-20T04:40:00.000Z',
  };
  for (const comment of [question, answer]) await createIfAbsent(() => db.courseComments.create(comment).go());
}
