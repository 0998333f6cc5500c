import * as z from 'zod';
import {
  answerSheet,
  bilingualText,
  publicQuizQuestion,
  quizAnswer,
  quizQuestion,
  quizSettings,
  type QuizQuestion,
  type QuizSettings,
} from '../../learning/quiz-schemas.js';
import { message } from '../messages.js';
import { optionalText, stamps, text } from './common.js';
import { column, stampColumns, tablePage, type TableColumn } from './table.js';

/**
 * The quizzes' master files and a student's attempts (../shared/SPEC.md §1 quizzes, §3 "quiz and
 * category"; decision 0040). Categories hold banks of questions; a quiz is a title, a category and
 * the engine's `quizSettings` (which questions, the pass mark, attempts, time, when answers show).
 */

export const quizCategoryInput = z.strictObject({
  name: text('name', 120),
  description: optionalText('description', 2000),
  ordering: z.coerce.number({ error: 'ordering must be a number.' }).int().min(0).default(0),
});
export const quizCategory = z.object({ ...quizCategoryInput.shape, ...stamps });
export type QuizCategory = z.infer<typeof quizCategory>;
export const QUIZ_CATEGORY_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string'), column('ordering', 'number')];
export const quizCategoryTable = tablePage(quizCategory);

/** The id a question's form stands in for the one the server gives it (a question's schema needs one). */
const UNSAVED_QUESTION_ID = 'unsaved';

/**
 * A question of a category's bank as its form sends it: `quizQuestion`'s shape without its id (the
 * server gives it, and it is the record's id), and with its category, which a bank question needs.
 */
export const quizQuestionInput = z
  .preprocess((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value, id: UNSAVED_QUESTION_ID } : value), quizQuestion)
  .refine((question) => question.category_id !== undefined, { path: ['category_id'], message: message('required', { label: 'category_id' }) });
export type BankQuestionInput = z.output<typeof quizQuestionInput>;

/** A question of a bank, as it is kept: the whole question, its category and its stamps. */
export const quizQuestionRow = z.intersection(quizQuestion, z.object({ category_id: z.string(), created_at: z.string(), updated_at: z.string() }));
export type QuizQuestionRecord = QuizQuestion & { category_id: string; created_at: string; updated_at: string };
export const QUIZ_QUESTION_COLUMNS: readonly TableColumn[] = [...stampColumns, column('category_id', 'string'), column('kind', 'string'), column('points', 'number')];
export const quizQuestionTable = tablePage(quizQuestionRow);

export const quizInput = z
  .strictObject({
    title_th: z.string({ error: message('notText', { label: 'title_th' }) }).trim().max(200, message('tooLongAtMost', { label: 'title_th', max: 200 })).default(''),
    title_en: z.string({ error: message('notText', { label: 'title_en' }) }).trim().max(200, message('tooLongAtMost', { label: 'title_en', max: 200 })).default(''),
    category_id: text('category_id', 64),
    settings: quizSettings,
  })
  .refine((quiz) => quiz.title_th !== '' || quiz.title_en !== '', { path: ['title_en'], message: message('required', { label: 'title' }) });
export const quiz = z.object({ ...quizInput.shape, ...stamps });
export type Quiz = z.infer<typeof quiz>;
export const QUIZ_COLUMNS: readonly TableColumn[] = [...stampColumns, column('title_th', 'string'), column('title_en', 'string'), column('category_id', 'string')];
export const quizTable = tablePage(quiz);

// A student's attempts.

export const quizAttemptParams = z.strictObject({
  id: z.string().trim().min(1).max(64),
  lessonId: z.string().trim().min(1).max(64),
  attemptId: z.string().trim().min(1).max(64),
});

/** Saving the answers of an open attempt: the whole sheet as it stands. */
export const quizAnswersInput = z.strictObject({ answers: answerSheet });
/** Submitting: the final sheet, which replaces the saved one while the attempt is on time. */
export const quizSubmitInput = z.strictObject({ answers: answerSheet.optional() });

export const QUIZ_ATTEMPT_STATUSES = ['open', 'submitted'] as const;

export const quizScore = z.object({ earned: z.number(), max: z.number(), percent: z.number(), passed: z.boolean() });
export type QuizScore = z.infer<typeof quizScore>;

/** A question's correct answer and explanation, once they may be revealed, with how the student's answer scored. */
export const revealedQuestion = z.object({
  question_id: z.string(),
  earned: z.number(),
  max: z.number(),
  correct: z.boolean(),
  correct_answer: quizAnswer,
  explanation: bilingualText('Explanation', 4000).nullable(),
});
export type RevealedQuestion = z.infer<typeof revealedQuestion>;

/** One attempt as its student sees it: before submission, the public side of its questions only. */
export const quizAttemptView = z.object({
  id: z.string(),
  quiz_id: z.string(),
  status: z.enum(QUIZ_ATTEMPT_STATUSES),
  started_at: z.string(),
  /** When it must be submitted (null: no time limit); the server's clock decides. */
  deadline: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** Submitted after the deadline and its grace: only the answers saved in time were graded. */
  late: z.boolean(),
  questions: z.array(publicQuizQuestion),
  answers: answerSheet,
  score: quizScore.nullable(),
  /** The correct answers and explanations, only when the quiz's `show_answers` allows it now. */
  revealed: z.array(revealedQuestion).nullable(),
});
export type QuizAttemptView = z.infer<typeof quizAttemptView>;

export const quizAttemptSummary = quizAttemptView.pick({ id: true, status: true, started_at: true, deadline: true, submitted_at: true, late: true, score: true });
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummary>;

/** A quiz lesson as its student sees it: the quiz's rules, their attempts, and what is left. */
export const quizAttemptList = z.object({
  quiz: z.object({
    id: z.string(),
    title_th: z.string(),
    title_en: z.string(),
    pass_percent: z.number(),
    attempts_allowed: z.number().nullable(),
    time_limit_minutes: z.number().nullable(),
    show_answers: z.string(),
  }),
  /** Null: unlimited. */
  attempts_left: z.number().nullable(),
  passed: z.boolean(),
  /** The attempt still open ('' when none). */
  open_attempt_id: z.string(),
  attempts: z.array(quizAttemptSummary),
});
export type QuizAttemptList = z.infer<typeof quizAttemptList>;

/** What an attempt keeps of its quiz's settings when it starts: later edits of the quiz do not change it. */
export type AttemptSettings = Pick<QuizSettings, 'pass_percent' | 'attempts_allowed' | 'time_limit_minutes' | 'show_answers'>;
