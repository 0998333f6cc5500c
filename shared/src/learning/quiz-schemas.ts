import * as z from 'zod';
import { message } from '../api/messages.js';

/**
 * A quiz's questions, settings and answers (../shared/SPEC.md §1: quizzes). Questions live in the
 * quizzes' master file, each in a category's bank; a quiz picks fixed questions and draws from
 * banks. What a question holds about its correct answer never leaves the server before the
 * answers may be revealed: the browser gets a `PublicQuizQuestion`, a separate shape.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'true_false', 'short_answer', 'matching', 'ordering'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const SHORT_ANSWER_MATCHES = ['exact', 'normalized'] as const;
export type ShortAnswerMatch = (typeof SHORT_ANSWER_MATCHES)[number];

export const SHOW_ANSWERS = ['never', 'after_submit', 'after_pass', 'after_last_attempt'] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];

/** The most questions a quiz asks, and the most choices, pairs or items a question holds. */
export const MAX_QUIZ_QUESTIONS = 200;
export const MAX_QUESTION_OPTIONS = 20;

// An id starts with a letter or a digit, so none is `__proto__` or the like when it keys an answer.
const ID_CHARS = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** An id of a question, choice, pair side, item or category: letters, digits, - and _. */
export const quizId = (label: string) =>
  z
    .string({ error: message('required', { label }) })
    .trim()
    .min(1, message('required', { label }))
    .max(64, message('tooLong', { label }))
    .regex(ID_CHARS, `${label} holds letters, digits, - and _ only, and starts with a letter or digit.`);

/**
 * A text in Thai and English; either may be empty, not both. The reader gets their language and,
 * when it is empty, the other.
 */
export const bilingualText = (label: string, max: number) =>
  z
    .object(
      {
        th: z.string({ error: message('notText', { label }) }).trim().max(max, message('tooLongAtMost', { label, max })).default(''),
        en: z.string({ error: message('notText', { label }) }).trim().max(max, message('tooLongAtMost', { label, max })).default(''),
      },
      { error: message('required', { label }) },
    )
    .refine((value) => value.th !== '' || value.en !== '', message('required', { label }));
export type BilingualText = z.infer<ReturnType<typeof bilingualText>>;

/** The text in a language, else in the other. */
export const textIn = (value: BilingualText, language: 'th' | 'en') => value[language] || value[language === 'th' ? 'en' : 'th'];

/** An id that may be left out ('' counts as left out). */
const optionalId = (label: string) =>
  z
    .string({ error: message('notText', { label }) })
    .trim()
    .max(64, message('tooLong', { label }))
    .refine((value) => value === '' || ID_CHARS.test(value), `${label} holds letters, digits, - and _ only, and starts with a letter or digit.`)
    .optional()
    .transform((value) => value || undefined);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** Ids of a list of options, each used once. */
function uniqueIds(ids: readonly string[], what: string, ctx: z.RefinementCtx, path: PropertyKey[]) {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `Each ${what} needs its own id: ${id} is used twice.` });
    seen.add(id);
  }
}

const option = (label: string) => z.object({ id: quizId(`${label} id`), text: bilingualText(`${label} text`, 500) });
const options = <T extends z.ZodType>(schema: T, what: string, min: number) =>
  z
    .array(schema, { error: `A question's ${what} must be a list.` })
    .min(min, `A question needs at least ${min} ${what}.`)
    .max(MAX_QUESTION_OPTIONS, `A question holds at most ${MAX_QUESTION_OPTIONS} ${what}.`);

export const quizChoice = option('Choice').extend({ correct: flag('A choice’s correct flag').default(false) });
export type QuizChoice = z.infer<typeof quizChoice>;

export const quizOption = option('Item');
export type QuizOption = z.infer<typeof quizOption>;

export const matchingPair = z.object({ left: option('Left item'), right: option('Right item') });
export type MatchingPair = z.infer<typeof matchingPair>;

const questionBase = {
  id: quizId('Question id'),
  /** The bank the question is drawn from; a question of no category is only ever a fixed question. */
  category_id: optionalId('Category id'),
  text: bilingualText('Question text', 2000),
  /** An image of the images master file, shown with the question. */
  image_id: optionalId('Image id'),
  points: z
    .number({ error: message('notNumber', { label: 'Points' }) })
    .int(message('notWholeNumber', { label: 'Points' }))
    .min(1, message('atLeast', { label: 'Points', min: 1 }))
    .max(1000, message('atMost', { label: 'Points', max: 1000 }))
    .default(1),
  /** Shown with the answers, when they may be revealed. */
  explanation: bilingualText('Explanation', 4000).optional(),
};

export const singleQuestion = z
  .object({ ...questionBase, kind: z.literal('single'), choices: options(quizChoice, 'choices', 2) })
  .superRefine((question, ctx) => {
    uniqueIds(question.choices.map((choice) => choice.id), 'choice', ctx, ['choices']);
    if (question.choices.filter((choice) => choice.correct).length !== 1) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A single-answer question needs exactly one correct choice.' });
  });

