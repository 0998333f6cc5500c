import { COURSE_STATUS_COLUMNS, type Course, type CourseStatusExportQuery, type CourseStatusQuery, type CourseStatusRow, type TablePage } from '@lm/shared';
import { filteredAndSorted, tablePageOf } from '../tables/table-query.js';
import type { StoredSubmission } from './homework-ports.js';
import type { CourseStatusPorts, EnrollmentRecord } from './ports.js';
import { courseProgressOf, latest, lessonsOf } from './service.js';

/** The columns only a read of each enrollment's progress fills. */
const PROGRESS_COLUMNS: ReadonlySet<string> = new Set([
  'lessons_done',
  'percent',
  'last_activity_at',
  'last_lesson_id',
  'last_lesson_title',
  'quizzes_passed',
  'quiz_scores',
  'homework_accepted',
  'homework_state',
  'certificate_number',
]);

const quizLessonsOf = (course: Course) => lessonsOf(course).filter((lesson) => lesson.kind === 'quiz');
const homeworkLessonsOf = (course: Course) => lessonsOf(course).filter((lesson) => lesson.kind === 'homework');

/** How a homework lesson's latest submission stands, as the column says it. */
const HOMEWORK_WORDS: Record<StoredSubmission['status'], string> = { submitted: 'waiting for review', accepted: 'accepted', returned: 'returned' };

/** Reads at once, at most: a report of hundreds of enrollments stays within the SDK's sockets. */
const PARALLEL_READS = 16;

type Scope = Pick<CourseStatusQuery, 'course_id' | 'search'>;
type Enrolled = { row: CourseStatusRow; course: Course };

export async function inTurns<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await read(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
  return results;
}

/**
 * The enrollments in scope with their student and course, newest first: one course's (one Query of
 * its enrollments), else every course's (the course listing, then one Query per course); the
 * students are read in batches. Progress is left for `withProgress`.
 */
async function enrolled(ports: CourseStatusPorts, scope: Scope): Promise<Enrolled[]> {
  const courses = scope.course_id ? [await ports.courses.get(scope.course_id)].filter((course): course is Course => !!course) : await ports.courses.list();
  const enrollments: { enrollment: EnrollmentRecord; course: Course }[] = (await inTurns(courses, async (course) => (await ports.enrollments.listByCourse(course.id)).map((enrollment) => ({ enrollment, course })))).flat();
  const students = new Map((await ports.students.get([...new Set(enrollments.map(({ enrollment }) => enrollment.user_id))])).map((student) => [student.id, student]));
  const now = ports.now().toISOString();
  const search = scope.search?.toLowerCase();
  return enrollments
    .map(({ enrollment, course }) => {
      const student = students.get(enrollment.user_id);
      const row: CourseStatusRow = {
        id: `${course.id}:${enrollment.user_id}`,
        student_id: enrollment.user_id,
        student_name: student?.name ?? '',
        student_email: student?.email ?? '',
        course_id: course.id,
        course_title: course.title,
        lessons_done: 0,
        lessons_total: courseProgressOf(course, []).total,
        percent: 0,
        last_activity_at: '',
        last_lesson_id: '',
        last_lesson_title: '',
        enrolled_at: enrollment.granted_at,
        access_until: enrollment.access_until,
        expired: enrollment.access_until <= now,
        quizzes_passed: 0,
        quizzes_total: quizLessonsOf(course).length,
        quiz_scores: '',
        homework_accepted: 0,
        homework_total: homeworkLessonsOf(course).length,
        homework_state: '',
        certificate_number: '',
      };
      return { row, course };
    })
    .filter(({ row }) => !search || row.student_name.toLowerCase().includes(search) || row.student_email.toLowerCase().includes(search))
    .sort((a, b) => (a.row.enrolled_at < b.row.enrolled_at ? 1 : a.row.enrolled_at > b.row.enrolled_at ? -1 : 0));
}

/**
 * Each row's progress, as the student's own course progress is worked out, its quiz scores, its
 * homework and its certificate: one Query of the student's progress and one GetItem of their
 * certificate per enrollment, one Query of their attempts per quiz lesson, one Query of each
 * course's submissions.
 */
