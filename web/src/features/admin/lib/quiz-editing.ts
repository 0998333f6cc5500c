import type { BilingualText, QuizChoice, QuizOption, MatchingPair, QuizSettingsInput } from '@lm/shared';

/**
 * What the quizzes' editors hold and send (decision 0040): a text in Thai and English, a
 * question's choices, pairs and items with the ids the server keys answers by, and a quiz's
 * settings. An administrator never types an id: a new choice, pair side or item takes the next
 * free one of its list (`c3`, `l2`, `r2`, `i4`).
 */

/** A text in Thai and English as an editor holds it; either may be empty. */
export const bilingualOf = (value: unknown): BilingualText => {
  const text = value !== null && typeof value === 'object' ? (value as Partial<Record<'th' | 'en', unknown>>) : {};
  return { th: typeof text.th === 'string' ? text.th : '', en: typeof text.en === 'string' ? text.en : '' };
};

/** A text as it is sent: undefined when both languages are empty, so the schema says it is required (or leaves an optional one out). */
export const sentText = (text: BilingualText): BilingualText | undefined => (text.th.trim() === '' && text.en.trim() === '' ? undefined : text);

/** The first id `prefix` + n that none of `taken` holds. */
export function nextId(prefix: string, taken: readonly string[]): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A question's choices as an editor holds them: two empty ones for a new question. */
export function choicesOf(value: unknown): QuizChoice[] {
  const choices = listOf<Partial<QuizChoice>>(value).map((choice, index) => ({ id: choice.id || `c${index + 1}`, text: bilingualOf(choice.text), correct: choice.correct === true }));
  return choices.length > 0 ? choices : [newChoice([]), newChoice([{ id: 'c1' }])];
}

export const newChoice = (choices: readonly { id: string }[]): QuizChoice => ({ id: nextId('c', choices.map((choice) => choice.id)), text: { th: '', en: '' }, correct: false });

/** A choice marked correct: for a single-answer question the others are no longer. */
export const markCorrect = (choices: readonly QuizChoice[], index: number, correct: boolean, single: boolean): QuizChoice[] =>
  choices.map((choice, i) => (i === index ? { ...choice, correct } : single && correct ? { ...choice, correct: false } : choice));

/** Matching's pairs as an editor holds them: two empty ones for a new question. */
export function pairsOf(value: unknown): MatchingPair[] {
  const pairs = listOf<Partial<MatchingPair>>(value).map((pair, index) => ({
    left: { id: pair.left?.id || `l${index + 1}`, text: bilingualOf(pair.left?.text) },
    right: { id: pair.right?.id || `r${index + 1}`, text: bilingualOf(pair.right?.text) },
  }));
  return pairs.length > 0 ? pairs : [newPair([]), newPair([{ left: { id: 'l1' }, right: { id: 'r1' } }])];
}

export const newPair = (pairs: readonly { left: { id: string }; right: { id: string } }[]): MatchingPair => ({
  left: { id: nextId('l', pairs.map((pair) => pair.left.id)), text: { th: '', en: '' } },
  right: { id: nextId('r', pairs.map((pair) => pair.right.id)), text: { th: '', en: '' } },
});

/** Ordering's items in their correct order: two empty ones for a new question. */
export function itemsOf(value: unknown): QuizOption[] {
  const items = listOf<Partial<QuizOption>>(value).map((item, index) => ({ id: item.id || `i${index + 1}`, text: bilingualOf(item.text) }));
  return items.length > 0 ? items : [newItem([]), newItem([{ id: 'i1' }])];
}

export const newItem = (items: readonly { id: string }[]): QuizOption => ({ id: nextId('i', items.map((item) => item.id)), text: { th: '', en: '' } });

/** A list with the entry at `index` moved by one place. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}

/** Short answer's accepted answers: one a line, blank lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What a new quiz starts with: 60 % passes, unlimited attempts and time, answers shown after submission. */
export const NEW_QUIZ_SETTINGS: QuizSettingsInput = {
  pass_percent: 60,
  attempts_allowed: null,
  time_limit_minutes: null,
  shuffle_questions: false,
  shuffle_choices: false,
  show_answers: 'after_submit',
  questions: { fixed: [], draws: [] },
};

/** A quiz's settings as the editor holds them: the stored ones over a new quiz's. */
export function settingsOf(value: unknown): QuizSettingsInput {
  const stored = value !== null && typeof value === 'object' ? (value as Partial<QuizSettingsInput>) : {};
  return { ...NEW_QUIZ_SETTINGS, ...stored, questions: { fixed: [...(stored.questions?.fixed ?? [])], draws: [...(stored.questions?.draws ?? [])] } };
}

/** A number typed: empty is `empty` (null for no limit, undefined for required), text that is no number stays text for the schema to name. */
export function typedNumber<E extends null | undefined>(text: string, empty: E): number | string | E {
  if (text.trim() === '') return empty;
  const number = Number(text);
  return Number.isNaN(number) ? text : number;
}

/** The messages about one entry of a list, by their path under the entry (`0.text.th` → `text.th` of entry 0). */
export function errorsOfEntry(errors: Readonly<Record<string, string>>, index: number): Record<string, string> {
  const start = `${index}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(start) ? [[path.slice(start.length), message]] : path === String(index) ? [['', message]] : [])));
}
