import type { Course, FileDownload, FormFileType, Homework, HomeworkSubmissionStatus } from '@lm/shared';
import type { AccessPorts, StudentName } from './ports.js';

/** A file of a submission as it is kept: the one-field upload's record, without its stamps. */
export interface StoredHomeworkFile {
  id: string;
  file_name: string;
  content_type: FormFileType;
  size: number;
}

/** A student's submission to a homework lesson as it is kept (decision 0041). */
export interface StoredSubmission {
  user_id: string;
  course_id: string;
  lesson_id: string;
  /** Its number in the lesson, `0001` first. */
  submission_id: string;
  homework_id: string;
  text: string;
  files: StoredHomeworkFile[];
  status: HomeworkSubmissionStatus;
  submitted_at: string;
  late: boolean;
  /** The homework's scores when it was sent: later edits of the homework change no submission. */
  max_score: number;
  pass_score: number;
  score: number | null;
  comment: string;
  /** '' until reviewed. */
  reviewed_at: string;
  reviewer_id: string;
  updated_at: string;
}

export type SubmissionKeyFields = Pick<StoredSubmission, 'user_id' | 'course_id' | 'lesson_id' | 'submission_id'>;

/** Students' submissions: each in its student's partition, a course's together for its reviewers. */
export interface HomeworkSubmissionStore {
  /** The student's submissions to a lesson, oldest first. */
  list(userId: string, courseId: string, lessonId: string): Promise<StoredSubmission[]>;
  get(key: SubmissionKeyFields): Promise<StoredSubmission | undefined>;
  /** Every submission to a course's homework lessons. */
  ofCourse(courseId: string): Promise<StoredSubmission[]>;
  /** False when the student has a submission of that number already (another came first). */
  create(submission: StoredSubmission): Promise<boolean>;
  /**
   * One transaction: the review kept, only while the submission still awaits one, and when
   * `completeLesson` the lesson completed in the student's progress. False when it was reviewed already.
   */
  review(submission: StoredSubmission, completeLesson: boolean): Promise<boolean>;
}

/** The files a student uploaded for a lesson (decision 0041). */
export interface HomeworkUploadStore {
  /** Those of `fileIds` the student uploaded for the lesson. */
  find(userId: string, courseId: string, lessonId: string, fileIds: readonly string[]): Promise<StoredHomeworkFile[]>;
  add(userId: string, courseId: string, lessonId: string, file: StoredHomeworkFile, at: string): Promise<void>;
}

/** What homework lessons and their review read and keep. */
export interface HomeworkPorts extends AccessPorts {
  courses: AccessPorts['courses'] & { list(): Promise<Course[]> };
  homework: { get(id: string): Promise<Homework | undefined> };
  submissions: HomeworkSubmissionStore;
  uploads: Pick<HomeworkUploadStore, 'find'>;
  /** A short link that downloads a submission's file. */
  download(file: StoredHomeworkFile): Promise<FileDownload>;
  students: { get(ids: readonly string[]): Promise<StudentName[]> };
}
