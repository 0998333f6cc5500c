import {
  homeworkDueAt,
  homeworkReviewProblem,
  homeworkSubmissionKeyText,
  homeworkSubmissionNumber,
  homeworkSubmitBlock,
  isLateHomework,
  message,
  parseHomeworkSubmissionKey,
  ROLE,
  type Course,
  type Homework,
  type HomeworkLessonView,
  type HomeworkReviewInput,
  type HomeworkReviewRow,
  type HomeworkReviewView,
  type HomeworkSubmissionInput,
  type HomeworkSubmissionView,
  type HomeworkSubmitBlock,
} from '@lm/shared';
import { ConflictError, ForbiddenError, invalidField, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import type { HomeworkPorts, StoredSubmission } from './homework-ports.js';
import { lessonsOf, openable } from './service.js';

/**
 * A student's submissions to a homework lesson and their review (decision 0041). Submissions live
 * in the student's partition and are read by the caller's own id; a reviewer reaches them through
 * a course they teach (every course for an administrator).
 */

type Lesson = Course['curriculum'][number]['lessons'][number];

const BLOCKED: Record<Exclude<HomeworkSubmitBlock, ''>, () => string> = {
  awaiting_review: () => message('homeworkAwaitingReview'),
  accepted: () => message('homeworkAccepted'),
  no_resubmit: () => message('homeworkNoResubmit'),
};

/** What finding a homework lesson reads. */
export type HomeworkLessonPorts = Pick<HomeworkPorts, 'courses' | 'instructorAccountOf' | 'enrollments' | 'now' | 'homework'>;

/** A homework lesson of a course the caller may open, and its homework. */
async function homeworkLesson(ports: HomeworkLessonPorts, caller: Caller, courseId: string, lessonId: string) {
  const { course, lesson } = await openable(ports, caller, courseId, lessonId);
  if (lesson.kind !== 'homework') throw new NotFoundError(message('lessonNotHomework'));
  const homework = lesson.homework_id ? await ports.homework.get(lesson.homework_id) : undefined;
  if (!homework) throw new ConflictError(message('homeworkUnavailable'));
  return { course, lesson, homework };
}

const assignmentOf = (homework: Homework): HomeworkLessonView['homework'] => ({
  id: homework.id,
  title_th: homework.title_th,
  title_en: homework.title_en,
  instructions_th: homework.instructions_th,
  instructions_en: homework.instructions_en,
  due_on: homework.due_on,
  due_at: homeworkDueAt(homework.due_on)?.toISOString() ?? null,
  max_score: homework.max_score,
  pass_score: homework.pass_score,
  allow_resubmit: homework.allow_resubmit,
  max_files: homework.max_files,
});

/** A submission with short links to its files. */
async function submissionView(ports: HomeworkPorts, submission: StoredSubmission): Promise<HomeworkSubmissionView> {
  return {
    id: submission.submission_id,
    status: submission.status,
    text: submission.text,
    files: await Promise.all(submission.files.map(async (file) => ({ ...file, download: await ports.download(file) }))),
    submitted_at: submission.submitted_at,
    late: submission.late,
    score: submission.score,
    max_score: submission.max_score,
    pass_score: submission.pass_score,
    comment: submission.comment,
    reviewed_at: submission.reviewed_at || null,
  };
}

async function lessonView(ports: HomeworkPorts, caller: Caller, homework: Homework, submissions: readonly StoredSubmission[]): Promise<HomeworkLessonView> {
  const blocked = homeworkSubmitBlock(homework, submissions);
  return {
    homework: assignmentOf(homework),
    submissions: await Promise.all(submissions.map((one) => submissionView(ports, one))),
    can_submit: blocked === '' && caller.roleId === ROLE.student,
    blocked,
  };
}

/** A homework lesson for the caller: the assignment, their submissions with their reviews, and whether they may submit now. */
export async function getHomeworkLesson(ports: HomeworkPorts, caller: Caller, courseId: string, lessonId: string): Promise<HomeworkLessonView> {
  const { course, lesson, homework } = await homeworkLesson(ports, caller, courseId, lessonId);
  return lessonView(ports, caller, homework, await ports.submissions.list(caller.userId, course.id, lesson.id));
}

/**
 * A student's homework lesson, for an upload or a submission: only students submit, to a lesson
 * they may open (enrolled and not expired, or a free preview).
 */
export async function submittableLesson(ports: HomeworkLessonPorts, caller: Caller, courseId: string, lessonId: string) {
  const found = await homeworkLesson(ports, caller, courseId, lessonId);
  if (caller.roleId !== ROLE.student) throw new ForbiddenError(message('homeworkStudentsOnly'), 'homeworkStudentsOnly');
  return found;
}

/**
 * Submits a homework lesson: a text, files the student uploaded for it, or both. One after the due
 * date's end is taken and marked late. Nothing more once one is accepted or while one awaits
 * review; after a return, again only when the homework allows it.
 */
export async function submitHomework(ports: HomeworkPorts, caller: Caller, courseId: string, lessonId: string, input: HomeworkSubmissionInput): Promise<HomeworkLessonView> {
  const { course, lesson, homework } = await submittableLesson(ports, caller, courseId, lessonId);
  const submissions = await ports.submissions.list(caller.userId, course.id, lesson.id);
  const blocked = homeworkSubmitBlock(homework, submissions);
  if (blocked) throw new ConflictError(BLOCKED[blocked](), blocked);
  if (input.file_ids.length > homework.max_files) {
    throw invalidField('file_ids', homework.max_files === 0 ? 'This homework takes a written answer only.' : `This homework takes at most ${homework.max_files} file${homework.max_files === 1 ? '' : 's'}.`);
  }
  const found = await ports.uploads.find(caller.userId, course.id, lesson.id, input.file_ids);
  const missing = input.file_ids.filter((id) => !found.some((file) => file.id === id));
  if (missing.length) throw invalidField('file_ids', message('homeworkFilesNotYours', { files: missing.join(', ') }));

  const now = ports.now();
  const at = now.toISOString();
  const submission: StoredSubmission = {
    user_id: caller.userId,
    course_id: course.id,
    lesson_id: lesson.id,
    submission_id: homeworkSubmissionNumber(submissions.length + 1),
    homework_id: homework.id,
    text: input.text,
    files: input.file_ids.map((id) => found.find((file) => file.id === id)!),
    status: 'submitted',
    submitted_at: at,
    late: isLateHomework(now, homework.due_on),
    max_score: homework.max_score,
    pass_score: homework.pass_score,
    score: null,
    comment: '',
    reviewed_at: '',
    reviewer_id: '',
    updated_at: at,
  };
  // Another submission of the same number came first: it now awaits review.
  if (!(await ports.submissions.create(submission))) throw new ConflictError(message('homeworkAwaitingReview'), 'awaiting_review');
  return lessonView(ports, caller, homework, [...submissions, submission]);
}

// The reviewer's side.

function requireReviewer(caller: Caller): void {
  if (caller.roleId !== ROLE.admin && caller.roleId !== ROLE.instructor) throw new ForbiddenError(message('homeworkReviewersOnly'), 'homeworkReviewersOnly');
}

/** Whether the caller reviews the course's homework: an administrator, or the course's own instructor. */
async function reviews(ports: HomeworkPorts, caller: Caller, course: Course): Promise<boolean> {
  if (caller.roleId === ROLE.admin) return true;
  return caller.roleId === ROLE.instructor && !!course.instructor_id && (await ports.instructorAccountOf(course.instructor_id)) === caller.userId;
}

const hasHomework = (course: Course) => lessonsOf(course).some((lesson) => lesson.kind === 'homework');

function rowOf(submission: StoredSubmission, course: Course, lesson: Lesson | undefined, studentName: string): HomeworkReviewRow {
  return {
    id: homeworkSubmissionKeyText(submission),
    course_id: course.id,
    course_title: course.title,
    lesson_id: submission.lesson_id,
    lesson_title: lesson?.title ?? '',
    homework_id: submission.homework_id,
    student_id: submission.user_id,
    student_name: studentName,
    number: submission.submission_id,
    status: submission.status,
    submitted_at: submission.submitted_at,
    late: submission.late,
    score: submission.score,
    max_score: submission.max_score,
  };
}

async function namesOf(ports: HomeworkPorts, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  return new Map((await ports.students.get(unique)).map((student) => [student.id, student.name]));
}

/**
 * The submissions to the homework lessons of the courses the caller reviews, those awaiting review
 * first (the oldest of them first: it has waited longest), then the reviewed ones, newest first.
 */
export async function listHomeworkReviews(ports: HomeworkPorts, caller: Caller, status: 'all' | StoredSubmission['status']): Promise<{ rows: HomeworkReviewRow[] }> {
  requireReviewer(caller);
  const courses = (await ports.courses.list()).filter(hasHomework);
  const mine = (await Promise.all(courses.map(async (course) => ((await reviews(ports, caller, course)) ? course : undefined)))).filter((course): course is Course => !!course);
  const found = (await Promise.all(mine.map(async (course) => (await ports.submissions.ofCourse(course.id)).map((submission) => ({ submission, course }))))).flat();
  const chosen = found.filter(({ submission }) => status === 'all' || submission.status === status);
  const names = await namesOf(ports, chosen.map(({ submission }) => submission.user_id));
  const waiting = (one: StoredSubmission) => (one.status === 'submitted' ? 0 : 1);
  return {
    rows: chosen
      .sort((a, b) => waiting(a.submission) - waiting(b.submission) || (waiting(a.submission) === 0 ? a.submission.submitted_at.localeCompare(b.submission.submitted_at) : b.submission.submitted_at.localeCompare(a.submission.submitted_at)))
      .map(({ submission, course }) => rowOf(submission, course, lessonsOf(course).find((lesson) => lesson.id === submission.lesson_id), names.get(submission.user_id) ?? '')),
  };
}

/** A submission the caller reviews; one of a course they do not teach is answered as one that does not exist. */
async function requireReview(ports: HomeworkPorts, caller: Caller, id: string) {
  requireReviewer(caller);
  const notFound = () => new NotFoundError(message('noneWithId', { what: 'homework submission', id }));
  const key = parseHomeworkSubmissionKey(id);
  if (!key) throw notFound();
  const course = await ports.courses.get(key.course_id);
  if (!course || !(await reviews(ports, caller, course))) throw notFound();
  const submission = await ports.submissions.get(key);
  if (!submission) throw notFound();
  return { course, submission };
}

async function reviewViewOf(ports: HomeworkPorts, course: Course, submission: StoredSubmission): Promise<HomeworkReviewView> {
  const [homework, names] = await Promise.all([ports.homework.get(submission.homework_id), namesOf(ports, [submission.user_id])]);
  const lesson = lessonsOf(course).find((one) => one.id === submission.lesson_id);
  const assignment = homework
    ? assignmentOf(homework)
    : // Deleted since: the submission keeps its own scores.
      { id: submission.homework_id, title_th: '', title_en: '', instructions_th: '', instructions_en: '', due_on: '', due_at: null, max_score: submission.max_score, pass_score: submission.pass_score, allow_resubmit: false, max_files: 0 };
  return { ...rowOf(submission, course, lesson, names.get(submission.user_id) ?? ''), homework: assignment, submission: await submissionView(ports, submission) };
}

/** One submission for its reviewer: the assignment, the work with its files, and any review. */
export async function getHomeworkReview(ports: HomeworkPorts, caller: Caller, id: string): Promise<HomeworkReviewView> {
  const { course, submission } = await requireReview(ports, caller, id);
  return reviewViewOf(ports, course, submission);
}

/**
 * Scores a submission and comments, and accepts it (the pass score at least) or returns it. An
 * acceptance completes the lesson in the student's progress in the same transaction; a submission
 * is reviewed once.
 */
export async function reviewHomework(ports: HomeworkPorts, caller: Caller, id: string, input: HomeworkReviewInput): Promise<HomeworkReviewView> {
  const { course, submission } = await requireReview(ports, caller, id);
  if (submission.status !== 'submitted') throw new ConflictError(message('homeworkReviewed'));
  const problem = homeworkReviewProblem(input, submission);
  if (problem) throw invalidField(problem.field, problem.message);
  const at = ports.now().toISOString();
  const reviewed: StoredSubmission = { ...submission, status: input.decision, score: input.score, comment: input.comment, reviewed_at: at, reviewer_id: caller.userId, updated_at: at };
  if (!(await ports.submissions.review(reviewed, input.decision === 'accepted'))) throw new ConflictError(message('homeworkReviewed'));
  return reviewViewOf(ports, course, reviewed);
}
