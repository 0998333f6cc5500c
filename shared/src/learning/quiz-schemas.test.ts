import { describe, expect, it } from 'vitest';
import { messageCode } from '../api/messages.js';
import { MATCHING, SHORT_ANSWER, SINGLE } from './quiz-fixtures.js';
import { answerSheet, quizQuestion, quizSettings, textIn, type QuizQuestionInput } from './quiz-schemas.js';

/** The messages of a refused value, by path. */
function refusals(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const choices = [
  { id: 'a', text: { th: 'ก', en: 'A' }, correct: true },
  { id: 'b', text: { th: 'ข', en: 'B' } },
];
const single = (patch: Partial<Extract<QuizQuestionInput, { kind: 'single' }>> = {}) => ({ id: 'q1', kind: 'single', text: { th: 'คำถาม', en: '' }, choices, ...patch });

describe('quizQuestion', () => {
  it('fills in the defaults: one point, no partial credit, normalized matching, no image', () => {
    const parsed = quizQuestion.parse(single({ image_id: '' }));
    expect(parsed).toMatchObject({ points: 1, image_id: undefined, text: { th: 'คำถาม', en: '' } });
    expect(parsed.kind === 'single' && parsed.choices[1]!.correct).toBe(false);
    expect(quizQuestion.parse({ id: 'q', kind: 'multiple', text: { en: 'Q' }, choices })).toMatchObject({ partial: false });
    expect(quizQuestion.parse({ id: 'q', kind: 'short_answer', text: { en: 'Q' }, accepted: [' yes '] })).toMatchObject({ match: 'normalized', accepted: ['yes'] });
  });

  it('takes every kind of the samples', () => {
    for (const sample of [SINGLE, SHORT_ANSWER, MATCHING]) expect(quizQuestion.parse(sample)).toEqual(sample);
  });

  it('reads a text in the reader’s language, else in the other', () => {
    expect(textIn({ th: 'คำถาม', en: 'Question' }, 'en')).toBe('Question');
    expect(textIn({ th: 'คำถาม', en: '' }, 'en')).toBe('คำถาม');
    expect(textIn({ th: '', en: 'Question' }, 'th')).toBe('Question');
  });

  it('needs a text in Thai or English', () => {
    expect(refusals(quizQuestion.safeParse(single({ text: { th: ' ', en: '' } })))).toEqual(['text: Question text is required.']);
    expect(refusals(quizQuestion.safeParse(single({ explanation: { th: '', en: '' } })))).toEqual(['explanation: Explanation is required.']);
    expect(refusals(quizQuestion.safeParse(single({ text: 'What?' as never })))).toEqual(['text: Question text is required.']);
  });

  it('refuses a single-answer question without exactly one correct choice', () => {
    const none = choices.map((choice) => ({ ...choice, correct: false }));
    const both = choices.map((choice) => ({ ...choice, correct: true }));
    expect(refusals(quizQuestion.safeParse(single({ choices: none })))).toEqual(['choices: A single-answer question needs exactly one correct choice.']);
    expect(refusals(quizQuestion.safeParse(single({ choices: both })))).toEqual(['choices: A single-answer question needs exactly one correct choice.']);
    expect(refusals(quizQuestion.safeParse(single({ choices: [choices[0]!] })))).toEqual(['choices: A question needs at least 2 choices.']);
  });

  it('refuses a multiple-answer question with no correct choice, and choices sharing an id', () => {
    expect(refusals(quizQuestion.safeParse({ id: 'q', kind: 'multiple', text: { en: 'Q' }, choices: choices.map((choice) => ({ ...choice, correct: false })) }))).toEqual([
      'choices: A multiple-answer question needs at least one correct choice.',
    ]);
    expect(refusals(quizQuestion.safeParse(single({ choices: [...choices, { id: 'a', text: { en: 'again' } }] })))).toEqual(['choices: Each choice needs its own id: a is used twice.']);
  });

  it('refuses a short answer with nothing accepted, and pairs sharing an id', () => {
    expect(refusals(quizQuestion.safeParse({ id: 'q', kind: 'short_answer', text: { en: 'Q' }, accepted: [] }))).toEqual(['accepted: A short-answer question needs at least one accepted answer.']);
    expect(refusals(quizQuestion.safeParse({ id: 'q', kind: 'short_answer', text: { en: 'Q' }, accepted: ['  '], match: 'fuzzy' }))).toEqual([
      'accepted.0: An accepted answer is required.',
      'match: match must be one of exact, normalized.',
    ]);
    const pairs = MATCHING.pairs.map((pair) => ({ ...pair, right: { ...pair.right, id: 'same' } }));
    expect(refusals(quizQuestion.safeParse({ ...MATCHING, pairs }))).toEqual(['pairs: Each right item needs its own id: same is used twice.', 'pairs: Each right item needs its own id: same is used twice.']);
  });

  it('refuses points that are not a positive whole number, an unknown kind and ids of other characters', () => {
    expect(refusals(quizQuestion.safeParse(single({ points: 0 })))).toEqual(['points: Points must be at least 1.']);
    expect(refusals(quizQuestion.safeParse(single({ points: 1.5 })))).toEqual(['points: Points must be a whole number.']);
    expect(refusals(quizQuestion.safeParse({ ...single(), kind: 'essay' }))).toEqual(['kind: kind must be one of single, multiple, true_false, short_answer, matching, ordering.']);
    expect(refusals(quizQuestion.safeParse(single({ id: '__proto__' })))).toEqual(['id: Question id holds letters, digits, - and _ only, and starts with a letter or digit.']);
    expect(refusals(quizQuestion.safeParse(single({ image_id: 'a/b' })))).toEqual(['image_id: Image id holds letters, digits, - and _ only, and starts with a letter or digit.']);
  });

  it('speaks through the message catalogue where a message of it fits', () => {
    const issues = quizQuestion.safeParse(single({ points: 0, text: { th: '', en: '' } })).error!.issues;
    expect(issues.map((issue) => messageCode(issue.message))).toEqual([
      { code: 'required', params: { label: 'Question text' } },
      { code: 'atLeast', params: { label: 'Points', min: '1' } },
    ]);
  });
});

describe('quizSettings', () => {
  const valid = { pass_percent: 70, attempts_allowed: null, time_limit_minutes: null, questions: { draws: [{ category_id: 'grammar', count: 5 }] } };

  it('takes unlimited attempts and time, and fills in the defaults', () => {
    expect(quizSettings.parse(valid)).toEqual({ ...valid, shuffle_questions: false, shuffle_choices: false, show_answers: 'after_submit', questions: { fixed: [], draws: [{ category_id: 'grammar', count: 5 }] } });
  });

  it('refuses a pass mark outside 0 to 100, and limits that are not positive', () => {
    expect(refusals(quizSettings.safeParse({ ...valid, pass_percent: 101, attempts_allowed: 0, time_limit_minutes: -5 }))).toEqual([
      'pass_percent: pass_percent must be at most 100.',
      'attempts_allowed: attempts_allowed must be at least 1.',
      'time_limit_minutes: time_limit_minutes must be at least 1.',
    ]);
    expect(refusals(quizSettings.safeParse({ ...valid, attempts_allowed: undefined, show_answers: 'sometimes' }))).toEqual([
      'attempts_allowed: attempts_allowed must be a number, or null for no limit.',
      'show_answers: show_answers must be one of never, after_submit, after_pass, after_last_attempt.',
    ]);
  });

  it('needs at least one question, each fixed question once and each category drawn once', () => {
    expect(refusals(quizSettings.safeParse({ ...valid, questions: {} }))).toEqual(['questions: A quiz needs at least one question: a fixed question or a draw.']);
    expect(refusals(quizSettings.safeParse({ ...valid, questions: { fixed: ['q1', 'q1'] } }))).toEqual(['questions.fixed: Each fixed question needs its own id: q1 is used twice.']);
    const twice = { draws: [valid.questions.draws[0], { category_id: 'grammar', count: 2 }] };
    expect(refusals(quizSettings.safeParse({ ...valid, questions: twice }))).toEqual(['questions.draws: A quiz draws from category grammar once: add up its counts.']);
    expect(refusals(quizSettings.safeParse({ ...valid, questions: { draws: [{ category_id: 'grammar', count: 0 }] } }))).toContain('questions.draws.0.count: count must be at least 1.');
  });
});

describe('answerSheet', () => {
  it('takes an answer of each kind, keyed by question id', () => {
    const sheet = {
      capital: { kind: 'single', choice_id: 'bkk' },
      primes: { kind: 'multiple', choice_ids: ['two', 'three'] },
      sun: { kind: 'true_false', value: true },
      water: { kind: 'short_answer', text: ' น้ำ ' },
      animals: { kind: 'matching', pairs: { 'l-cat': 'r-cat' } },
      steps: { kind: 'ordering', item_ids: ['boil', 'steep', 'pour'] },
    };
    expect(answerSheet.parse(sheet)).toEqual(sheet);
  });

  it('refuses an answer of no kind, a wrong shape and a key that could reach an object’s prototype', () => {
    expect(refusals(answerSheet.safeParse({ q1: { kind: 'essay', text: 'x' } }))).toEqual(['q1.kind: kind must be one of single, multiple, true_false, short_answer, matching, ordering.']);
    expect(refusals(answerSheet.safeParse({ q1: { kind: 'true_false', value: 'yes' } }))).toEqual(['q1.value: The answer must be true or false.']);
    expect(answerSheet.safeParse(JSON.parse('{"q1": {"kind": "matching", "pairs": {"constructor": "__proto__"}}}')).success).toBe(false);
    // zod leaves a `__proto__` key out rather than set a prototype with it.
    const parsed = answerSheet.parse(JSON.parse('{"__proto__": {"kind": "true_false", "value": true}, "q1": {"kind": "matching", "pairs": {"__proto__": "r1", "l1": "r1"}}}'));
    expect(parsed).toEqual({ q1: { kind: 'matching', pairs: { l1: 'r1' } } });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
