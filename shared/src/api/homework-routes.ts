import {
  homework,
  homeworkCategory,
  homeworkCategoryInput,
  homeworkCategoryTable,
  homeworkFileForm,
  homeworkInput,
  homeworkLessonView,
  homeworkTable,
  homeworkReviewInput,
  homeworkReviewList,
  homeworkReviewQuery,
  homeworkReviewParams,
  homeworkReviewView,
  homeworkSubmissionInput,
} from '../learning/homework-schemas.js';
import { adminCrud, adminDelete } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds } from './schemas/ids.js';
import { MAX_FORM_BODY_BYTES, uploadedFile } from './schemas/files.js';
import { lessonParams } from './schemas/learning.js';

/** A student's homework lesson: their own submissions, in their partition, of a course they may open (decision 0041). */
const student = {
  access: 'signed-in',
  feature: 'HOMEWORK',
  // `{id}` is the course: another student naming the owner's course and lesson reaches only their own submissions.
  ownership: { kind: 'record', list: 'listMyLearning' },
} as const;
const LESSON_PATH = '/api/me/courses/{id}/lessons/{lessonId}/homework';

/** The reviewer's side: the submissions to the courses the caller teaches (every course for an administrator). */
const reviewer = {
  domain: 'learning',
  access: 'signed-in',
  feature: 'HOMEWORK',
} as const;
/** Another instructor naming the owner's submissions finds none. */
const reviewed = { ownership: { kind: 'record', list: 'listHomeworkReviews', owner: 'instructor' } } as const;
const REVIEW_PATH = '/api/me/teaching/homework';

/**
 * Homework (decision 0041): its categories and assignments as master files (SPEC §7's deletes), a
 * student's submissions to a homework lesson with the files they upload for it, and the review of
 * the course's instructor.
 */
export const homeworkRoutes = {
  ...adminCrud({
    domain: 'learning',
    noun: 'HomeworkCategory',
    plural: 'HomeworkCategories',
    path: '/api/homeworkcategory',
    what: 'homework category',
    screen: 'homework',
    feature: 'HOMEWORK',
    row: homeworkCategory,
    input: homeworkCategoryInput,
    table: homeworkCategoryTable,
  }),
  deleteHomeworkCategories: adminDelete({
    id: 'deleteHomeworkCategories',
    method: 'DELETE',
    path: '/api/homeworkcategory',
    domain: 'learning',
    screens: ['homework'],
    feature: 'HOMEWORK',
    summary: 'Delete homework categories; one that a homework is still filed under is refused (cannotDelete), with the others of the request (../shared/SPEC.md §7).',
    body: deleteIds,
  }),
  ...adminCrud({
    domain: 'learning',
    noun: 'Homework',
    plural: 'Homework',
    path: '/api/homework',
    what: 'homework',
    screen: 'homework',
    // The curriculum editor offers the homework a homework lesson may show.
    readers: { list: ['courses'] },
    feature: 'HOMEWORK',
    row: homework,
    input: homeworkInput,
    table: homeworkTable,
    summaries: { create: 'Create a homework: its instructions in Thai and English, its due date, its scores and whether a returned submission may be sent again.' },
  }),
  deleteHomework: adminDelete({
    id: 'deleteHomework',
    method: 'DELETE',
    path: '/api/homework',
    domain: 'learning',
    screens: ['homework'],
    feature: 'HOMEWORK',
    summary: "Delete homework; one a course's curriculum still shows as a lesson is refused (cannotDelete), with the others of the request (../shared/SPEC.md §7). Submissions keep their own scores.",
    body: deleteIds,
  }),
  getHomeworkLesson: defineRoute({
    ...student,
    domain: 'learning',
    id: 'getHomeworkLesson',
    method: 'GET',
    path: LESSON_PATH,
    summary: "A homework lesson for the caller: the homework's instructions, due date and scores, their submissions with their files, scores and comments, and whether they may submit now.",
    params: lessonParams,
    response: homeworkLessonView,
  }),
  submitHomework: defineRoute({
    ...student,
    domain: 'learning',
    id: 'submitHomework',
    method: 'POST',
    path: LESSON_PATH,
    summary: 'Submit a homework lesson: a text, files uploaded for it, or both. After the due date it is taken and marked late; again only after a return, when the homework allows it.',
    params: lessonParams,
    body: homeworkSubmissionInput,
    response: homeworkLessonView,
    example: { text: 'My answer.' },
  }),
  listHomeworkReviews: defineRoute({
    ...reviewer,
    id: 'listHomeworkReviews',
    method: 'GET',
    path: REVIEW_PATH,
    summary: 'The submissions to the homework lessons of the courses the caller teaches (every course for an administrator), those awaiting review first, then the newest; by `status`.',
    query: homeworkReviewQuery,
    response: homeworkReviewList,
  }),
  getHomeworkReview: defineRoute({
    ...reviewer,
    ...reviewed,
    id: 'getHomeworkReview',
    method: 'GET',
    path: `${REVIEW_PATH}/{id}`,
    summary: "One submission for its reviewer: the homework's instructions and scores, the text, the files with their links, and any review; another instructor's is not found.",
    params: homeworkReviewParams,
    response: homeworkReviewView,
  }),
  reviewHomework: defineRoute({
    ...reviewer,
    ...reviewed,
    id: 'reviewHomework',
    method: 'PUT',
    path: `${REVIEW_PATH}/{id}`,
    summary: "Score a submission, comment, and accept it (at least the pass score: the lesson is completed in the same write) or return it; an accepted one is final.",
    params: homeworkReviewParams,
    body: homeworkReviewInput,
    response: homeworkReviewView,
    example: { score: 0, decision: 'returned' },
  }),
} as const;

/**
 * A student's upload for a homework submission: the media domain keeps it, with the one-field
 * upload's checks and place (decision 0038), for a lesson the student may submit to.
 */
export const homeworkFileRoutes = {
  uploadHomeworkFile: defineRoute({
    id: 'uploadHomeworkFile',
    method: 'POST',
    path: '/api/me/homework/files',
    domain: 'media',
    access: 'signed-in',
    feature: 'HOMEWORK',
    summary: "Keep a file for the caller's submission to a homework lesson (`course_id`, `lesson_id`), sent as a form whose field `file` has the one-field upload's types and 4 MB (decision 0038); it is kept in the caller's own uploads for that lesson, which a submission then names.",
    body: homeworkFileForm,
    maxBodyBytes: MAX_FORM_BODY_BYTES,
    response: uploadedFile,
  }),
} as const;
