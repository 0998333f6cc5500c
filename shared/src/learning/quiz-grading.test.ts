import { describe, expect, it } from 'vitest';
import { EVERY_KIND, MATCHING, MULTIPLE, ORDERING, question, SHORT_ANSWER, SINGLE, TRUE_FALSE } from './quiz-fixtures.js';
import { AnswerKindError, UnknownQuestionError } from './quiz-errors.js';
import { correctAnswer, gradeAttempt, gradeQuestion, normalizeAnswerText } from './quiz-grading.js';
import type { AnswerSheet, QuizAnswer, QuizQuestion } from './quiz-schemas.js';

const earned = (one: QuizQuestion, answer: QuizAnswer) => gradeQuestion(one, answer).earned;
const PARTIAL: QuizQuestion = { ...MULTIPLE, partial: true };

describe('gradeQuestion: each kind', () => {
  it('single: the points for the correct choice only', () => {
    expect(gradeQuestion(SINGLE, { kind: 'single', choice_id: 'bkk' })).toEqual({ question_id: 'capital', kind: 'single', answered: true, earned: 1, max: 1, correct: true });
    expect(gradeQuestion(SINGLE, { kind: 'single', choice_id: 'cm' })).toMatchObject({ earned: 0, correct: false });
    expect(earned(SINGLE, { kind: 'single', choice_id: 'nowhere' })).toBe(0);
  });

  it('multiple, all or nothing: exactly the correct choices', () => {
    expect(earned(MULTIPLE, { kind: 'multiple', choice_ids: ['five', 'two', 'three'] })).toBe(4);
    expect(earned(MULTIPLE, { kind: 'multiple', choice_ids: ['two', 'three'] })).toBe(0);
    expect(earned(MULTIPLE, { kind: 'multiple', choice_ids: ['two', 'three', 'five', 'nine'] })).toBe(0);
    expect(earned(MULTIPLE, { kind: 'multiple', choice_ids: ['two', 'two', 'three', 'five'] })).toBe(4);
  });

  it('multiple, partial: points × (correct chosen − wrong chosen, at least 0) / correct choices, rounded down', () => {
    // 4 points, 3 correct choices.
    expect(earned(PARTIAL, { kind: 'multiple', choice_ids: ['two', 'three', 'five'] })).toBe(4);
    expect(earned(PARTIAL, { kind: 'multiple', choice_ids: ['two', 'three'] })).toBe(2); // 4 × 2 / 3 = 2.67
    expect(earned(PARTIAL, { kind: 'multiple', choice_ids: ['two'] })).toBe(1); // 4 × 1 / 3 = 1.33
    expect(earned(PARTIAL, { kind: 'multiple', choice_ids: ['two', 'three', 'five', 'nine'] })).toBe(2); // 4 × 2 / 3
    expect(earned(PARTIAL, { kind: 'multiple', choice_ids: ['two', 'four', 'nine'] })).toBe(0); // 1 − 2, floored at 0
    expect(earned(PARTIAL, { kind: 'multiple', choice_ids: ['two', 'two', 'two'] })).toBe(1); // a choice counts once
    expect(gradeQuestion(PARTIAL, { kind: 'multiple', choice_ids: ['two', 'three'] }).correct).toBe(false);
    expect(gradeQuestion(PARTIAL, { kind: 'multiple', choice_ids: [] })).toMatchObject({ answered: true, earned: 0 });
  });

  it('true or false', () => {
    expect(earned(TRUE_FALSE, { kind: 'true_false', value: true })).toBe(2);
    expect(earned(TRUE_FALSE, { kind: 'true_false', value: false })).toBe(0);
  });

  it('short answer: any accepted answer', () => {
    expect(earned(SHORT_ANSWER, { kind: 'short_answer', text: 'น้ำ' })).toBe(3);
    expect(earned(SHORT_ANSWER, { kind: 'short_answer', text: 'water' })).toBe(3);
    expect(earned(SHORT_ANSWER, { kind: 'short_answer', text: 'ice' })).toBe(0);
    expect(earned(SHORT_ANSWER, { kind: 'short_answer', text: '   ' })).toBe(0);
  });

  it('matching: the points for each pair right, rounded down', () => {
    const all = { 'l-cat': 'r-cat', 'l-dog': 'r-dog', 'l-bird': 'r-bird' };
    expect(gradeQuestion(MATCHING, { kind: 'matching', pairs: all })).toMatchObject({ earned: 3, correct: true });
    expect(earned(MATCHING, { kind: 'matching', pairs: { ...all, 'l-dog': 'r-bird', 'l-bird': 'r-dog' } })).toBe(1);
    expect(earned(MATCHING, { kind: 'matching', pairs: { 'l-cat': 'r-cat', 'l-dog': 'r-dog' } })).toBe(2);
    expect(earned({ ...MATCHING, points: 2 }, { kind: 'matching', pairs: { 'l-cat': 'r-cat', 'l-dog': 'r-dog' } })).toBe(1); // 2 × 2 / 3 = 1.33
    expect(earned(MATCHING, { kind: 'matching', pairs: { 'l-cat': 'r-cat', 'l-dog': 'r-cat', 'l-bird': 'r-cat' } })).toBe(1);
    expect(earned(MATCHING, { kind: 'matching', pairs: { 'l-fish': 'r-cat' } })).toBe(0);
  });

  it('ordering: the points only for the whole order right', () => {
    expect(earned(ORDERING, { kind: 'ordering', item_ids: ['boil', 'steep', 'pour'] })).toBe(2);
    expect(earned(ORDERING, { kind: 'ordering', item_ids: ['boil', 'pour', 'steep'] })).toBe(0);
    expect(earned(ORDERING, { kind: 'ordering', item_ids: ['boil', 'steep'] })).toBe(0);
    expect(earned(ORDERING, { kind: 'ordering', item_ids: ['boil', 'steep', 'pour', 'pour'] })).toBe(0);
  });

  it('refuses an answer of another kind', () => {
    expect(() => gradeQuestion(TRUE_FALSE, { kind: 'single', choice_id: 'bkk' })).toThrow(new AnswerKindError('sun', 'true_false', 'single'));
  });

  it('gives every question its points for its correct answer', () => {
    for (const one of [...EVERY_KIND, PARTIAL]) expect(gradeQuestion(one, correctAnswer(one)), one.id).toMatchObject({ earned: one.points, correct: true });
  });
});

