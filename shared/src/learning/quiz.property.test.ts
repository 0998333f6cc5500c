import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawQuestions, publicQuestion } from './quiz-draw.js';
import { QuizBankTooSmallError } from './quiz-errors.js';
import { correctAnswer, gradeAttempt } from './quiz-grading.js';
import { quizQuestion, quizSettings, type AnswerSheet, type QuizAnswer, type QuizQuestion } from './quiz-schemas.js';
import { mulberry32 } from './seeded-random.js';

// Texts with Thai letters, tone marks and vowels, Latin of both cases and spaces.
const words = fc.array(fc.constantFrom('ก', 'ข', 'ป', 'น', '่', '้', 'ู', 'ุ', 'ำ', 'า', 'a', 'B', 'z', ' ', '  '), { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
const nonBlank = words.filter((text) => text.trim() !== '');
const bilingual = fc.record({ th: nonBlank, en: fc.constant('') });
const options = (prefix: string, min = 2) => fc.integer({ min, max: 6 }).map((count) => Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}`, text: { th: `${prefix} ${index}`, en: '' } })));

const questionInput = (id: string, category: string) => {
  const base = { id: fc.constant(id), category_id: fc.constant(category), text: bilingual, points: fc.integer({ min: 1, max: 20 }) };
  return fc.oneof(
    options('c').chain((choices) => fc.record({ ...base, kind: fc.constant('single' as const), choices: fc.nat(choices.length - 1).map((right) => choices.map((choice, index) => ({ ...choice, correct: index === right }))) })),
    options('c').chain((choices) =>
      fc.record({
        ...base,
        kind: fc.constant('multiple' as const),
        partial: fc.boolean(),
        choices: fc.array(fc.boolean(), { minLength: choices.length, maxLength: choices.length }).map((flags) => choices.map((choice, index) => ({ ...choice, correct: index === 0 || flags[index]! }))),
      }),
    ),
    fc.record({ ...base, kind: fc.constant('true_false' as const), answer: fc.boolean() }),
    fc.record({ ...base, kind: fc.constant('short_answer' as const), accepted: fc.array(nonBlank, { minLength: 1, maxLength: 3 }), match: fc.constantFrom('exact' as const, 'normalized' as const) }),
    options('p').map((pairs) => pairs.map((pair) => ({ left: { ...pair, id: `l${pair.id}` }, right: { ...pair, id: `r${pair.id}` } }))).chain((pairs) => fc.record({ ...base, kind: fc.constant('matching' as const), pairs: fc.constant(pairs) })),
    options('i').chain((items) => fc.record({ ...base, kind: fc.constant('ordering' as const), items: fc.constant(items) })),
  ).map((input) => quizQuestion.parse(input));
};

const questionsArb = fc.integer({ min: 1, max: 8 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => questionInput(`q${index}`, ['a', 'b', 'c'][index % 3]!))));

/** Any answer of the question's kind, right or wrong, with ids it does not have. */
function answerArb(question: QuizQuestion): fc.Arbitrary<QuizAnswer> {
  switch (question.kind) {
    case 'single':
      return fc.constantFrom(...question.choices.map((choice) => choice.id), 'stray').map((choice_id) => ({ kind: 'single', choice_id }));
    case 'multiple':
      return fc.array(fc.constantFrom(...question.choices.map((choice) => choice.id), 'stray'), { maxLength: 8 }).map((choice_ids) => ({ kind: 'multiple', choice_ids }));
    case 'true_false':
      return fc.boolean().map((value) => ({ kind: 'true_false', value }));
    case 'short_answer':
      return fc.oneof(fc.constantFrom(...question.accepted), words).map((text) => ({ kind: 'short_answer', text }));
    case 'matching': {
      const rights = question.pairs.map((pair) => pair.right.id);
      return fc
        .array(fc.option(fc.constantFrom(...rights, 'stray'), { nil: undefined }), { minLength: question.pairs.length, maxLength: question.pairs.length })
        .map((chosen) => ({ kind: 'matching', pairs: Object.fromEntries(question.pairs.flatMap((pair, index) => (chosen[index] ? [[pair.left.id, chosen[index]]] : []))) }));
    }
    case 'ordering':
      return fc.shuffledSubarray(question.items.map((item) => item.id)).map((item_ids) => ({ kind: 'ordering', item_ids }));
  }
}

const attemptArb = questionsArb.chain((questions) =>
  fc.tuple(fc.constant(questions), fc.tuple(...questions.map((question) => fc.option(answerArb(question), { nil: undefined }))), fc.integer({ min: 0, max: 100 })),
);

describe('gradeAttempt: properties', () => {
  it('scores each question and the attempt between 0 and the most, in whole points and percent', () => {
    fc.assert(
      fc.property(attemptArb, ([questions, answers, pass_percent]) => {
        const sheet: AnswerSheet = Object.fromEntries(questions.flatMap((question, index) => (answers[index] ? [[question.id, answers[index]]] : [])));
        const graded = gradeAttempt(questions, sheet, { pass_percent });
        for (const one of graded.questions) {
          expect(Number.isInteger(one.earned) && one.earned >= 0 && one.earned <= one.max).toBe(true);
          expect(one.correct).toBe(one.earned === one.max);
        }
        expect(graded.max).toBe(questions.reduce((sum, question) => sum + question.points, 0));
        expect(graded.earned >= 0 && graded.earned <= graded.max).toBe(true);
        expect(Number.isInteger(graded.percent) && graded.percent >= 0 && graded.percent <= 100).toBe(true);
        expect(graded.passed).toBe(graded.percent >= pass_percent);
      }),
    );
  });

  it('scores a sheet of the correct answers 100 and passes it at any pass mark', () => {
    fc.assert(
      fc.property(questionsArb, fc.integer({ min: 0, max: 100 }), (questions, pass_percent) => {
        const graded = gradeAttempt(questions, Object.fromEntries(questions.map((question) => [question.id, correctAnswer(question)])), { pass_percent });
        expect(graded).toMatchObject({ percent: 100, passed: true });
        expect(graded.questions.every((one) => one.correct)).toBe(true);
      }),
    );
  });
});

describe('drawQuestions: properties', () => {
  const bankArb = fc.integer({ min: 12, max: 36 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => questionInput(`q${index}`, ['a', 'b', 'c'][index % 3]!))));
  /** A draw from a category, there `weight` times as often as not. */
  const maybeDraw = (category_id: string, weight: number) =>
    fc.oneof({ arbitrary: fc.constant(null), weight: 10 }, { arbitrary: fc.record({ category_id: fc.constant(category_id), count: fc.integer({ min: 1, max: 5 }) }), weight: weight * 10 });
  const settingsArb = (bank: readonly QuizQuestion[]) =>
    fc
      .record({
        fixed: fc.subarray(bank.map((question) => question.id), { maxLength: Math.min(4, bank.length) }),
        // Mostly draws a bank can give; now and then one from a category of no questions.
        draws: fc.tuple(maybeDraw('a', 2), maybeDraw('b', 2), maybeDraw('c', 2), maybeDraw('d', 0.1)).map((draws) => draws.filter((draw) => draw !== null)),
        shuffle_questions: fc.boolean(),
        shuffle_choices: fc.boolean(),
      })
      .filter(({ fixed, draws }) => fixed.length + draws.length > 0)
      .map(({ fixed, draws, ...flags }) => quizSettings.parse({ pass_percent: 50, attempts_allowed: null, time_limit_minutes: null, questions: { fixed, draws }, ...flags }));
  const drawArb = bankArb.chain((bank) => fc.tuple(fc.constant(bank), settingsArb(bank), fc.integer()));

  it('never repeats a question, asks exactly what the quiz asks, or says which bank is too small', () => {
    fc.assert(
      fc.property(drawArb, ([bank, quiz, seed]) => {
        const wanted = quiz.questions.fixed.length + quiz.questions.draws.reduce((sum, draw) => sum + draw.count, 0);
        let drawn;
        try {
          drawn = drawQuestions(quiz, bank, mulberry32(seed));
        } catch (error) {
          expect(error).toBeInstanceOf(QuizBankTooSmallError);
          const { categoryId, available, requested } = error as QuizBankTooSmallError;
          expect(available).toBeLessThan(requested);
          expect(bank.filter((question) => question.category_id === categoryId && !quiz.questions.fixed.includes(question.id)).length).toBe(available);
          return;
        }
        const ids = drawn.map((one) => one.question.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(wanted);
        for (const id of quiz.questions.fixed) expect(ids).toContain(id);
        for (const draw of quiz.questions.draws) {
          const fromBank = drawn.filter((one) => one.question.category_id === draw.category_id && !quiz.questions.fixed.includes(one.question.id));
          expect(fromBank).toHaveLength(draw.count);
        }
        // The same seed draws the same attempt.
        expect(drawQuestions(quiz, bank, mulberry32(seed))).toEqual(drawn);
      }),
    );
  });

  it('shows every drawn question through its recorded order, with no correct answer in it', () => {
    fc.assert(
      fc.property(drawArb, ([bank, quiz, seed]) => {
        let drawn;
        try {
          drawn = drawQuestions(quiz, bank, mulberry32(seed));
        } catch {
          return;
        }
        for (const { question, order } of drawn) {
          const sent = JSON.stringify(publicQuestion(question, order));
          for (const key of ['correct', 'accepted', 'answer', 'pairs', 'explanation', 'match']) expect(sent).not.toContain(`"${key}":`);
          if (question.kind === 'ordering') expect(order.items).not.toEqual(question.items.map((item) => item.id));
        }
      }),
    );
  });
});
