import { describe, expect, it } from 'vitest';
import { drawQuestions, orderOptions, publicQuestion } from './quiz-draw.js';
import { QuestionOrderError, QuizBankTooSmallError, QuizQuestionMissingError } from './quiz-errors.js';
import { bankOf, EVERY_KIND, MATCHING, MULTIPLE, ORDERING, settings, SHORT_ANSWER, SINGLE, TRUE_FALSE } from './quiz-fixtures.js';
import { publicQuizQuestion, type PublicQuizQuestion, type QuizQuestion } from './quiz-schemas.js';
import { seededRandom } from './seeded-random.js';

const BANK: QuizQuestion[] = [...EVERY_KIND, ...bankOf('grammar', 8), ...bankOf('vocabulary', 5)];
const picks = (fixed: string[], draws: { category_id: string; count: number }[] = []) => ({ questions: { fixed, draws } });
const ids = (drawn: { question: QuizQuestion }[]) => drawn.map((one) => one.question.id);

describe('drawQuestions', () => {
  it('asks the fixed questions first, then draws from each category without repeating one', () => {
    const drawn = drawQuestions(settings(picks(['capital', 'steps'], [{ category_id: 'grammar', count: 3 }, { category_id: 'vocabulary', count: 5 }])), BANK, seededRandom(1));
    expect(ids(drawn).slice(0, 2)).toEqual(['capital', 'steps']);
    expect(ids(drawn).slice(2, 5).every((id) => id.startsWith('grammar-'))).toBe(true);
    expect(ids(drawn).slice(5).sort()).toEqual(['vocabulary-1', 'vocabulary-2', 'vocabulary-3', 'vocabulary-4', 'vocabulary-5']);
    expect(new Set(ids(drawn)).size).toBe(10);
  });

  it('never draws a question that is already a fixed one', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const drawn = drawQuestions(settings(picks(['grammar-1', 'grammar-2'], [{ category_id: 'grammar', count: 6 }])), BANK, seededRandom(seed));
      expect(ids(drawn).sort()).toEqual(bankOf('grammar', 8).map((one) => one.id).sort());
    }
  });

  it('refuses a draw from a bank with fewer questions than asked', () => {
    const draw = () => drawQuestions(settings(picks([], [{ category_id: 'vocabulary', count: 6 }])), BANK, seededRandom(1));
    expect(draw).toThrow(QuizBankTooSmallError);
    expect(draw).toThrow('Category vocabulary has 5 questions to draw from, fewer than the 6 the quiz asks for.');
    expect(() => drawQuestions(settings(picks(['vocabulary-1'], [{ category_id: 'vocabulary', count: 5 }])), BANK, seededRandom(1))).toThrow(
      'Category vocabulary has 4 questions to draw from, fewer than the 5 the quiz asks for.',
    );
    expect(() => drawQuestions(settings(picks([], [{ category_id: 'history', count: 1 }])), BANK, seededRandom(1))).toThrow('Category history has 0 questions to draw from');
  });

  it('refuses a fixed question that is not in the bank', () => {
    expect(() => drawQuestions(settings(picks(['capital', 'gone', 'lost'])), BANK, seededRandom(1))).toThrow(new QuizQuestionMissingError(['gone', 'lost']));
  });

  it('draws the same attempt from the same seed, whatever order the bank was read in', () => {
    const quiz = settings({ ...picks(['capital', 'primes', 'animals', 'steps'], [{ category_id: 'grammar', count: 4 }]), shuffle_questions: true, shuffle_choices: true });
    const first = drawQuestions(quiz, BANK, seededRandom('attempt-42'));
    expect(drawQuestions(quiz, BANK, seededRandom('attempt-42'))).toEqual(first);
    expect(drawQuestions(quiz, [...BANK].reverse(), seededRandom('attempt-42'))).toEqual(first);
    const other = drawQuestions(quiz, BANK, seededRandom('attempt-43'));
    expect(ids(other)).not.toEqual(ids(first));
  });

  it('shuffles the questions only when asked, keeping the same set', () => {
    const fixed = EVERY_KIND.map((one) => one.id);
    expect(ids(drawQuestions(settings(picks(fixed)), BANK, seededRandom(7)))).toEqual(fixed);
    const orders = new Set<string>();
    for (let seed = 0; seed < 10; seed += 1) {
      const shuffledIds = ids(drawQuestions(settings({ ...picks(fixed), shuffle_questions: true }), BANK, seededRandom(seed)));
      expect([...shuffledIds].sort()).toEqual([...fixed].sort());
      orders.add(shuffledIds.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('records the order of the choices: as written, or shuffled when asked', () => {
    const asWritten = drawQuestions(settings(picks(['primes'])), BANK, seededRandom(3));
    expect(asWritten[0]!.order).toEqual({ items: ['two', 'three', 'four', 'five', 'nine'], right: [] });
    const orders = new Set<string>();
    for (let seed = 0; seed < 10; seed += 1) {
      const [drawn] = drawQuestions(settings({ ...picks(['primes']), shuffle_choices: true }), BANK, seededRandom(seed));
      expect([...drawn!.order.items].sort()).toEqual(['five', 'four', 'nine', 'three', 'two']);
      orders.add(drawn!.order.items.join());
      // The attempt shows its choices in its recorded order, every time.
      const shown = publicQuestion(drawn!.question, drawn!.order);
      expect(shown.kind === 'multiple' && shown.choices.map((choice) => choice.id)).toEqual(drawn!.order.items);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('orderOptions', () => {
  it('never shows ordering’s items, nor matching’s right items beside their partners, in the answer’s order', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const rng = seededRandom(seed);
      expect(orderOptions(ORDERING, false, rng).items).not.toEqual(['boil', 'steep', 'pour']);
      const matching = orderOptions(MATCHING, seed % 2 === 0, rng);
      const partners = matching.items.map((left) => left.replace('l-', 'r-'));
      expect(matching.right).not.toEqual(partners);
      expect([...matching.right].sort()).toEqual(['r-bird', 'r-cat', 'r-dog']);
    }
  });

  it('records no order for a question without options', () => {
    expect(orderOptions(SHORT_ANSWER, true, seededRandom(1))).toEqual({ items: [], right: [] });
  });
});

describe('publicQuestion', () => {
  const attempt = drawQuestions(settings({ ...picks(EVERY_KIND.map((one) => one.id)), shuffle_choices: true }), BANK, seededRandom('public'));

  it('shows the text, image, points and options in the attempt’s order, and nothing else', () => {
    const single = attempt.find((one) => one.question.id === 'capital')!;
    expect(publicQuestion(single.question, single.order)).toEqual({
      id: 'capital',
      kind: 'single',
      text: SINGLE.text,
      image_id: 'img-map',
      points: 1,
      choices: single.order.items.map((id) => {
        const choice = SINGLE.choices.find((one) => one.id === id)!;
        return { id, text: choice.text };
      }),
    });
    const ordering = attempt.find((one) => one.question.id === 'steps')!;
    const shown = publicQuestion(ordering.question, ordering.order);
    expect(shown.kind === 'ordering' && shown.items.map((item) => item.id)).toEqual(ordering.order.items);
    expect(publicQuestion(SHORT_ANSWER, { items: [], right: [] })).toEqual({ id: 'water', kind: 'short_answer', text: SHORT_ANSWER.text, points: 3 });
  });

  it('answers the public shape of every kind', () => {
    // The public schema strips what it does not name: parsing changes nothing, so nothing else is there.
    for (const { question, order } of attempt) expect(publicQuizQuestion.parse(publicQuestion(question, order)), question.id).toEqual(publicQuestion(question, order));
  });

  it('leaks no correct answer, pair, order or explanation into what the browser gets', () => {
    const sent = JSON.stringify(attempt.map(({ question, order }) => publicQuestion(question, order)));
    for (const key of ['correct', 'accepted', 'answer', 'pairs', 'explanation', 'match', 'category_id']) expect(sent).not.toContain(`"${key}":`);
    // The accepted answers and the explanation's texts, as values.
    for (const secret of ['"น้ำ"', '"Water"', 'Bangkok has been', 'กรุงเทพมหานคร']) expect(sent).not.toContain(secret);
    const keys = new Set<string>();
    JSON.parse(sent, (key: string, value: unknown) => (keys.add(key), value));
    expect([...keys].filter((key) => key !== '' && !/^\d+$/.test(key)).sort()).toEqual(['choices', 'en', 'id', 'image_id', 'items', 'kind', 'left', 'partial', 'points', 'right', 'text', 'th']);
    // Matching's pairs: no left item is followed by its partner; ordering's items are not in the answer's order.
    const shown = attempt.map(({ question, order }) => publicQuestion(question, order));
    const matching = shown.find((one) => one.kind === 'matching')!;
    expect(matching.kind === 'matching' && matching.right.map((item) => item.id)).not.toEqual(matching.kind === 'matching' && matching.left.map((item) => item.id.replace('l-', 'r-')));
    const ordering = shown.find((one) => one.kind === 'ordering')!;
    expect(ordering.kind === 'ordering' && ordering.items.map((item) => item.id)).not.toEqual(['boil', 'steep', 'pour']);
    // The multiple-answer question gives no hint of which or how many choices are correct.
    const multiple = shown.find((one) => one.kind === 'multiple')!;
    expect(Object.keys(multiple).sort()).toEqual(['choices', 'id', 'kind', 'partial', 'points', 'text']);
    expect(multiple.kind === 'multiple' && multiple.choices.every((choice) => Object.keys(choice).join() === 'id,text')).toBe(true);
  });

  it('leaks nothing even from a question carrying fields it does not know', () => {
    const smuggled: QuizQuestion = Object.assign({ ...MULTIPLE, choices: MULTIPLE.choices.map((choice) => Object.assign({ ...choice }, { hint: 'correct' })) }, { secret: 'the-answer-is-two' });
    const sent = JSON.stringify(publicQuestion(smuggled, orderOptions(smuggled, false, seededRandom(1))));
    expect(sent).not.toContain('the-answer-is-two');
    expect(sent).not.toContain('correct');
  });

  it('makes a public question that holds an answer fail to compile and to parse', () => {
    // @ts-expect-error: choices carry their correct flags.
    const withFlags: PublicQuizQuestion = { id: 'capital', kind: 'single', text: SINGLE.text, points: 1, choices: SINGLE.choices };
    // @ts-expect-error: a question spread into its public shape carries its answer.
    const spread: PublicQuizQuestion = { ...TRUE_FALSE };
    // @ts-expect-error: an explanation is no part of the public shape.
    const explained: PublicQuizQuestion = { id: 'sun', kind: 'true_false', text: TRUE_FALSE.text, points: 2, explanation: SINGLE.explanation };
    for (const leaked of [withFlags, spread, explained]) expect(publicQuizQuestion.safeParse(leaked).success).toBe(false);
  });

  it('refuses an order that does not list the question’s options', () => {
    expect(() => publicQuestion(ORDERING, { items: [], right: [] })).toThrow(QuestionOrderError);
    expect(() => publicQuestion(ORDERING, { items: ['boil', 'boil', 'pour'], right: [] })).toThrow('The order recorded for question steps does not match its options.');
    expect(() => publicQuestion(MATCHING, { items: ['l-cat', 'l-dog', 'l-bird'], right: ['r-cat', 'r-dog'] })).toThrow(QuestionOrderError);
  });
});
