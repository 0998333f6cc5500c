import { QuestionOrderError, QuizBankTooSmallError, QuizQuestionMissingError } from './quiz-errors.js';
import type { PublicQuizOption, PublicQuizQuestion, QuestionOrder, QuizQuestion, QuizSettings } from './quiz-schemas.js';
import { shuffled, type Rng } from './seeded-random.js';

/** A question of an attempt and how it shows in that attempt. */
export interface AttemptQuestion {
  question: QuizQuestion;
  order: QuestionOrder;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/** A shuffle that never shows the answer as it stands: an order equal to `revealing` turns by one. */
function shuffledApart(ids: readonly string[], revealing: readonly string[], rng: Rng): string[] {
  const order = shuffled(ids, rng);
  return order.length > 1 && sameList(order, revealing) ? [...order.slice(1), order[0]!] : order;
}

/**
 * How a question shows in an attempt. Choices and matching's left items are shuffled on request;
 * ordering's items and matching's right items always are, and never in the order that would
 * give the answer away.
 */
export function orderOptions(question: QuizQuestion, shuffleChoices: boolean, rng: Rng): QuestionOrder {
  const maybe = (ids: string[]) => (shuffleChoices ? shuffled(ids, rng) : ids);
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return { items: maybe(question.choices.map((choice) => choice.id)), right: [] };
    case 'matching': {
      const left = maybe(question.pairs.map((pair) => pair.left.id));
      const partner = new Map(question.pairs.map((pair) => [pair.left.id, pair.right.id]));
      return { items: left, right: shuffledApart([...partner.values()], left.map((id) => partner.get(id)!), rng) };
    }
    case 'ordering': {
      const ids = question.items.map((item) => item.id);
      return { items: shuffledApart(ids, ids, rng), right: [] };
    }
    case 'true_false':
    case 'short_answer':
      return { items: [], right: [] };
  }
}

/**
 * The questions of a new attempt: the quiz's fixed questions, then `count` drawn from each
 * category's bank (never one already in the attempt), all shuffled when `shuffle_questions`;
 * each with the order its options show in, to be kept with the attempt.
 *
 * Deterministic: the same settings, the same bank (in any order) and an equally seeded `rng`
 * give the same attempt.
 *
 * @throws QuizQuestionMissingError when a fixed question is not in `bank`.
 * @throws QuizBankTooSmallError when a category has fewer questions left than its draw asks for.
 */
export function drawQuestions(settings: Pick<QuizSettings, 'questions' | 'shuffle_questions' | 'shuffle_choices'>, bank: readonly QuizQuestion[], rng: Rng): AttemptQuestion[] {
  const byId = new Map<string, QuizQuestion>();
  for (const question of bank) if (!byId.has(question.id)) byId.set(question.id, question);
  const missing = settings.questions.fixed.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new QuizQuestionMissingError(missing);

  const picked = settings.questions.fixed.map((id) => byId.get(id)!);
  const taken = new Set(picked.map((question) => question.id));
  for (const draw of settings.questions.draws) {
    // Sorted by id, so a draw depends on the bank's questions and not the order they were read in.
    const pool = [...byId.values()].filter((question) => question.category_id === draw.category_id && !taken.has(question.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
    if (pool.length < draw.count) throw new QuizBankTooSmallError(draw.category_id, pool.length, draw.count);
    for (const question of shuffled(pool, rng).slice(0, draw.count)) {
      picked.push(question);
      taken.add(question.id);
    }
  }

  const questions = settings.shuffle_questions ? shuffled(picked, rng) : picked;
  return questions.map((question) => ({ question, order: orderOptions(question, settings.shuffle_choices, rng) }));
}

const publicOption = (option: { id: string; text: { th: string; en: string } }): PublicQuizOption => ({ id: option.id, text: { th: option.text.th, en: option.text.en } });

/** Options in the recorded order, which must list each of them once. */
function inOrder<T extends { id: string }>(questionId: string, options: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  if (ids.length !== options.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) throw new QuestionOrderError(questionId);
  return ids.map((id) => byId.get(id)!);
}

/**
 * What the browser may see of a question before its answers may be revealed: its text, image,
 * points and options in the attempt's order. Built field by field, so nothing about the correct
 * answer (correct flags, accepted answers, pairs, the correct order, the explanation) can pass.
 *
 * @throws QuestionOrderError when `order` does not list the question's options.
 */
export function publicQuestion(question: QuizQuestion, order: QuestionOrder): PublicQuizQuestion {
  const base = { id: question.id, text: { th: question.text.th, en: question.text.en }, ...(question.image_id ? { image_id: question.image_id } : {}), points: question.points };
  switch (question.kind) {
    case 'single':
      return { ...base, kind: 'single', choices: inOrder(question.id, question.choices, order.items).map(publicOption) };
    case 'multiple':
      return { ...base, kind: 'multiple', choices: inOrder(question.id, question.choices, order.items).map(publicOption), partial: question.partial };
    case 'true_false':
      return { ...base, kind: 'true_false' };
    case 'short_answer':
      return { ...base, kind: 'short_answer' };
    case 'matching': {
      const left = inOrder(question.id, question.pairs.map((pair) => pair.left), order.items);
      const right = inOrder(question.id, question.pairs.map((pair) => pair.right), order.right);
      return { ...base, kind: 'matching', left: left.map(publicOption), right: right.map(publicOption) };
    }
    case 'ordering':
      return { ...base, kind: 'ordering', items: inOrder(question.id, question.items, order.items).map(publicOption) };
  }
}
