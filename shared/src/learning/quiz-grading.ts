import { AnswerKindError, UnknownQuestionError } from './quiz-errors.js';
import type { AnswerSheet, QuestionKind, QuizAnswer, QuizQuestion, QuizSettings, ShortAnswerMatch } from './quiz-schemas.js';

/** How one question scored. */
export interface QuestionGrade {
  question_id: string;
  kind: QuestionKind;
  answered: boolean;
  /** Whole points earned, 0 to `max`. */
  earned: number;
  max: number;
  /** Every point earned. */
  correct: boolean;
}

/** How an attempt scored. */
export interface AttemptGrade {
  /** In the order of the attempt's questions. */
  questions: QuestionGrade[];
  earned: number;
  max: number;
  /** Earned of max, in whole percent rounded down (0 for a quiz of no points). */
  percent: number;
  /** `percent` reaches the quiz's `pass_percent`. */
  passed: boolean;
}

// Thai's SARA AM (ำ) may come typed as NIKHAHIT and SARA AA, with the tone mark before or after
// the NIKHAHIT; NFC does not join them (only NFKC splits ำ), so they are joined here.
const SARA_AM_SPLIT = /(?:\u0E4D([\u0E48-\u0E4B]?)|([\u0E48-\u0E4B])\u0E4D)\u0E32/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * A text as a short answer compares it. `exact`: Unicode NFC only (the same letters, however a
 * keyboard composed them; Thai tone marks and vowels typed in either order are the same).
 * `normalized`: also zero-width spaces dropped, split SARA AM joined, trimmed, inner whitespace
 * collapsed to one space, and lower case.
 */
export function normalizeAnswerText(text: string, match: ShortAnswerMatch = 'normalized'): string {
  const composed = text.normalize('NFC');
  if (match === 'exact') return composed;
  return composed
    .replace(ZERO_WIDTH, '')
    .replace(SARA_AM_SPLIT, (_, before: string | undefined, after: string | undefined) => `${before || after || ''}\u0E33`)
    .trim()
    .replace(/\s+/gu, ' ')
    .toLowerCase()
    .normalize('NFC');
}

/** An answer that earns every point of its question: what a revealed question shows as its answer. */
export function correctAnswer(question: QuizQuestion): QuizAnswer {
  switch (question.kind) {
    case 'single':
      return { kind: 'single', choice_id: question.choices.find((choice) => choice.correct)!.id };
    case 'multiple':
      return { kind: 'multiple', choice_ids: question.choices.filter((choice) => choice.correct).map((choice) => choice.id) };
    case 'true_false':
      return { kind: 'true_false', value: question.answer };
    case 'short_answer':
      return { kind: 'short_answer', text: question.accepted[0]! };
    case 'matching':
      return { kind: 'matching', pairs: Object.fromEntries(question.pairs.map((pair) => [pair.left.id, pair.right.id])) };
    case 'ordering':
      return { kind: 'ordering', item_ids: question.items.map((item) => item.id) };
  }
}

/** Points earned for an answer of the question's kind, 0 to the question's points. */
function pointsFor(question: QuizQuestion, answer: QuizAnswer): number {
  const all = question.points;
  if (question.kind === 'single' && answer.kind === 'single') {
    return question.choices.some((choice) => choice.correct && choice.id === answer.choice_id) ? all : 0;
  }
  if (question.kind === 'multiple' && answer.kind === 'multiple') {
    const correct = new Set(question.choices.filter((choice) => choice.correct).map((choice) => choice.id));
    const chosen = new Set(answer.choice_ids);
    const right = [...chosen].filter((id) => correct.has(id)).length;
    const wrong = chosen.size - right;
    if (!question.partial) return right === correct.size && wrong === 0 ? all : 0;
    return Math.floor((all * Math.max(0, right - wrong)) / correct.size);
  }
  if (question.kind === 'true_false' && answer.kind === 'true_false') return answer.value === question.answer ? all : 0;
  if (question.kind === 'short_answer' && answer.kind === 'short_answer') {
    const given = normalizeAnswerText(answer.text, question.match);
    return given !== '' && question.accepted.some((accepted) => normalizeAnswerText(accepted, question.match) === given) ? all : 0;
  }
  if (question.kind === 'matching' && answer.kind === 'matching') {
    const given = new Map(Object.entries(answer.pairs));
    const right = question.pairs.filter((pair) => given.get(pair.left.id) === pair.right.id).length;
    return Math.floor((all * right) / question.pairs.length);
  }
  if (question.kind === 'ordering' && answer.kind === 'ordering') {
    const order = question.items.map((item) => item.id);
    return answer.item_ids.length === order.length && answer.item_ids.every((id, index) => id === order[index]) ? all : 0;
  }
  throw new AnswerKindError(question.id, question.kind, answer.kind);
}

/**
 * Refuses a sheet that answers a question not in the attempt, or a question with an answer of
 * another kind; the service checks a sheet so before saving it.
 *
 * @throws UnknownQuestionError, AnswerKindError
 */
export function checkAnswerSheet(questions: readonly QuizQuestion[], sheet: AnswerSheet): void {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const entries = Object.entries(sheet);
  const unknown = entries.filter(([id]) => !byId.has(id)).map(([id]) => id);
  if (unknown.length > 0) throw new UnknownQuestionError(unknown);
  for (const [id, answer] of entries) {
    const question = byId.get(id)!;
    if (question.kind !== answer.kind) throw new AnswerKindError(id, question.kind, answer.kind);
  }
}

/** How one question scored with its answer (none: unanswered, 0 points). */
export function gradeQuestion(question: QuizQuestion, answer: QuizAnswer | undefined): QuestionGrade {
  const earned = answer ? pointsFor(question, answer) : 0;
  return { question_id: question.id, kind: question.kind, answered: answer !== undefined, earned, max: question.points, correct: earned === question.points };
}

/**
 * Scores an attempt: each question's points, the totals, the percent (whole, rounded down) and
 * whether it reaches `pass_percent`. Unanswered questions score 0.
 *
 * @throws UnknownQuestionError when the sheet answers a question not in `questions`.
 * @throws AnswerKindError when an answer is of another kind than its question.
 */
export function gradeAttempt(questions: readonly QuizQuestion[], sheet: AnswerSheet, settings: Pick<QuizSettings, 'pass_percent'>): AttemptGrade {
  checkAnswerSheet(questions, sheet);
  const answers = new Map(Object.entries(sheet));
  const grades = questions.map((question) => gradeQuestion(question, answers.get(question.id)));
  const earned = grades.reduce((sum, grade) => sum + grade.earned, 0);
  const max = grades.reduce((sum, grade) => sum + grade.max, 0);
  const percent = max === 0 ? 0 : Math.floor((earned * 100) / max);
  return { questions: grades, earned, max, percent, passed: percent >= settings.pass_percent };
}