async function withProgress(ports: CourseStatusPorts, rows: readonly Enrolled[]): Promise<CourseStatusRow[]> {
  // A course's submissions are one Query, read once for all its rows.
  const submissionsOf = new Map<string, Promise<StoredSubmission[]>>();
  const submissions = (course: Course) => {
    let read = submissionsOf.get(course.id);
    if (!read) submissionsOf.set(course.id, (read = homeworkLessonsOf(course).length ? ports.homework.ofCourse(course.id) : Promise.resolve([])));
    return read;
  };
  return inTurns(rows, async ({ row, course }) => {
    const quizzes = quizLessonsOf(course);
    const [progress, attempts, sent, certificate] = await Promise.all([
      ports.progress.ofCourse(row.student_id, row.course_id),
      Promise.all(quizzes.map((quiz) => ports.attempts.list(row.student_id, row.course_id, quiz.id))),
      submissions(course),
      ports.certificates.of(row.student_id, row.course_id),
    ]);
    const homework = homeworkLessonsOf(course).flatMap((lesson) => {
      const latest = sent.filter((one) => one.user_id === row.student_id && one.lesson_id === lesson.id).sort((a, b) => (a.submission_id < b.submission_id ? 1 : -1))[0];
      return latest ? [{ title: lesson.title, latest }] : [];
    });
    const { done, percent } = courseProgressOf(course, progress);
    const last = latest(progress);
    const lesson = last && lessonsOf(course).find((one) => one.id === last.lesson_id);
    const scores = quizzes.flatMap((quiz, index) => {
      const graded = (attempts[index] ?? []).flatMap((attempt) => (attempt.grade ? [attempt.grade] : []));
      if (!graded.length) return [];
      return [{ title: quiz.title, best: Math.max(...graded.map((grade) => grade.percent)), passed: graded.some((grade) => grade.passed) }];
    });
    return {
      ...row,
      lessons_done: done,
      percent,
      last_activity_at: last?.updated_at ?? '',
      last_lesson_id: lesson?.id ?? '',
      last_lesson_title: lesson?.title ?? '',
      quizzes_passed: scores.filter((score) => score.passed).length,
      quiz_scores: scores.map((score) => `${score.title} ${score.best}%`).join('; '),
      homework_accepted: homework.filter(({ latest }) => latest.status === 'accepted').length,
      homework_state: homework
        .map(({ title, latest }) => `${title}: ${HOMEWORK_WORDS[latest.status]}${latest.score === null ? '' : ` ${latest.score}/${latest.max_score}`}`)
        .join('; '),
      certificate_number: certificate?.number ?? '',
    };
  });
}

const readsProgress = (query: Pick<CourseStatusQuery, 'sort' | 'filters'>) =>
  [query.sort, ...(query.filters ?? []).map((filter) => filter.column)].some((column) => column !== undefined && PROGRESS_COLUMNS.has(column));

/**
 * A page of the back office's course status (decision 0039): 50 enrollments, filtered and sorted
 * as every admin table is. Progress is read for the page's rows only, unless the sort or a filter
 * is about progress.
 */
export async function listCourseStatus(ports: CourseStatusPorts, query: CourseStatusQuery): Promise<TablePage<CourseStatusRow>> {
  const rows = await enrolled(ports, query);
  if (readsProgress(query)) return tablePageOf(await withProgress(ports, rows), query, COURSE_STATUS_COLUMNS);
  const byId = new Map(rows.map((one) => [one.row.id, one]));
  const page = tablePageOf(
    rows.map(({ row }) => row),
    query,
    COURSE_STATUS_COLUMNS,
  );
  return { ...page, rows: await withProgress(ports, page.rows.map((row) => byId.get(row.id) as Enrolled)) };
}

/** Every row the table's course, search, filters and sort leave, for the screen's CSV. */
export async function exportCourseStatus(ports: CourseStatusPorts, query: CourseStatusExportQuery): Promise<CourseStatusRow[]> {
  return filteredAndSorted(await withProgress(ports, await enrolled(ports, query)), query, COURSE_STATUS_COLUMNS);
}
