import { createHash } from 'node:crypto';
import {
  COURSE_ASSESSMENT_COLUMNS,
  INSTRUCTOR_ASSESSMENT_COLUMNS,
  message,
  PUBLIC_ASSESSMENTS_SHOWN,
  publicNameOf,
  ratingSpread,
  ratingSummary,
  ROLE,
  rubricAverage,
  STUDENT_ASSESSMENT_COLUMNS,
  type Course,
  type CourseAssessment,
  type CourseAssessmentInput,
  type InstructorAssessment,
  type InstructorAssessmentInput,
  type MyCourseAssessments,
  type MyInstructorAssessments,
  type MyStudentAssessment,
  type PublicCourseAssessments,
  type StudentAssessment,
  type StudentAssessmentInput,
  type TeachingStudentAssessments,
} from '@lm/shared';
import { courseAssessmentRecords, instructorAssessmentRecords, studentAssessmentRecords } from '../data/records/assessments.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { keptAs, newestFirst, type MasterFile, type RecordPorts, type RecordStore, type Stamped } from '../master-files/master-file.js';
import type { AccessPorts, CourseStatusPorts, LearningPorts } from './ports.js';
import { courseCompletion } from './completion.js';

/**
 * Assessments (decision 0043). A student rates and reviews a course once they finished it, and
 * rates the instructor of a course they are enrolled in; a course's own instructor assesses each
 * enrolled student on the rubric. One of each per student and course, which its writer may
 * change; the back office reads and deletes them.
 */

/** Reads of the assessments beyond their records: gsi2, by what they are about. */
export interface AssessmentLookups {
  ofCourse(courseId: string): Promise<CourseAssessment[]>;
  /** By the instructor's account. */
  ofInstructor(userId: string): Promise<InstructorAssessment[]>;
  ofStudent(userId: string): Promise<StudentAssessment[]>;
}

export interface AssessmentPorts extends AccessPorts, RecordPorts {
  enrollments: AccessPorts['enrollments'] & CourseStatusPorts['enrollments'];
  progress: LearningPorts['progress'];
  students: CourseStatusPorts['students'];
  /** An instructor profile's public name, if it exists. */
  instructorNameOf(profileId: string): Promise<string | undefined>;
  assessments: AssessmentLookups;
}

/**
 * One assessment per writer, course and subject: its id is made from them, so a second write is
 * the same record, and two first writes at once make one (a conditional create).
 */
export function assessmentId(kind: 'course' | 'instructor' | 'student', courseId: string, userId: string): string {
  return `${kind[0]}a-${createHash('sha256').update(`${kind}\n${courseId}\n${userId}`).digest('hex').slice(0, 32)}`;
}

const latestFirst = <T extends { updated_at: string }>(items: readonly T[]) => [...items].sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));

/** Keeps a record under its id: created the first time, replaced after, its first date kept. */
async function upsert<T extends Stamped>(ports: RecordPorts, store: RecordStore<T>, id: string, fields: Omit<T, keyof Stamped>): Promise<T> {
  const now = ports.now().toISOString();
  const existing = await store.get(id);
  const record = { ...fields, id, created_at: existing?.created_at ?? now, updated_at: now } as T;
  try {
    await store.put(record, existing ? 'replace' : 'create');
  } catch (error) {
    // Another request made it meanwhile: this one replaces it.
    if (existing || !(error instanceof ConflictError)) throw error;
    await store.put({ ...record, created_at: (await store.get(id))?.created_at ?? now }, 'replace');
  }
  return record;
}

async function requirePublishedCourse(ports: Pick<AccessPorts, 'courses'>, courseId: string): Promise<Course> {
  const course = await ports.courses.get(courseId);
  if (!course?.published) throw new NotFoundError(message('noneWithId', { what: 'course', id: courseId }));
  return course;
}

/** A course the student is enrolled in (an ended enrollment still counts: they took the course). */
async function enrolledCourse(ports: AssessmentPorts, caller: Caller, courseId: string): Promise<Course> {
  const course = await requirePublishedCourse(ports, courseId);
  if (!(await ports.enrollments.get(caller.userId, course.id))) throw new ForbiddenError(message('assessmentNotEnrolled'), 'assessmentNotEnrolled');
  return course;
}