describe('normalizeAnswerText', () => {
  const thai = (text: string) => question({ id: 'thai', kind: 'short_answer', text: { th: 'ตอบ', en: '' }, accepted: [text] });
  const normalized = (accepted: string, given: string, match: 'exact' | 'normalized' = 'normalized') => earned({ ...thai(accepted), match }, { kind: 'short_answer', text: given });

  it('ignores case, outer spaces and runs of inner whitespace', () => {
    expect(normalizeAnswerText('  New \t  York\n')).toBe('new york');
    expect(normalized('New York', ' new   YORK ')).toBe(1);
    expect(normalized('New York', 'NewYork')).toBe(0);
  });

  it('compares Thai however its tone marks and vowels were typed', () => {
    // ปู่ (grandfather): SARA UU then MAI EK, or MAI EK then SARA UU; NFC puts them in one order.
    const grandfather = '\u0E1B\u0E39\u0E48';
    const typedTheOtherWay = '\u0E1B\u0E48\u0E39';
    expect(grandfather).not.toBe(typedTheOtherWay);
    expect(normalized(grandfather, typedTheOtherWay)).toBe(1);
    expect(normalized(grandfather, typedTheOtherWay, 'exact')).toBe(1);
    // น้ำ (water) with SARA AM, or with NIKHAHIT and SARA AA around the tone mark.
    expect(normalized('น้ำ', '\u0E19\u0E49\u0E4D\u0E32')).toBe(1);
    expect(normalized('น้ำ', '\u0E19\u0E4D\u0E49\u0E32')).toBe(1);
    // Zero-width spaces between Thai words, and spaces around them.
    expect(normalized('สวัสดี ครับ', ' สวัสดี\u200B  ครับ ')).toBe(1);
    // A different tone mark is a different word: ปู่ (grandfather) is not ปู (crab).
    expect(normalized(grandfather, '\u0E1B\u0E39')).toBe(0);
    expect(normalized('ไก่', 'ไข่')).toBe(0);
  });

  it('compares exactly when asked, but for how the letters were composed', () => {
    expect(normalized('Bangkok', 'Bangkok', 'exact')).toBe(1);
    expect(normalized('Bangkok', 'bangkok', 'exact')).toBe(0);
    expect(normalized('Bangkok', ' Bangkok', 'exact')).toBe(0);
    expect(normalized('Café', 'Cafe\u0301', 'exact')).toBe(1);
  });
});

describe('gradeAttempt', () => {
  const pass = { pass_percent: 60 };
  const right = (one: QuizQuestion) => [one.id, correctAnswer(one)] as const;

  it('adds the points up, rounds the percent down and passes from pass_percent', () => {
    // 15 points in all: single 1, multiple 4, true/false 2, short answer 3, matching 3, ordering 2.
    const sheet: AnswerSheet = Object.fromEntries([right(SINGLE), right(TRUE_FALSE), right(SHORT_ANSWER), right(ORDERING)]);
    const graded = gradeAttempt(EVERY_KIND, sheet, pass);
    expect(graded).toMatchObject({ earned: 8, max: 15, percent: 53, passed: false });
    expect(graded.questions.map((one) => [one.question_id, one.answered, one.earned, one.max, one.correct])).toEqual([
      ['capital', true, 1, 1, true],
      ['primes', false, 0, 4, false],
      ['sun', true, 2, 2, true],
      ['water', true, 3, 3, true],
      ['animals', false, 0, 3, false],
      ['steps', true, 2, 2, true],
    ]);
    // 9 of 15 is 60% exactly; 8 of 15 (53.3%) is not.
    const nine = gradeAttempt(EVERY_KIND, { ...sheet, animals: { kind: 'matching', pairs: { 'l-cat': 'r-cat' } } }, pass);
    expect(nine).toMatchObject({ earned: 9, percent: 60, passed: true });
  });

  it('scores an empty sheet 0, and passes it only at a pass mark of 0', () => {
    expect(gradeAttempt(EVERY_KIND, {}, pass)).toMatchObject({ earned: 0, max: 15, percent: 0, passed: false });
    expect(gradeAttempt(EVERY_KIND, {}, { pass_percent: 0 }).passed).toBe(true);
  });

  it('scores every correct answer 100 and passes', () => {
    expect(gradeAttempt(EVERY_KIND, Object.fromEntries(EVERY_KIND.map(right)), { pass_percent: 100 })).toMatchObject({ earned: 15, max: 15, percent: 100, passed: true });
  });

  it('refuses answers to questions that are not in the attempt, and answers of another kind', () => {
    expect(() => gradeAttempt([SINGLE], { capital: correctAnswer(SINGLE), other: { kind: 'true_false', value: true }, more: { kind: 'true_false', value: false } }, pass)).toThrow(
      new UnknownQuestionError(['other', 'more']),
    );
    expect(() => gradeAttempt([SINGLE], { capital: { kind: 'multiple', choice_ids: ['bkk'] } }, pass)).toThrow('Question capital takes a single answer, not a multiple one.');
  });
});
