import type { AnswerSheet, AttemptGrade, AttemptQuestion, AttemptSettings, Course, FileDownload, LessonProgress, Quiz, QuizQuestionRecord, UploadedFile, Video, VideoRecord } from '@lm/shared';
import type { StoredSubmission } from './homework-ports.js';
import type { PlaybackSigner } from './playback.js';

/** What one save of a lesson's progress writes. */
export interface ProgressStep {
  user_id: string;
  course_id: string;
  lesson_id: string;
  position_seconds: number;
  watched_seconds: number;
  /** The lesson becomes done with this save (it was not before). */
  completes: boolean;
  /** Seconds added to the student's day. */
  learned_seconds: number;
  /** The day they are added to, YYYY-MM-DD in Asia/Bangkok. */
  day: string;
  at: string;
  /** The kept progress's `updated_at` this save follows ('' when there was none). */
  kept_updated_at: string;
}

/** A student's learning in a course on a day. */
export interface ActivityRecord {
  user_id: string;
  course_id: string;
  day: string;
  seconds: number;
}

/** A lesson's progress with the course it belongs to. */
export type CourseLessonProgress = LessonProgress & { course_id: string };

/** What the learning domain reads and keeps (decision 0034). */
export interface LearningPorts {
  courses: { get(id: string): Promise<Course | undefined> };
  /** The account a course's instructor profile belongs to, if any. */
  instructorAccountOf(profileId: string): Promise<string | undefined>;
  enrollments: {
    get(userId: string, courseId: string): Promise<{ access_until: string } | undefined>;
    listByUser(userId: string): Promise<{ course_id: string; access_until: string; granted_at: string }[]>;
  };
  videos: { get(id: string): Promise<Video | undefined> };
  /** The recordings of a course's classes (decision 0036), and a link that plays one's file for a while. */
  recordings: {
    ofCourse(courseId: string): Promise<VideoRecord[]>;
    link(key: string, expiresSeconds: number): Promise<string>;
  };
  /** A file lesson's file, and a short link that downloads it (decision 0038). */
  files: {
    get(id: string): Promise<UploadedFile | undefined>;
    download(file: UploadedFile): Promise<FileDownload>;
  };
  progress: {
    ofCourse(userId: string, courseId: string): Promise<LessonProgress[]>;
    /** One lesson's progress, undefined before the student opened it. */
    ofLesson(userId: string, courseId: string, lessonId: string): Promise<LessonProgress | undefined>;
    ofUser(userId: string): Promise<CourseLessonProgress[]>;
    /**
     * One save of progress (decision 0045), one transaction: the lesson's position and watched
     * seconds, done when `completes`, and `learned_seconds` added to the student's day in the
     * course. Only while the lesson's progress is as it was read (`kept_updated_at`, '' for none):
     * false when another save came first, and nothing is written.
     */
    record(step: ProgressStep): Promise<boolean>;
  };
  /** The seconds students learned, per day and course, from the day `from` (YYYY-MM-DD) on. */
  activity: {
    ofUser(userId: string, from: string): Promise<ActivityRecord[]>;
    ofCourse(courseId: string, from: string): Promise<ActivityRecord[]>;
  };
  /** Made when first needed: reading the signing key costs a call in AWS. */
  playback(): Promise<PlaybackSigner>;
  now(): Date;
}

/** A student's right to a course, as the course status report reads it. */
export interface EnrollmentRecord {
  user_id: string;
  course_id: string;
  granted_at: string;
  access_until: string;
}

/** A student as the back office's reports name them. */
export interface StudentName {
  id: string;
  name: string;
  email: string;
}

/** What the back office's course status reads (decision 0039): no Scan, one Query per course and per enrollment at most. */
export interface CourseStatusPorts {
  courses: {
    get(id: string): Promise<Course | undefined>;
    /** Every course, with its curriculum. */
    list(): Promise<Course[]>;
  };
  enrollments: { listByCourse(courseId: string): Promise<EnrollmentRecord[]> };
  /** The students of these ids that exist, in any order. */
  students: { get(ids: readonly string[]): Promise<StudentName[]> };
  progress: Pick<LearningPorts['progress'], 'ofCourse'>;
  /** A student's attempts at a quiz lesson, for its best score. */
  attempts: Pick<QuizAttemptStore, 'list'>;
  /** Every submission to a course's homework lessons (decision 0041). */
  homework: { ofCourse(courseId: string): Promise<StoredSubmission[]> };
  /** The certificate a student holds for a course (decision 0042). */
  certificates: { of(userId: string, courseId: string): Promise<{ number: string } | undefined> };
  now(): Date;
}

/** Who may open a course's lessons: what `openLesson`'s rule reads (decision 0034). */
export type AccessPorts = Pick<LearningPorts, 'courses' | 'instructorAccountOf' | 'enrollments' | 'now'>;

/** A student's attempt at a quiz lesson as it is kept (decision 0040). */
export interface StoredAttempt {
  user_id: string;
  course_id: string;
  lesson_id: string;
  /** The attempt's number in the lesson, `0001` first. */
  attempt_id: string;
  quiz_id: string;
  /** What the draw was seeded with. */
  seed: number;
  /** The questions drawn, whole, and how their options show: grading reads these, never the bank. */
  questions: AttemptQuestion[];
  settings: AttemptSettings;
  status: 'open' | 'submitted';
  started_at: string;
  /** '' when the quiz has no time limit. */
  deadline: string;
  answers: AnswerSheet;
  answers_saved_at: string;
  submitted_at: string;
  late: boolean;
  grade: AttemptGrade | null;
  updated_at: string;
}

/** A student's attempts, in their own partition. */
export interface QuizAttemptStore {
  /** The student's attempts at a lesson, in the order they were started. */
  list(userId: string, courseId: string, lessonId: string): Promise<StoredAttempt[]>;
  /** One attempt, read alone (a save of its answers needs no other). */
  get(key: Pick<StoredAttempt, 'user_id' | 'course_id' | 'lesson_id' | 'attempt_id'>): Promise<StoredAttempt | undefined>;
  /** False when the student has an attempt of that number already (another start came first). */
  create(attempt: StoredAttempt): Promise<boolean>;
  /** Keeps the answers while the attempt is open; false once it is not. */
  saveAnswers(attempt: Pick<StoredAttempt, 'user_id' | 'course_id' | 'lesson_id' | 'attempt_id'>, answers: AnswerSheet, at: string): Promise<boolean>;
  /**
   * One transaction: the attempt as graded, only while it is still open, and when `completeLesson`
   * (its first pass) the lesson completed in the student's progress, from now. False when the attempt was no longer open.
   */
  submit(attempt: StoredAttempt, completeLesson: boolean): Promise<boolean>;
}

/** What a student's quiz attempts read and keep. */
export interface QuizPorts extends AccessPorts {
  quizzes: { get(id: string): Promise<Quiz | undefined> };
  /** Every question of the banks. */
  questions: { list(): Promise<QuizQuestionRecord[]> };
  attempts: QuizAttemptStore;
  /** A seed for a new attempt's draw. */
  newSeed(): number;
}
