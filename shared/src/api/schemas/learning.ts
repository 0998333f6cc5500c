import * as z from 'zod';
import { publicCurriculum, publicLesson } from './catalog.js';
import { fileDownload } from './files.js';
import { column, tablePage, tableQuery, type TableColumn } from './table.js';

/**
 * Learning a course (decision 0034): the learn page's course, what the caller may open, and where
 * they are in it.
 */

/**
 * Why the caller may open every lesson (`enrolled`, `instructor`, `admin`), or only the free
 * previews: `visitor` (not signed in), `not-bought`, `expired` (the enrollment ended).
 */
export const LEARN_ACCESS = ['enrolled', 'instructor', 'admin', 'visitor', 'not-bought', 'expired'] as const;
export type LearnAccess = (typeof LEARN_ACCESS)[number];

export const lessonProgress = z.object({
  lesson_id: z.string(),
  position_seconds: z.number(),
  /** Seconds of a video lesson the server counted as watched (decision 0045). */
  watched_seconds: z.number(),
  completed: z.boolean(),
  /** When the lesson was done ('' while it is not). */
  completed_at: z.string(),
  updated_at: z.string(),
});
export type LessonProgress = z.infer<typeof lessonProgress>;

/**
 * The recordings of a course's classes (decision 0036) as its students watch them: newest class
 * first, each with a link to its file that lasts the watch.
 */
export const courseRecordings = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    recorded_on: z.string(),
    description: z.string(),
    file_name: z.string(),
    size: z.number(),
    url: z.string(),
    expires_at: z.string(),
  }),
);
export type CourseRecordings = z.infer<typeof courseRecordings>;

export const learnCourse = z.object({
  course: z.object({ id: z.string(), title: z.string(), slug: z.string(), cover_image: z.string() }),
  sections: publicCurriculum,
  access: z.enum(LEARN_ACCESS),
  /** When the enrollment ends ('' when there is none). */
  access_until: z.string(),
  progress: z.array(lessonProgress),
  /** The lesson last opened ('' before any). */
  last_lesson_id: z.string(),
  /** Completed lessons of the curriculum, in percent (whole). */
  percent: z.number(),
});
export type LearnCourse = z.infer<typeof learnCourse>;

export const lessonParams = z.strictObject({ id: z.string().trim().min(1).max(64), lessonId: z.string().trim().min(1).max(64) });

/** How a video lesson plays: HLS or the file as it is through the media URL (with its cookies), or an embedded player. */
export const playback = z.object({
  type: z.enum(['hls', 'mp4', 'embed']),
  url: z.string(),
  /** When the playback rights end ('' for an embed). */
  expires_at: z.string(),
});
export type Playback = z.infer<typeof playback>;

/** A video of the library as the back office previews it: its playback once it is ready. */
export const videoPreview = z.object({
  status: z.string(),
  playback: playback.nullable(),
});
export type VideoPreview = z.infer<typeof videoPreview>;

export const openedLesson = z.object({
  lesson: publicLesson,
  /** A text lesson's text. */
  body: z.string(),
  /** An external lesson's link. */
  url: z.string(),
  /** A video lesson's playback, when its video is ready (null otherwise, with `video_status`). */
  playback: playback.nullable(),
  video_status: z.string(),
  /** A file lesson's download: a short link that saves the file under its name (null when its file is gone). */
  download: fileDownload.nullable(),
  progress: lessonProgress.nullable(),
});
export type OpenedLesson = z.infer<typeof openedLesson>;

export const progressInput = z.strictObject({
  position_seconds: z.coerce.number({ error: 'position_seconds must be a number.' }).min(0).max(1_000_000),
  /** The video's length as the player knows it, for a video whose length the library does not keep. */
  duration_seconds: z.coerce.number({ error: 'duration_seconds must be a number.' }).min(0).max(1_000_000).optional(),
  /** "Mark complete": taken only for an embedded video, which the server cannot see played (decision 0045). */
  completed: z.boolean().optional(),
});

/** A course the student owns, with how far they are in it (the student area). */
export const myLearningCourse = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  cover_image: z.string(),
  access_until: z.string(),
  expired: z.boolean(),
  percent: z.number(),
  last_lesson_id: z.string(),
  last_lesson_title: z.string(),
  last_opened_at: z.string(),
});
export const myLearning = z.array(myLearningCourse);
export type MyLearningCourse = z.infer<typeof myLearningCourse>;

/**
 * The back office's course status (decision 0039): one row per enrollment, with how far its
 * student is in the course. `percent` is worked out as the student's own course progress is.
 */
