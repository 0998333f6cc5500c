import * as z from 'zod';
import { message } from '../api/messages.js';
import { day, flag, languageText, optionalText, stamps, text, wholeNumber } from '../api/schemas/common.js';
import { FORM_FILE_CONTENT_TYPES } from '../api/file-types.js';
import { fileDownload, fileUploadForm } from '../api/schemas/files.js';
import { column, stampColumns, tablePage, type TableColumn } from '../api/schemas/table.js';

/**
 * Homework (../shared/SPEC.md §1 homework, §3 "homework and category"; decision 0041): an
 * assignment a course shows as a lesson, with instructions in Thai and English, a due date, a
 * score out of `max_score` that passes at `pass_score`, and whether a returned submission may be
 * sent again. A student submits a text and files; the course's instructor scores and comments.
 */

/** The most files one submission carries, and the most a homework may ask for. */
export const MAX_HOMEWORK_FILES = 5;
/** The longest text a submission holds. */
export const MAX_HOMEWORK_TEXT = 20_000;

export const homeworkCategoryInput = z.strictObject({
  name: text('name', 120),
  description: optionalText('description', 2000),
  ordering: z.coerce.number({ error: message('notNumber', { label: 'ordering' }) }).int(message('notWholeNumber', { label: 'ordering' })).min(0, message('negative', { label: 'ordering' })).default(0),
});
export const homeworkCategory = z.object({ ...homeworkCategoryInput.shape, ...stamps });
export type HomeworkCategory = z.infer<typeof homeworkCategory>;
export const HOMEWORK_CATEGORY_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string'), column('ordering', 'number')];
export const homeworkCategoryTable = tablePage(homeworkCategory);



/** A homework of the master file, as its form sends it. */
export const homeworkInput = z
  .strictObject({
    title_th: languageText('title_th', 200),
    title_en: languageText('title_en', 200),
    category_id: text('category_id', 64),
    instructions_th: languageText('instructions_th', 20_000),
    instructions_en: languageText('instructions_en', 20_000),
    /** The last day to submit, in Thailand's time; '' for none. Later submissions are taken and marked late. */
    due_on: z.union([z.literal(''), day('due_on')], { error: 'due_on must be a date (YYYY-MM-DD), or empty for no due date.' }).default(''),
    max_score: wholeNumber('max_score', 1, 1000).default(100),
    pass_score: wholeNumber('pass_score', 0, 1000).default(50),
    /** A returned submission may be sent again, until one is accepted. */
    allow_resubmit: flag.default(true),
    /** The most files a submission carries; 0 for a text answer only. */
    max_files: wholeNumber('max_files', 0, MAX_HOMEWORK_FILES).default(1),
  })
  .refine((homework) => homework.title_th !== '' || homework.title_en !== '', { path: ['title_en'], message: message('required', { label: 'title' }) })
  .refine((homework) => homework.instructions_th !== '' || homework.instructions_en !== '', { path: ['instructions_en'], message: message('required', { label: 'instructions' }) })
  .refine((homework) => homework.pass_score <= homework.max_score, { path: ['pass_score'], message: 'pass_score cannot be more than max_score.' });
export const homework = z.object({ ...homeworkInput.shape, ...stamps });
export type Homework = z.infer<typeof homework>;
export const HOMEWORK_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title_th', 'string'),
  column('title_en', 'string'),
  column('category_id', 'string'),
  column('due_on', 'string'),
  column('max_score', 'number'),
  column('pass_score', 'number'),
];
export const homeworkTable = tablePage(homework);

// Submissions.

export const HOMEWORK_SUBMISSION_STATUSES = ['submitted', 'accepted', 'returned'] as const;
export type HomeworkSubmissionStatus = (typeof HOMEWORK_SUBMISSION_STATUSES)[number];

const fileId = z.string({ error: 'A file id must be text.' }).trim().min(1, 'A file id must not be empty.').max(64, 'A file id is too long.');

/** What a student sends: a text, files uploaded for the lesson, or both. */
export const homeworkSubmissionInput = z
  .strictObject({
    text: z.string({ error: message('notText', { label: 'text' }) }).trim().max(MAX_HOMEWORK_TEXT, message('tooLongAtMost', { label: 'text', max: MAX_HOMEWORK_TEXT })).default(''),
    file_ids: z.array(fileId, { error: 'file_ids must be a list of file ids.' }).max(MAX_HOMEWORK_FILES, `A submission carries at most ${MAX_HOMEWORK_FILES} files.`).default([]),
  })
  .refine((submission) => submission.text !== '' || submission.file_ids.length > 0, { path: ['text'], message: 'Write an answer or attach a file to submit.' })
  .refine((submission) => new Set(submission.file_ids).size === submission.file_ids.length, { path: ['file_ids'], message: 'Each file is attached once.' });
