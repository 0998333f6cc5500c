import { describe, expect, it } from 'vitest';
import { averageOf, courseAssessmentInput, instructorAssessmentInput, publicNameOf, ratingSpread, rubricAverage, studentAssessmentInput } from './assessment.js';

describe('assessment rules', () => {
  it('averages to one decimal, and 0 for none', () => {
    expect(averageOf([5, 4, 4])).toBe(4.3);
    expect(averageOf([])).toBe(0);
    expect(rubricAverage({ participation: 5, assignments: 4, understanding: 3 })).toBe(4);
  });

  it('counts each number of stars, 5 first', () => {
    expect(ratingSpread([5, 5, 3])).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 0 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });

  it('shows a student by their first name and an initial, never more', () => {
    expect(publicNameOf('Somchai Jaidee')).toBe('Somchai J.');
    expect(publicNameOf('  มาลี   สุขสันต์ ')).toBe('มาลี ส.');
    expect(publicNameOf('student')).toBe('student');
  });
});

describe('assessment inputs', () => {
  it('takes a rating of 1 to 5, as a number or form-data text, and a review', () => {
    expect(courseAssessmentInput.parse({ rating: '4', review: ' สอนเข้าใจง่าย ' })).toEqual({ rating: 4, review: 'สอนเข้าใจง่าย' });
  });

  it('refuses ratings outside 1 to 5 or not whole, in plain sentences', () => {
    const messages = (input: unknown) => courseAssessmentInput.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ rating: 6, review: 'x' })).toEqual(['rating must be at most 5.']);
    expect(messages({ rating: 0, review: 'x' })).toEqual(['rating must be at least 1.']);
    expect(messages({ rating: 4.5, review: 'x' })).toEqual(['rating must be a whole number.']);
    expect(messages({ rating: 5, review: '  ' })).toEqual(['review is required.']);
  });

  it('lets an instructor rating go without a comment', () => {
    expect(instructorAssessmentInput.parse({ rating: 5 })).toEqual({ rating: 5, comment: '' });
  });

  it('takes every criterion of the rubric, also as JSON text from a form', () => {
    expect(studentAssessmentInput.parse({ scores: '{"participation":4,"assignments":5,"understanding":3}' })).toEqual({ scores: { participation: 4, assignments: 5, understanding: 3 }, comment: '' });
    const missing = studentAssessmentInput.safeParse({ scores: { participation: 4, assignments: 5 } });
    expect(missing.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['scores.understanding: understanding must be a number.']);
  });
});
