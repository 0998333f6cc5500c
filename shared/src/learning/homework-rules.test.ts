import { describe, expect, it } from 'vitest';
import { homeworkDueAt, homeworkReviewProblem, homeworkSubmissionKeyText, homeworkSubmitBlock, isLateHomework, parseHomeworkSubmissionKey } from './homework-rules.js';
import { homeworkInput, homeworkReviewInput, homeworkSubmissionInput } from './homework-schemas.js';

describe('a homework due date', () => {
  it('ends at midnight in Thailand, and work after it is late', () => {
    expect(homeworkDueAt('2026-12-01')?.toISOString()).toBe('2026-12-01T16:59:59.999Z');
    expect(homeworkDueAt('')).toBeNull();
    expect(isLateHomework(new Date('2026-12-01T16:59:59.000Z'), '2026-12-01')).toBe(false);
    expect(isLateHomework(new Date('2026-12-01T17:00:00.000Z'), '2026-12-01')).toBe(true);
    expect(isLateHomework(new Date('2099-01-01T00:00:00.000Z'), '')).toBe(false);
  });
});

describe('when a student may submit', () => {
  const allowed = { allow_resubmit: true };
  const once = { allow_resubmit: false };

  it('the first time, and again after a return when the homework allows it', () => {
    expect(homeworkSubmitBlock(once, [])).toBe('');
    expect(homeworkSubmitBlock(allowed, [{ status: 'returned' }])).toBe('');
    expect(homeworkSubmitBlock(once, [{ status: 'returned' }])).toBe('no_resubmit');
  });

  it('not while one waits for review, nor once one is accepted', () => {
    expect(homeworkSubmitBlock(allowed, [{ status: 'returned' }, { status: 'submitted' }])).toBe('awaiting_review');
    expect(homeworkSubmitBlock(allowed, [{ status: 'returned' }, { status: 'accepted' }])).toBe('accepted');
  });
});

describe('a review', () => {
  const marks = { max_score: 10, pass_score: 6 };

  it('scores at most the maximum, and accepts only from the pass score', () => {
    expect(homeworkReviewProblem({ score: 6, decision: 'accepted' }, marks)).toBeNull();
    expect(homeworkReviewProblem({ score: 2, decision: 'returned' }, marks)).toBeNull();
    expect(homeworkReviewProblem({ score: 11, decision: 'returned' }, marks)).toEqual({ field: 'score', message: 'The score is at most 10.' });
    expect(homeworkReviewProblem({ score: 5, decision: 'accepted' }, marks)).toEqual({ field: 'decision', message: 'A score below the pass score (6) cannot be accepted: return the submission instead.' });
  });

  it('is asked for with a whole score and a decision', () => {
    expect(homeworkReviewInput.safeParse({ score: 7.5, decision: 'accepted' }).error?.issues[0]?.message).toBe('score must be a whole number.');
    expect(homeworkReviewInput.safeParse({ score: 7, decision: 'maybe' }).error?.issues[0]?.message).toBe('decision must be one of accepted, returned.');
    expect(homeworkReviewInput.parse({ score: 7, decision: 'accepted' })).toEqual({ score: 7, comment: '', decision: 'accepted' });
  });
});

describe('a submission key', () => {
  it('names the course, lesson, student and number in one segment, and nothing else parses', () => {
    const key = { user_id: '4f1c-aa', course_id: 'course-python-basics', lesson_id: 'python-basics-homework', submission_id: '0002' };
    expect(parseHomeworkSubmissionKey(homeworkSubmissionKeyText(key))).toEqual(key);
    expect(parseHomeworkSubmissionKey('matrix-probe')).toBeUndefined();
    expect(parseHomeworkSubmissionKey('a.b.c.d/e')).toBeUndefined();
  });
});

describe('the homework forms', () => {
  it('needs a title and instructions in one language, and a pass score within the maximum', () => {
    const base = { title_th: 'การบ้าน 1', category_id: 'cat', instructions_en: 'Write a loop.' };
    expect(homeworkInput.parse(base)).toMatchObject({ title_en: '', due_on: '', max_score: 100, pass_score: 50, allow_resubmit: true, max_files: 1 });
    expect(homeworkInput.safeParse({ ...base, title_th: '' }).error?.issues[0]?.message).toBe('title is required.');
    expect(homeworkInput.safeParse({ ...base, instructions_en: '' }).error?.issues[0]?.message).toBe('instructions is required.');
    expect(homeworkInput.safeParse({ ...base, max_score: 10, pass_score: 12 }).error?.issues[0]?.message).toBe('pass_score cannot be more than max_score.');
    expect(homeworkInput.safeParse({ ...base, due_on: '31/12/2026' }).success).toBe(false);
    expect(homeworkInput.parse({ ...base, due_on: '2026-12-31' }).due_on).toBe('2026-12-31');
  });

  it('takes a submission of a text, files, or both, never empty', () => {
    expect(homeworkSubmissionInput.safeParse({}).error?.issues[0]?.message).toBe('Write an answer or attach a file to submit.');
    expect(homeworkSubmissionInput.safeParse({ file_ids: ['a', 'a'] }).error?.issues[0]?.message).toBe('Each file is attached once.');
    expect(homeworkSubmissionInput.parse({ file_ids: ['f-1'] })).toEqual({ text: '', file_ids: ['f-1'] });
  });
});