/** A course the caller teaches: its instructor profile belongs to their account. */
async function taughtCourse(ports: AssessmentPorts, caller: Caller, courseId: string): Promise<Course> {
  const course = await ports.courses.get(courseId);
  if (!course) throw new NotFoundError(message('noneWithId', { what: 'course', id: courseId }));
  const teacher = course.instructor_id ? await ports.instructorAccountOf(course.instructor_id) : undefined;
  if (caller.roleId !== ROLE.instructor || !teacher || teacher !== caller.userId) throw new ForbiddenError(message('assessmentNotYourCourse'), 'assessmentNotYourCourse');
  return course;
}

async function nameOf(ports: AssessmentPorts, userId: string): Promise<string> {
  return (await ports.students.get([userId]))[0]?.name ?? '';
}

/** Whether the student finished the course: every required lesson done, each by its own rule. */
const completionIn = (ports: AssessmentPorts, userId: string, course: Course) => courseCompletion(ports, userId, course.id);

/** A published course's assessments for its page: the average and the latest, each named by the student's public name. */
export async function publicCourseAssessments(ports: AssessmentPorts, courseId: string): Promise<PublicCourseAssessments> {
  const course = await requirePublishedCourse(ports, courseId);
  const all = latestFirst(await ports.assessments.ofCourse(course.id));
  const ratings = all.map((one) => one.rating);
  return {
    ...ratingSummary(ratings),
    spread: ratingSpread(ratings),
    rows: all.slice(0, PUBLIC_ASSESSMENTS_SHOWN).map((one) => ({ id: one.id, name: publicNameOf(one.student_name), rating: one.rating, review: one.review, created_at: one.created_at, updated_at: one.updated_at })),
  };
}

/** What the student wrote of a course and its instructor, and whether the course is finished. */
export async function myCourseAssessments(ports: AssessmentPorts, caller: Caller, courseId: string): Promise<MyCourseAssessments> {
  const course = await enrolledCourse(ports, caller, courseId);
  const [progress, mine, theirs, instructorName] = await Promise.all([
    completionIn(ports, caller.userId, course),
    ports.records(courseAssessmentRecords).get(assessmentId('course', course.id, caller.userId)),
    ports.records(instructorAssessmentRecords).get(assessmentId('instructor', course.id, caller.userId)),
    course.instructor_id ? ports.instructorNameOf(course.instructor_id) : undefined,
  ]);
  return {
    course: { id: course.id, title: course.title },
    instructor_name: instructorName ?? '',
    done: progress.done,
    total: progress.total,
    finished: progress.complete,
    course_assessment: mine ? { rating: mine.rating, review: mine.review, created_at: mine.created_at, updated_at: mine.updated_at } : null,
    instructor_assessment: theirs ? { rating: theirs.rating, comment: theirs.comment, created_at: theirs.created_at, updated_at: theirs.updated_at } : null,
  };
}

/** Rates and reviews a course the student finished; a second write changes the first. */
export async function saveCourseAssessment(ports: AssessmentPorts, caller: Caller, courseId: string, input: CourseAssessmentInput): Promise<CourseAssessment> {
  const course = await enrolledCourse(ports, caller, courseId);
  const progress = await completionIn(ports, caller.userId, course);
  if (!progress.complete) throw new ConflictError(message('assessmentNotFinished', { done: progress.done, total: progress.total }), 'assessmentNotFinished');
  return upsert(ports, ports.records(courseAssessmentRecords), assessmentId('course', course.id, caller.userId), {
    course_id: course.id,
    course_title: course.title,
    user_id: caller.userId,
    student_name: await nameOf(ports, caller.userId),
    rating: input.rating,
    review: input.review,
  });
}

/** Rates the instructor of a course the student is enrolled in; a second write changes the first. */
export async function saveInstructorAssessment(ports: AssessmentPorts, caller: Caller, courseId: string, input: InstructorAssessmentInput): Promise<InstructorAssessment> {
  const course = await enrolledCourse(ports, caller, courseId);
  const [account, instructorName, studentName] = await Promise.all([
    course.instructor_id ? ports.instructorAccountOf(course.instructor_id) : undefined,
    course.instructor_id ? ports.instructorNameOf(course.instructor_id) : undefined,
    nameOf(ports, caller.userId),
  ]);
  return upsert(ports, ports.records(instructorAssessmentRecords), assessmentId('instructor', course.id, caller.userId), {
    course_id: course.id,
    course_title: course.title,
    instructor_user_id: account ?? '',
    instructor_name: instructorName ?? '',
    user_id: caller.userId,
    student_name: studentName,
    rating: input.rating,
    comment: input.comment,
  });
}

const forStudent = ({ student_id: _student, instructor_user_id: _instructor, ...assessment }: StudentAssessment): MyStudentAssessment => assessment;