export type HomeworkSubmissionInput = z.output<typeof homeworkSubmissionInput>;

/** A file a student uploads for a homework lesson: the one-field form, with the lesson it is for. */
export const homeworkFileForm = fileUploadForm.extend({ course_id: text('course_id', 64), lesson_id: text('lesson_id', 64) });

/** A file of a submission, with a short link that downloads it. */
export const homeworkSubmissionFile = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.enum(FORM_FILE_CONTENT_TYPES),
  size: z.number(),
  download: fileDownload.nullable(),
});
export type HomeworkSubmissionFile = z.infer<typeof homeworkSubmissionFile>;

/** One submission as its student and its reviewer see it. */
export const homeworkSubmissionView = z.object({
  /** Its number in the lesson: `0001` first. */
  id: z.string(),
  status: z.enum(HOMEWORK_SUBMISSION_STATUSES),
  text: z.string(),
  files: z.array(homeworkSubmissionFile),
  submitted_at: z.string(),
  /** Sent after the due date's end. */
  late: z.boolean(),
  score: z.number().nullable(),
  max_score: z.number(),
  pass_score: z.number(),
  comment: z.string(),
  reviewed_at: z.string().nullable(),
});
export type HomeworkSubmissionView = z.infer<typeof homeworkSubmissionView>;

/** Why a student may not submit now ('' when they may). */
export const HOMEWORK_SUBMIT_BLOCKS = ['', 'awaiting_review', 'accepted', 'no_resubmit'] as const;
export type HomeworkSubmitBlock = (typeof HOMEWORK_SUBMIT_BLOCKS)[number];

/** A homework lesson as its student sees it. */
export const homeworkLessonView = z.object({
  homework: homework.pick({ id: true, title_th: true, title_en: true, instructions_th: true, instructions_en: true, due_on: true, max_score: true, pass_score: true, allow_resubmit: true, max_files: true }).extend({
    /** The moment the due date ends (ISO), null without one. */
    due_at: z.string().nullable(),
  }),
  submissions: z.array(homeworkSubmissionView),
  can_submit: z.boolean(),
  blocked: z.enum(HOMEWORK_SUBMIT_BLOCKS),
});
export type HomeworkLessonView = z.infer<typeof homeworkLessonView>;

// Review.

export const HOMEWORK_REVIEW_DECISIONS = ['accepted', 'returned'] as const;
export type HomeworkReviewDecision = (typeof HOMEWORK_REVIEW_DECISIONS)[number];

export const homeworkReviewInput = z.strictObject({
  score: z.number({ error: message('notNumber', { label: 'score' }) }).int(message('notWholeNumber', { label: 'score' })).min(0, message('negative', { label: 'score' })).max(1000, message('atMost', { label: 'score', max: 1000 })),
  comment: z.string({ error: message('notText', { label: 'comment' }) }).trim().max(4000, message('tooLongAtMost', { label: 'comment', max: 4000 })).default(''),
  decision: z.enum(HOMEWORK_REVIEW_DECISIONS, { error: message('oneOf', { label: 'decision', options: HOMEWORK_REVIEW_DECISIONS.join(', ') }) }),
});
export type HomeworkReviewInput = z.output<typeof homeworkReviewInput>;

export const HOMEWORK_REVIEW_FILTERS = ['all', ...HOMEWORK_SUBMISSION_STATUSES] as const;
export const homeworkReviewQuery = z.strictObject({
  status: z.enum(HOMEWORK_REVIEW_FILTERS, { error: message('oneOf', { label: 'status', options: HOMEWORK_REVIEW_FILTERS.join(', ') }) }).default('all'),
});

/** A submission in the reviewer's list. */
export const homeworkReviewRow = z.object({
  /** The submission's key: course, lesson, student and number. */
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  lesson_id: z.string(),
  lesson_title: z.string(),
  homework_id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  number: z.string(),
  status: z.enum(HOMEWORK_SUBMISSION_STATUSES),
  submitted_at: z.string(),
  late: z.boolean(),
  score: z.number().nullable(),
  max_score: z.number(),
});
export type HomeworkReviewRow = z.infer<typeof homeworkReviewRow>;
export const homeworkReviewList = z.object({ rows: z.array(homeworkReviewRow) });

/** One submission for its reviewer: the row, the homework's instructions, and the submission whole. */
export const homeworkReviewView = homeworkReviewRow.extend({
  homework: homeworkLessonView.shape.homework,
  submission: homeworkSubmissionView,
});
export type HomeworkReviewView = z.infer<typeof homeworkReviewView>;

export const homeworkReviewParams = z.strictObject({ id: z.string().trim().min(1).max(300) });
