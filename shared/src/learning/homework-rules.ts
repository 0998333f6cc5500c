import type { Homework, HomeworkReviewInput, HomeworkSubmissionStatus, HomeworkSubmitBlock } from './homework-schemas.js';

/** Thailand keeps one offset all year: a due date ends at midnight there. */
const THAILAND_OFFSET = '+07:00';

/** The moment a due date (YYYY-MM-DD) ends, in Thailand's time; null without one. */
export function homeworkDueAt(dueOn: string): Date | null {
  return dueOn ? new Date(`${dueOn}T23:59:59.999${THAILAND_OFFSET}`) : null;
}

/** Whether a submission at `at` comes after its due date's end. Late work is taken, and marked. */
export function isLateHomework(at: Date, dueOn: string): boolean {
  const end = homeworkDueAt(dueOn);
  return end !== null && at.getTime() > end.getTime();
}

/**
 * Why the student may not submit now, '' when they may: nothing more once a submission is
 * accepted; nothing while one waits for review; again after a return only when the homework
 * allows resubmission.
 */
export function homeworkSubmitBlock(homework: Pick<Homework, 'allow_resubmit'>, submissions: readonly { status: HomeworkSubmissionStatus }[]): HomeworkSubmitBlock {
  if (submissions.some((one) => one.status === 'accepted')) return 'accepted';
  if (submissions.some((one) => one.status === 'submitted')) return 'awaiting_review';
  if (submissions.length > 0 && !homework.allow_resubmit) return 'no_resubmit';
  return '';
}

/** What is wrong with a review of a submission scored out of `max_score`, or null: a score above it, or an acceptance below the pass score. */
export function homeworkReviewProblem(review: Pick<HomeworkReviewInput, 'score' | 'decision'>, marks: { max_score: number; pass_score: number }): { field: 'score' | 'decision'; message: string } | null {
  if (review.score > marks.max_score) return { field: 'score', message: `The score is at most ${marks.max_score}.` };
  if (review.decision === 'accepted' && review.score < marks.pass_score) {
    return { field: 'decision', message: `A score below the pass score (${marks.pass_score}) cannot be accepted: return the submission instead.` };
  }
  return null;
}

/** `0001`, `0002`…: a submission's number in its lesson, sorted as text. */
export const homeworkSubmissionNumber = (count: number) => String(count).padStart(4, '0');

/** Where a submission is kept: its student, course, lesson and number. */
export interface HomeworkSubmissionKey {
  user_id: string;
  course_id: string;
  lesson_id: string;
  submission_id: string;
}

/** A submission's key as one path segment, for its reviewer (course, lesson, student, number). */
export const homeworkSubmissionKeyText = (key: HomeworkSubmissionKey) => [key.course_id, key.lesson_id, key.user_id, key.submission_id].join('.');

/** The key a reviewer's id names, or undefined when it names none. */
export function parseHomeworkSubmissionKey(text: string): HomeworkSubmissionKey | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^[A-Za-z0-9_-]{1,64}$/.test(part))) return undefined;
  const [course_id, lesson_id, user_id, submission_id] = parts as [string, string, string, string];
  return { user_id, course_id, lesson_id, submission_id };
}