/** The instructor's assessment of the caller in a course; 404 before there is one (and for anyone else's). */
export async function myStudentAssessment(ports: AssessmentPorts, caller: Caller, courseId: string): Promise<MyStudentAssessment> {
  const found = await ports.records(studentAssessmentRecords).get(assessmentId('student', courseId, caller.userId));
  if (!found || found.student_id !== caller.userId) throw new NotFoundError(message('noneWithId', { what: 'student assessment of this course', id: courseId }));
  return forStudent(found);
}

export async function myStudentAssessments(ports: AssessmentPorts, caller: Caller): Promise<MyStudentAssessment[]> {
  return latestFirst(await ports.assessments.ofStudent(caller.userId)).map(forStudent);
}

/** What students said of the instructor, without their names: overall, and per course with its comments. */
export async function myInstructorAssessments(ports: AssessmentPorts, caller: Caller): Promise<MyInstructorAssessments> {
  const all = latestFirst(await ports.assessments.ofInstructor(caller.userId));
  const courses = new Map<string, InstructorAssessment[]>();
  for (const one of all) courses.set(one.course_id, [...(courses.get(one.course_id) ?? []), one]);
  return {
    ...ratingSummary(all.map((one) => one.rating)),
    courses: [...courses.values()].map((ones) => ({
      course_id: ones[0]?.course_id ?? '',
      course_title: ones[0]?.course_title ?? '',
      ...ratingSummary(ones.map((one) => one.rating)),
      comments: ones.map(({ rating, comment, created_at, updated_at }) => ({ rating, comment, created_at, updated_at })),
    })),
  };
}

/** The students enrolled in a course the caller teaches, with their assessment, by name. */
export async function teachingStudentAssessments(ports: AssessmentPorts, caller: Caller, courseId: string): Promise<TeachingStudentAssessments> {
  const course = await taughtCourse(ports, caller, courseId);
  const enrollments = await ports.enrollments.listByCourse(course.id);
  const ids = [...new Set(enrollments.map((one) => one.user_id))];
  const [students, assessments] = await Promise.all([
    ports.students.get(ids),
    Promise.all(ids.map((id) => ports.records(studentAssessmentRecords).get(assessmentId('student', course.id, id)))),
  ]);
  const names = new Map(students.map((student) => [student.id, student.name]));
  return {
    course: { id: course.id, title: course.title },
    students: ids
      .map((id, index) => ({ student_id: id, name: names.get(id) ?? '', assessment: assessments[index] ?? null }))
      .sort((a, b) => a.name.localeCompare(b.name, 'th')),
  };
}

/** Assesses a student enrolled in a course the caller teaches; a second write changes the first. */
export async function saveStudentAssessment(ports: AssessmentPorts, caller: Caller, courseId: string, studentId: string, input: StudentAssessmentInput): Promise<StudentAssessment> {
  const course = await taughtCourse(ports, caller, courseId);
  if (!(await ports.enrollments.get(studentId, course.id))) throw new NotFoundError(message('assessmentNotYourStudent'));
  const [studentName, instructorName] = await Promise.all([nameOf(ports, studentId), nameOf(ports, caller.userId)]);
  return upsert(ports, ports.records(studentAssessmentRecords), assessmentId('student', course.id, studentId), {
    course_id: course.id,
    course_title: course.title,
    student_id: studentId,
    student_name: studentName,
    instructor_user_id: caller.userId,
    instructor_name: instructorName,
    scores: input.scores,
    average: rubricAverage(input.scores),
    comment: input.comment,
  });
}

/** The back office's three files of the assessments screen: read and deleted, never written there. */
export const courseAssessments: MasterFile<CourseAssessment, AssessmentPorts> = {
  what: 'course assessment',
  store: keptAs(courseAssessmentRecords),
  columns: COURSE_ASSESSMENT_COLUMNS,
  sort: newestFirst,
};
export const instructorAssessments: MasterFile<InstructorAssessment, AssessmentPorts> = {
  what: 'instructor assessment',
  store: keptAs(instructorAssessmentRecords),
  columns: INSTRUCTOR_ASSESSMENT_COLUMNS,
  sort: newestFirst,
};
export const studentAssessments: MasterFile<StudentAssessment, AssessmentPorts> = {
  what: 'student assessment',
  store: keptAs(studentAssessmentRecords),
  columns: STUDENT_ASSESSMENT_COLUMNS,
  sort: newestFirst,
};