export const courseStatusRow = z.object({
  /** `<course_id>:<student_id>`: one enrollment. */
  id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  student_email: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  /** Completed lessons that are in the curriculum now, of all its lessons. */
  lessons_done: z.number().int(),
  lessons_total: z.number().int(),
  percent: z.number(),
  /** The latest save of the student's progress in the course ('' before any). */
  last_activity_at: z.string(),
  last_lesson_id: z.string(),
  last_lesson_title: z.string(),
  enrolled_at: z.string(),
  access_until: z.string(),
  expired: z.boolean(),
  /** Quiz lessons passed, of the curriculum's quiz lessons (decision 0045). */
  quizzes_passed: z.number().int(),
  quizzes_total: z.number().int(),
  /** Each quiz lesson the student tried, with their best score: "Python basics quiz 80%". */
  quiz_scores: z.string(),
  /** Homework lessons whose work was accepted, of the curriculum's homework lessons (decision 0041). */
  homework_accepted: z.number().int(),
  homework_total: z.number().int(),
  /** Each homework lesson's latest submission: "Project: accepted 9/10", "Project: waiting for review". */
  homework_state: z.string(),
  /** The certificate the student holds for the course ('' for none; decision 0042). */
  certificate_number: z.string(),
});
export type CourseStatusRow = z.infer<typeof courseStatusRow>;

export const COURSE_STATUS_COLUMNS: readonly TableColumn[] = [
  column('id', 'string', false),
  column('student_name', 'string'),
  column('student_email', 'string'),
  column('course_title', 'string'),
  column('lessons_done', 'number'),
  column('lessons_total', 'number'),
  column('percent', 'number'),
  column('last_activity_at', 'string'),
  column('last_lesson_title', 'string'),
  column('enrolled_at', 'string'),
  column('access_until', 'string'),
  column('expired', 'boolean'),
  column('quizzes_passed', 'number'),
  column('quizzes_total', 'number'),
  column('quiz_scores', 'string'),
  column('homework_accepted', 'number'),
  column('homework_total', 'number'),
  column('homework_state', 'string'),
  column('certificate_number', 'string'),
  column('student_id', 'string'),
  column('course_id', 'string'),
  column('last_lesson_id', 'string'),
];

/** Which enrollments the report reads: one course's (else every course's), and a student's name or e-mail containing `search`. */
const courseStatusScope = {
  course_id: z.string().trim().max(64).optional(),
  search: z.string().trim().max(100).optional(),
};
export const courseStatusQuery = tableQuery.extend(courseStatusScope);
export type CourseStatusQuery = z.infer<typeof courseStatusQuery>;
/** The export: every row the table's course, search, filters and sort leave, unpaged. */
export const courseStatusExportQuery = tableQuery.omit({ page: true }).extend(courseStatusScope);
export type CourseStatusExportQuery = z.infer<typeof courseStatusExportQuery>;
export const courseStatusTable = tablePage(courseStatusRow);
export const courseStatusExport = z.object({ rows: z.array(courseStatusRow) });

/** One day of a student's learning in Asia/Bangkok (decision 0045): minutes learned and lessons done. */
export const activityDay = z.object({ day: z.string(), minutes: z.number().int(), lessons: z.number().int() });

/** The student dashboard's activity: the streak, and the last 14 days oldest first. */
export const myActivity = z.object({
  today: z.string(),
  streak: z.number().int(),
  days: z.array(activityDay),
  minutes_this_week: z.number().int(),
});
export type MyActivity = z.infer<typeof myActivity>;

/** One day of a course's learning, for the back office: minutes, students who learned, lessons done. */
export const courseActivityRow = z.object({
  /** `<course_id>:<day>` */
  id: z.string(),
  day: z.string(),
  minutes: z.number().int(),
  students: z.number().int(),
  lessons: z.number().int(),
});
export type CourseActivityRow = z.infer<typeof courseActivityRow>;

export const COURSE_ACTIVITY_COLUMNS: readonly TableColumn[] = [
  column('id', 'string', false),
  column('day', 'string'),
  column('minutes', 'number'),
  column('students', 'number'),
  column('lessons', 'number'),
];

/** A course's days (every course's together without `course_id`), the last `days` of them (30 unless said). */
export const courseActivityQuery = tableQuery.extend({
  course_id: z.string().trim().max(64).optional(),
  days: z.coerce.number({ error: 'days must be a number.' }).int().min(1).max(366).default(30),
});
export type CourseActivityQuery = z.infer<typeof courseActivityQuery>;
export const courseActivityTable = tablePage(courseActivityRow);
