/**
 * Assessments (decision 0043): students rate a course they finished and the instructor of a
 * course they are enrolled in; a course's instructor assesses an enrolled student on a rubric.
 * These rules are pure: the learning domain keeps the records and decides who may write them.
 */

/** A rating is a whole number of stars, 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The rubric an instructor scores a student on, each criterion 1 to 5. */
export const RUBRIC_CRITERIA = ['participation', 'assignments', 'understanding'] as const;
export type RubricCriterion = (typeof RUBRIC_CRITERIA)[number];
export type RubricScores = Record<RubricCriterion, number>;

/** The three kinds the back office keeps, each with its own §7 delete. */
export const ASSESSMENT_KINDS = ['course', 'instructor', 'student'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** A mean to one decimal; 0 for none. */
export function averageOf(values: readonly number[]): number {
  if (!values.length) return 0;
  return Math.round((10 * values.reduce((sum, value) => sum + value, 0)) / values.length) / 10;
}

/** A rubric's overall score: the mean of its criteria, to one decimal. */
export const rubricAverage = (scores: RubricScores): number => averageOf(RUBRIC_CRITERIA.map((criterion) => scores[criterion]));

/** How many ratings gave each number of stars, 5 first. */
export function ratingSpread(ratings: readonly number[]): { stars: number; count: number }[] {
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MAX - index);
  return stars.map((star) => ({ stars: star, count: ratings.filter((rating) => rating === star).length }));
}

/** An average and the number it was made from. */
export function ratingSummary(ratings: readonly number[]): { average: number; count: number } {
  return { average: averageOf(ratings), count: ratings.length };
}

/**
 * The name a public page shows for a student: their first name and the initial of the rest
 * ("Somchai J."), never their e-mail or username. A name without a second word stays as it is.
 */
export function publicNameOf(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const initial = [...rest.join(' ')][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

