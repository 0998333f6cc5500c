import { ROLE, type Course, type Homework } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller.js';
import type { HomeworkPorts, StoredSubmission } from './homework-ports.js';
import { getHomeworkLesson, reviewHomework, submitHomework } from './homework-submissions.js';

const STAMP = '2026-11-01T00:00:00.000Z';
const lesson = (id: string, homeworkId: string): Course['curriculum'][number]['lessons'][number] => ({
  id,
  title: 'Practice',
  duration_minutes: 10,
  kind: 'homework',
  video_id: '',
  file_id: '',
  quiz_id: '',
  homework_id: homeworkId,
  body: '',
  url: '',
  free_preview: false,
});
const COURSE = {
  id: 'course-1',
  title: 'Python',
  slug: 'python',
  description: '',
  price: 0,
  sale_price: null,
  cover_image: '',
  category_id: 'cat',
  instructor_id: 'profile-1',
  status: 'open',
  published: true,
  curriculum: [{ title: 'One', lessons: [lesson('due', 'hw-due'), lesson('once', 'hw-once')] }],
  created_at: STAMP,
  updated_at: STAMP,
} as Course;
const homework = (id: string, fields: Partial<Homework>): Homework => ({
  id,
  title_th: '',
  title_en: 'Practice',
  category_id: 'cat',
  instructions_th: '',
  instructions_en: 'Do it.',
  due_on: '',
  max_score: 10,
  pass_score: 6,
  allow_resubmit: true,
  max_files: 1,
  created_at: STAMP,
  updated_at: STAMP,
  ...fields,
});

/** Fakes with the stores' rules: a number taken refuses a second create, a review holds only while the submission awaits one. */
function fakes(now: string) {
  const kept = new Map<string, StoredSubmission>();
  const completed: string[] = [];
  const key = (s: Pick<StoredSubmission, 'user_id' | 'course_id' | 'lesson_id' | 'submission_id'>) => [s.user_id, s.course_id, s.lesson_id, s.submission_id].join(':');
  const homeworks = [homework('hw-due', { due_on: '2026-11-30' }), homework('hw-once', { allow_resubmit: false })];
  const ports: HomeworkPorts = {
    courses: { get: async (id) => (id === COURSE.id ? COURSE : undefined), list: async () => [COURSE] },
    instructorAccountOf: async (profile) => (profile === 'profile-1' ? 'teacher' : undefined),
    enrollments: { get: async (userId) => (userId.startsWith('student') ? { access_until: '2099-01-01T00:00:00.000Z' } : undefined), listByUser: async () => [] },
    now: () => new Date(now),
    homework: { get: async (id) => homeworks.find((one) => one.id === id) },
    submissions: {
      list: async (userId, courseId, lessonId) => [...kept.values()].filter((s) => s.user_id === userId && s.course_id === courseId && s.lesson_id === lessonId),
      get: async (k) => kept.get(key(k)),
      ofCourse: async (courseId) => [...kept.values()].filter((s) => s.course_id === courseId),
      create: async (s) => (kept.has(key(s)) ? false : (kept.set(key(s), s), true)),
      review: async (s, complete) => {
        if (kept.get(key(s))?.status !== 'submitted') return false;
        kept.set(key(s), s);
        if (complete) completed.push(`${s.user_id}:${s.lesson_id}`);
        return true;
      },
    },
    uploads: { find: async () => [] },
    download: async (file) => ({ url: `https://files.example/${file.id}`, file_name: file.file_name, expires_at: now }),
    students: { get: async (ids) => ids.map((id) => ({ id, name: `Name of ${id}`, email: '' })) },
  };
  return { ports, completed };
}

const student: Caller = { userId: 'student-1', username: 'student', roleId: ROLE.student, groups: ['student'] };
const teacher: Caller = { userId: 'teacher', username: 'instructor', roleId: ROLE.instructor, groups: ['instructor'] };

describe('submitting homework', () => {
  it('takes work after the due date’s end in Thailand, marked late', async () => {
    const onTime = fakes('2026-11-30T16:59:00.000Z');
    expect((await submitHomework(onTime.ports, student, 'course-1', 'due', { text: 'Done.', file_ids: [] })).submissions[0]).toMatchObject({ late: false, status: 'submitted' });
    const late = fakes('2026-11-30T17:00:01.000Z');
    expect((await submitHomework(late.ports, student, 'course-1', 'due', { text: 'Done.', file_ids: [] })).submissions[0]).toMatchObject({ late: true, status: 'submitted' });
  });

  it('takes one submission only when the homework allows no resubmission, even after a return', async () => {
    const { ports } = fakes('2026-11-20T00:00:00.000Z');
    await submitHomework(ports, student, 'course-1', 'once', { text: 'First try.', file_ids: [] });
    await reviewHomework(ports, teacher, 'course-1.once.student-1.0001', { score: 3, comment: 'Not yet.', decision: 'returned' });
    expect(await getHomeworkLesson(ports, student, 'course-1', 'once')).toMatchObject({ can_submit: false, blocked: 'no_resubmit' });
    await expect(submitHomework(ports, student, 'course-1', 'once', { text: 'Again.', file_ids: [] })).rejects.toThrow('This homework takes one submission only.');
  });

  it('refuses a file the homework has no room for, and files that are not the student’s uploads', async () => {
    const { ports } = fakes('2026-11-20T00:00:00.000Z');
    await expect(submitHomework(ports, student, 'course-1', 'due', { text: '', file_ids: ['a', 'b'] })).rejects.toThrow('This homework takes at most 1 file.');
    await expect(submitHomework(ports, student, 'course-1', 'due', { text: '', file_ids: ['theirs'] })).rejects.toThrow('theirs is not one of your uploads.');
  });

  it('completes the lesson only on an acceptance, in the review’s own write', async () => {
    const { ports, completed } = fakes('2026-11-20T00:00:00.000Z');
    await submitHomework(ports, student, 'course-1', 'due', { text: 'Done.', file_ids: [] });
    const accepted = await reviewHomework(ports, teacher, 'course-1.due.student-1.0001', { score: 6, comment: '', decision: 'accepted' });
    expect(accepted).toMatchObject({ student_name: 'Name of student-1', status: 'accepted', submission: { score: 6, status: 'accepted' } });
    expect(completed).toEqual(['student-1:due']);
    await expect(reviewHomework(ports, teacher, 'course-1.due.student-1.0001', { score: 9, comment: '', decision: 'accepted' })).rejects.toThrow('This submission has been reviewed already.');
  });
});
