import { setTimeout as sleep } from 'node:timers/promises';
import type { FormFileType } from '@lm/shared';
import { Service } from 'electrodb';
import type { HomeworkSubmissionStore, HomeworkUploadStore, StoredHomeworkFile, StoredSubmission, SubmissionKeyFields } from '../learning/homework-ports.js';
import { batchGetAll } from './batch-get.js';
import { writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { HomeworkSubmissionItem } from './entities/homework-submission.js';

const toSubmission = (item: HomeworkSubmissionItem): StoredSubmission => ({
  user_id: item.user_id,
  course_id: item.course_id,
  lesson_id: item.lesson_id,
  submission_id: item.submission_id,
  homework_id: item.homework_id,
  text: item.text ?? '',
  files: (item.files ?? []) as StoredHomeworkFile[],
  status: item.status,
  submitted_at: item.submitted_at,
  late: item.late ?? false,
  max_score: item.max_score,
  pass_score: item.pass_score,
  score: item.score ?? null,
  comment: item.comment ?? '',
  reviewed_at: item.reviewed_at ?? '',
  reviewer_id: item.reviewer_id ?? '',
  updated_at: item.updated_at,
});

const keyOf = (key: SubmissionKeyFields) => ({ user_id: key.user_id, course_id: key.course_id, lesson_id: key.lesson_id, submission_id: key.submission_id });

/** A review that met another transaction on the same items is tried again this often. */
const REVIEW_CONFLICT_RETRIES = 4;

/** Students' homework submissions, each in its student's partition, a course's on gsi1 (decision 0041). */
export function createHomeworkSubmissionStore(db: Pick<Database, 'homeworkSubmissions' | 'lessonProgress'>): HomeworkSubmissionStore {
  const service = new Service({ homeworkSubmissions: db.homeworkSubmissions, lessonProgress: db.lessonProgress });
  return {
    // The key's prefix also matches lessons whose id starts with this one: those are left out.
    list: async (userId, courseId, lessonId) =>
      (await db.homeworkSubmissions.query.byUser({ user_id: userId, course_id: courseId, lesson_id: lessonId }).go({ pages: 'all' })).data
        .filter((item) => item.course_id === courseId && item.lesson_id === lessonId)
        .map(toSubmission)
        .sort((a, b) => a.submission_id.localeCompare(b.submission_id)),
    get: async (key) => {
      const { data } = await db.homeworkSubmissions.get(keyOf(key)).go();
      return data ? toSubmission(data) : undefined;
    },
    ofCourse: async (courseId) => (await db.homeworkSubmissions.query.byCourse({ course_id: courseId }).go({ pages: 'all' })).data.filter((item) => item.course_id === courseId).map(toSubmission),
    create: async (submission) => {
      const { score, ...item } = submission;
      return writtenUnlessRefused(db.homeworkSubmissions.create({ ...item, ...(score === null ? {} : { score }) }).go());
    },
    review: async (submission, completeLesson) => {
      const { status, score, comment, reviewed_at, reviewer_id, updated_at } = submission;
      for (let round = 0; ; round++) {
        const { canceled, data } = await service.transaction
          .write(({ homeworkSubmissions, lessonProgress }) => [
            homeworkSubmissions
              .patch(keyOf(submission))
              .set({ status, comment, reviewed_at, reviewer_id, updated_at, ...(score === null ? {} : { score }) })
              .where((attributes, operations) => operations.eq(attributes.status, 'submitted'))
              .commit(),
            ...(completeLesson
              ? [lessonProgress.update({ user_id: submission.user_id, course_id: submission.course_id, lesson_id: submission.lesson_id }).set({ completed: true, completed_at: updated_at, updated_at }).commit()]
              : []),
          ])
          .go();
        if (!canceled) return true;
        const codes = (data as { code?: string }[]).map((result) => result.code ?? 'None');
        if (codes[0] === 'ConditionalCheckFailed') return false;
        if (round >= REVIEW_CONFLICT_RETRIES || !codes.includes('TransactionConflict')) throw new Error(`The homework review could not be kept: ${codes.join(', ')}.`);
        await sleep(Math.random() * 20 * 2 ** round);
      }
    },
  };
}

/** The files students uploaded for homework lessons, in their partitions (decision 0041). */
export function createHomeworkUploadStore(db: Pick<Database, 'homeworkUploads'>): HomeworkUploadStore {
  return {
    find: async (userId, courseId, lessonId, fileIds) => {
      if (!fileIds.length) return [];
      const keys = fileIds.map((file_id) => ({ user_id: userId, course_id: courseId, lesson_id: lessonId, file_id }));
      const uploads = await batchGetAll(keys, (pending) => db.homeworkUploads.get(pending).go(), 'homework files');
      return uploads.map((item) => ({ id: item.file_id, file_name: item.file_name, content_type: item.content_type as FormFileType, size: item.size }));
    },
    add: async (userId, courseId, lessonId, file, at) => {
      await db.homeworkUploads.put({ user_id: userId, course_id: courseId, lesson_id: lessonId, file_id: file.id, file_name: file.file_name, content_type: file.content_type, size: file.size, created_at: at }).go();
    },
  };
}
