import type { AnswerSheet, PublicQuizQuestion, QuizAnswer } from '@lm/shared';

/**
 * The sheet an attempt opens with: what was saved, and for an ordering question not yet answered
 * its items as shown (the list the student sees is their answer until they move an item).
 */
export function initialAnswers(questions: readonly PublicQuizQuestion[], saved: AnswerSheet): AnswerSheet {
  const sheet: AnswerSheet = { ...saved };
  for (const question of questions) {
    if (question.kind === 'ordering' && !sheet[question.id]) sheet[question.id] = { kind: 'ordering', item_ids: question.items.map((item) => item.id) };
  }
  return sheet;
}

/** The sheet with one question's answer set, or dropped when it is left empty. */
export function withAnswer(sheet: AnswerSheet, questionId: string, answer: QuizAnswer | undefined): AnswerSheet {
  const next = { ...sheet };
  if (answer === undefined || isEmptyAnswer(answer)) delete next[questionId];
  else next[questionId] = answer;
  return next;
}

function isEmptyAnswer(answer: QuizAnswer): boolean {
  switch (answer.kind) {
    case 'multiple':
      return answer.choice_ids.length === 0;
    case 'short_answer':
      return answer.text.trim() === '';
    case 'matching':
      return Object.keys(answer.pairs).length === 0;
    default:
      return false;
  }
}

/** How many of the questions have an answer on the sheet. */
export const answeredCount = (questions: readonly PublicQuizQuestion[], sheet: AnswerSheet) => questions.filter((question) => sheet[question.id] !== undefined).length;

/** The ids with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  const next = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Whole seconds from `now` to the deadline, never below 0. */
export const secondsLeft = (deadline: string, now: number) => Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));

/** A countdown as a clock: `m:ss`, or `h:mm:ss` from an hour. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