/** All or nothing, or with `partial` points × (correct chosen − wrong chosen, at least 0) / correct choices, rounded down. */
export const multipleQuestion = z
  .object({ ...questionBase, kind: z.literal('multiple'), choices: options(quizChoice, 'choices', 2), partial: flag('partial').default(false) })
  .superRefine((question, ctx) => {
    uniqueIds(question.choices.map((choice) => choice.id), 'choice', ctx, ['choices']);
    if (!question.choices.some((choice) => choice.correct)) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A multiple-answer question needs at least one correct choice.' });
  });

export const trueFalseQuestion = z.object({ ...questionBase, kind: z.literal('true_false'), answer: flag('The answer') });

/**
 * `exact`: the same characters (Unicode NFC, so how a keyboard composes them does not matter).
 * `normalized`: also trimmed, inner whitespace collapsed, zero-width spaces dropped, case ignored.
 */
export const shortAnswerQuestion = z.object({
  ...questionBase,
  kind: z.literal('short_answer'),
  accepted: z
    .array(z.string({ error: message('notText', { label: 'An accepted answer' }) }).trim().min(1, message('required', { label: 'An accepted answer' })).max(200, message('tooLongAtMost', { label: 'An accepted answer', max: 200 })), {
      error: 'The accepted answers must be a list.',
    })
    .min(1, 'A short-answer question needs at least one accepted answer.')
    .max(50, 'A short-answer question holds at most 50 accepted answers.'),
  match: z.enum(SHORT_ANSWER_MATCHES, { error: message('oneOf', { label: 'match', options: SHORT_ANSWER_MATCHES.join(', ') }) }).default('normalized'),
});

/** The student maps each left item to a right item; points for each pair right, rounded down. */
export const matchingQuestion = z
  .object({ ...questionBase, kind: z.literal('matching'), pairs: options(matchingPair, 'pairs', 2) })
  .superRefine((question, ctx) => {
    uniqueIds(question.pairs.map((pair) => pair.left.id), 'left item', ctx, ['pairs']);
    uniqueIds(question.pairs.map((pair) => pair.right.id), 'right item', ctx, ['pairs']);
  });

/** Items in their correct order; the points only for the whole order right. */
export const orderingQuestion = z
  .object({ ...questionBase, kind: z.literal('ordering'), items: options(quizOption, 'items', 2) })
  .superRefine((question, ctx) => uniqueIds(question.items.map((item) => item.id), 'item', ctx, ['items']));

