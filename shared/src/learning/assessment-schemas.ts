import * as z from 'zod';
import { json, optionalText, stamps, text, wholeNumber } from '../api/schemas/common.js';
import { column, stampColumns, tablePage, type TableColumn } from '../api/schemas/table.js';
import { RATING_MAX, RATING_MIN, RUBRIC_CRITERIA } from './assessment-rules.js';

/** A whole number of stars, 1 to 5; form-data sends it as text. */
const rating = (label: string) => wholeNumber(label, RATING_MIN, RATING_MAX);

/** A student's rating and review of a course they finished. */
export const courseAssessmentInput = z.strictObject({
  rating: rating('rating'),
  review: text('review', 2000),
});
export type CourseAssessmentInput = z.infer<typeof courseAssessmentInput>;

/** A student's rating of the instructor of a course they are enrolled in. */
export const instructorAssessmentInput = z.strictObject({
  rating: rating('rating'),
  comment: optionalText('comment', 2000),
});
export type InstructorAssessmentInput = z.infer<typeof instructorAssessmentInput>;

export const rubricScores = z.strictObject(
  Object.fromEntries(RUBRIC_CRITERIA.map((criterion) => [criterion, rating(criterion)])) as Record<(typeof RUBRIC_CRITERIA)[number], ReturnType<typeof rating>>,
);

/** An instructor's assessment of an enrolled student: a score for each criterion of the rubric and a comment. */
export const studentAssessmentInput = z.strictObject({
  scores: json(rubricScores),
  comment: optionalText('comment', 2000),
});
export type StudentAssessmentInput = z.infer<typeof studentAssessmentInput>;

/** A course assessment as it is kept: the student's name as it was when they wrote it. */
export const courseAssessment = z.object({
  ...stamps,
  course_id: z.string(),
  course_title: z.string(),
  user_id: z.string(),
  student_name: z.string(),
  rating: z.number(),
  review: z.string(),
});
export type CourseAssessment = z.infer<typeof courseAssessment>;

export const instructorAssessment = z.object({
  ...stamps,
  course_id: z.string(),
  course_title: z.string(),
  /** The instructor's account. */
  instructor_user_id: z.string(),
  instructor_name: z.string(),
  user_id: z.string(),
  student_name: z.string(),
  rating: z.number(),
  comment: z.string(),
});
export type InstructorAssessment = z.infer<typeof instructorAssessment>;

export const studentAssessment = z.object({
  ...stamps,
  course_id: z.string(),
  course_title: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  instructor_user_id: z.string(),
  instructor_name: z.string(),
  scores: rubricScores,
  /** The mean of the scores, to one decimal. */
  average: z.number(),
  comment: z.string(),
});
export type StudentAssessment = z.infer<typeof studentAssessment>;

/** One assessment on the public course page: the student's public name, never their e-mail. */
export const publicCourseAssessment = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number(),
  review: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const publicCourseAssessments = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many gave each number of stars, 5 first. */
  spread: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  /** The latest first, at most PUBLIC_ASSESSMENTS_SHOWN. */
  rows: z.array(publicCourseAssessment),
});
export type PublicCourseAssessments = z.infer<typeof publicCourseAssessments>;
export const PUBLIC_ASSESSMENTS_SHOWN = 50;

/** What a student wrote about a course and its instructor, and whether they may write the course's. */
export const myCourseAssessments = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  instructor_name: z.string(),
  /** Lessons done of the curriculum: the course may be assessed once every one is. */
  done: z.number().int(),
  total: z.number().int(),
  finished: z.boolean(),
  course_assessment: courseAssessment.pick({ rating: true, review: true, created_at: true, updated_at: true }).nullable(),
  instructor_assessment: instructorAssessment.pick({ rating: true, comment: true, created_at: true, updated_at: true }).nullable(),
});
export type MyCourseAssessments = z.infer<typeof myCourseAssessments>;

/** An instructor's assessment of the caller, as the student sees it. */
export const myStudentAssessment = studentAssessment.omit({ student_id: true, instructor_user_id: true });
export type MyStudentAssessment = z.infer<typeof myStudentAssessment>;
export const myStudentAssessments = z.array(myStudentAssessment);

/** What students said of an instructor: anonymous, per course, latest first. */
export const myInstructorAssessments = z.object({
  average: z.number(),
  count: z.number().int(),
  courses: z.array(
    z.object({
      course_id: z.string(),
      course_title: z.string(),
      average: z.number(),
      count: z.number().int(),
      comments: z.array(z.object({ rating: z.number(), comment: z.string(), created_at: z.string(), updated_at: z.string() })),
    }),
  ),
});
export type MyInstructorAssessments = z.infer<typeof myInstructorAssessments>;

/** A course's enrolled students with the instructor's assessment of each, for its own instructor. */
export const teachingStudentAssessments = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  students: z.array(z.object({ student_id: z.string(), name: z.string(), assessment: studentAssessment.nullable() })),
});
export type TeachingStudentAssessments = z.infer<typeof teachingStudentAssessments>;

export const teachingStudentParams = z.strictObject({ id: z.string().trim().min(1).max(64), studentId: z.string().trim().min(1).max(64) });

const assessmentColumns = (...columns: TableColumn[]): readonly TableColumn[] => [...stampColumns, column('course_id', 'string'), column('course_title', 'string'), ...columns];

export const COURSE_ASSESSMENT_COLUMNS = assessmentColumns(column('user_id', 'string'), column('student_name', 'string'), column('rating', 'number'), column('review', 'string'));
export const INSTRUCTOR_ASSESSMENT_COLUMNS = assessmentColumns(
  column('instructor_user_id', 'string'),
  column('instructor_name', 'string'),
  column('user_id', 'string'),
  column('student_name', 'string'),
  column('rating', 'number'),
  column('comment', 'string'),
);
export const STUDENT_ASSESSMENT_COLUMNS = assessmentColumns(
  column('student_id', 'string'),
  column('student_name', 'string'),
  column('instructor_user_id', 'string'),
  column('instructor_name', 'string'),
  column('average', 'number'),
  column('comment', 'string'),
);

export const courseAssessmentTable = tablePage(courseAssessment);
export const instructorAssessmentTable = tablePage(instructorAssessment);
export const studentAssessmentTable = tablePage(studentAssessment);