export const quizQuestion = z.discriminatedUnion('kind', [singleQuestion, multipleQuestion, trueFalseQuestion, shortAnswerQuestion, matchingQuestion, orderingQuestion], {
  error: message('oneOf', { label: 'kind', options: QUESTION_KINDS.join(', ') }),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;
/** A question as it is written, before defaults apply (what a form or a master file sends). */
export type QuizQuestionInput = z.input<typeof quizQuestion>;
export type QuestionOf<K extends QuestionKind> = Extract<QuizQuestion, { kind: K }>;

export const questionDraw = z.object({
  category_id: quizId('Category id'),
  count: z
    .number({ error: message('notNumber', { label: 'count' }) })
    .int(message('notWholeNumber', { label: 'count' }))
    .min(1, message('atLeast', { label: 'count', min: 1 }))
    .max(MAX_QUIZ_QUESTIONS, message('atMost', { label: 'count', max: MAX_QUIZ_QUESTIONS })),
});
export type QuestionDraw = z.infer<typeof questionDraw>;

/** Fixed questions first, then draws from categories' banks. */
export const quizQuestionPicks = z
  .object({
    fixed: z.array(quizId('Question id'), { error: 'fixed must be a list of question ids.' }).max(MAX_QUIZ_QUESTIONS).default([]),
    draws: z.array(questionDraw, { error: 'draws must be a list.' }).max(20, 'A quiz draws from at most 20 categories.').default([]),
  })
  .superRefine((picks, ctx) => {
    uniqueIds(picks.fixed, 'fixed question', ctx, ['fixed']);
    const categories = picks.draws.map((draw) => draw.category_id);
    for (const [index, id] of categories.entries()) {
      if (categories.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: ['draws'], message: `A quiz draws from category ${id} once: add up its counts.` });
    }
    const total = picks.fixed.length + picks.draws.reduce((sum, draw) => sum + draw.count, 0);
    if (total === 0) ctx.addIssue({ code: 'custom', path: [], message: 'A quiz needs at least one question: a fixed question or a draw.' });
    if (total > MAX_QUIZ_QUESTIONS) ctx.addIssue({ code: 'custom', path: [], message: `A quiz asks at most ${MAX_QUIZ_QUESTIONS} questions.` });
  });
export type QuizQuestionPicks = z.infer<typeof quizQuestionPicks>;

const positiveOrNull = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number, or null for no limit.` })
    .int(message('notWholeNumber', { label }))
    .min(1, message('atLeast', { label, min: 1 }))
    .max(max, message('atMost', { label, max }))
    .nullable();

export const quizSettings = z.object({
  /** The percent that passes: a score's percent (whole, rounded down) at least this passes. */
  pass_percent: z
    .number({ error: message('notNumber', { label: 'pass_percent' }) })
    .int(message('notWholeNumber', { label: 'pass_percent' }))
    .min(0, message('atLeast', { label: 'pass_percent', min: 0 }))
    .max(100, message('atMost', { label: 'pass_percent', max: 100 })),
  /** Null: as many attempts as the student likes. */
  attempts_allowed: positiveOrNull('attempts_allowed', 1000),
  /** Null: no time limit. */
  time_limit_minutes: positiveOrNull('time_limit_minutes', 24 * 60),
  shuffle_questions: flag('shuffle_questions').default(false),
  /** Shuffles choices and matching's left items; ordering's items and matching's right items are always shuffled. */
  shuffle_choices: flag('shuffle_choices').default(false),
  show_answers: z.enum(SHOW_ANSWERS, { error: message('oneOf', { label: 'show_answers', options: SHOW_ANSWERS.join(', ') }) }).default('after_submit'),
  questions: quizQuestionPicks,
});
export type QuizSettings = z.infer<typeof quizSettings>;
export type QuizSettingsInput = z.input<typeof quizSettings>;

const chosenIds = (label: string) => z.array(quizId(label), { error: `${label}s must be a list.` }).max(MAX_QUESTION_OPTIONS, `At most ${MAX_QUESTION_OPTIONS} ${label.toLowerCase()}s.`);

/** One question's answer, tagged with the question's kind. */
export const quizAnswer = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('single'), choice_id: quizId('Choice id') }),
    z.object({ kind: z.literal('multiple'), choice_ids: chosenIds('Choice id') }),
    z.object({ kind: z.literal('true_false'), value: flag('The answer') }),
    z.object({ kind: z.literal('short_answer'), text: z.string({ error: message('notText', { label: 'The answer' }) }).max(500, message('tooLongAtMost', { label: 'The answer', max: 500 })) }),
    /** Left item id → right item id. */
    z.object({ kind: z.literal('matching'), pairs: z.record(quizId('Left item id'), quizId('Right item id'), { error: 'pairs must map left item ids to right item ids.' }) }),
    z.object({ kind: z.literal('ordering'), item_ids: chosenIds('Item id') }),
  ],
  { error: message('oneOf', { label: 'kind', options: QUESTION_KINDS.join(', ') }) },
);
export type QuizAnswer = z.infer<typeof quizAnswer>;
export type AnswerOf<K extends QuestionKind> = Extract<QuizAnswer, { kind: K }>;

/** A student's answers: question id → answer. A question left out is unanswered. */
export const answerSheet = z
  .record(quizId('Question id'), quizAnswer, { error: 'The answers must map question ids to answers.' })
  .refine((sheet) => Object.keys(sheet).length <= MAX_QUIZ_QUESTIONS, `An answer sheet holds at most ${MAX_QUIZ_QUESTIONS} answers.`);
export type AnswerSheet = z.infer<typeof answerSheet>;

/**
 * How a question shows in one attempt, kept with the attempt so it shows the same way again:
 * `items` are the choice ids (single, multiple), the left item ids (matching) or the item ids
 * (ordering) in the order shown; `right` are matching's right item ids in the order shown.
 */
export const questionOrder = z.object({ items: z.array(z.string()).default([]), right: z.array(z.string()).default([]) });
export type QuestionOrder = z.infer<typeof questionOrder>;

// What would give an answer away is typed out of the public shapes (`never`): handing over a
// question's choices or spreading a question into one does not compile, and does not parse.
const absent = z.never({ error: 'A public question does not hold its answer.' }).optional();
const publicOption = z.object({ id: z.string(), text: z.object({ th: z.string(), en: z.string() }), correct: absent });
export type PublicQuizOption = z.infer<typeof publicOption>;
const publicBase = {
  id: z.string(),
  text: z.object({ th: z.string(), en: z.string() }),
  image_id: z.string().optional(),
  points: z.number(),
  category_id: absent,
  explanation: absent,
  answer: absent,
  accepted: absent,
  match: absent,
  pairs: absent,
};

/**
 * What the browser sees of a question before its answers may be revealed: no correct flag, no
 * accepted answer, no pair, no correct order, no explanation. Options come in the attempt's order.
 */
export const publicQuizQuestion = z.discriminatedUnion('kind', [
  z.object({ ...publicBase, kind: z.literal('single'), choices: z.array(publicOption) }),
  z.object({ ...publicBase, kind: z.literal('multiple'), choices: z.array(publicOption), partial: z.boolean() }),
  z.object({ ...publicBase, kind: z.literal('true_false') }),
  z.object({ ...publicBase, kind: z.literal('short_answer') }),
  z.object({ ...publicBase, kind: z.literal('matching'), left: z.array(publicOption), right: z.array(publicOption) }),
  z.object({ ...publicBase, kind: z.literal('ordering'), items: z.array(publicOption) }),
]);
export type PublicQuizQuestion = z.infer<typeof publicQuizQuestion>;
