import { quizQuestion, quizSettings, type QuestionOf, type QuizQuestion, type QuizQuestionInput, type QuizSettings, type QuizSettingsInput } from './quiz-schemas.js';

/** Sample questions and settings for tests and the seed: one question of each kind, valid as parsed. */

/** A question parsed as a master file would hold it, typed by its kind. */
export const question = <Q extends QuizQuestionInput>(input: Q) => quizQuestion.parse(input) as QuestionOf<Q['kind']>;
export const settings = (input: Partial<QuizSettingsInput> = {}): QuizSettings =>
  quizSettings.parse({ pass_percent: 60, attempts_allowed: 3, time_limit_minutes: 30, questions: { fixed: ['capital'] }, ...input });

export const SINGLE = question({
  id: 'capital',
  kind: 'single',
  text: { th: 'เมืองหลวงของประเทศไทยคือ?', en: 'What is the capital of Thailand?' },
  image_id: 'img-map',
  explanation: { th: 'กรุงเทพมหานคร', en: 'Bangkok has been the capital since 1782.' },
  choices: [
    { id: 'cm', text: { th: 'เชียงใหม่', en: 'Chiang Mai' } },
    { id: 'bkk', text: { th: 'กรุงเทพฯ', en: 'Bangkok' }, correct: true },
    { id: 'pkt', text: { th: 'ภูเก็ต', en: 'Phuket' } },
  ],
});

export const MULTIPLE = question({
  id: 'primes',
  kind: 'multiple',
  points: 4,
  text: { th: '', en: 'Which numbers are prime?' },
  choices: [
    { id: 'two', text: { th: '', en: '2' }, correct: true },
    { id: 'three', text: { th: '', en: '3' }, correct: true },
    { id: 'four', text: { th: '', en: '4' } },
    { id: 'five', text: { th: '', en: '5' }, correct: true },
    { id: 'nine', text: { th: '', en: '9' } },
  ],
});

export const TRUE_FALSE = question({ id: 'sun', kind: 'true_false', points: 2, text: { th: 'ดวงอาทิตย์เป็นดาวฤกษ์', en: 'The Sun is a star.' }, answer: true });

export const SHORT_ANSWER = question({
  id: 'water',
  kind: 'short_answer',
  points: 3,
  text: { th: 'H₂O คืออะไร', en: 'What is H₂O?' },
  accepted: ['น้ำ', 'Water'],
});

export const MATCHING = question({
  id: 'animals',
  kind: 'matching',
  points: 3,
  text: { th: 'จับคู่คำ', en: 'Match the words.' },
  pairs: [
    { left: { id: 'l-cat', text: { th: 'แมว', en: '' } }, right: { id: 'r-cat', text: { th: '', en: 'cat' } } },
    { left: { id: 'l-dog', text: { th: 'หมา', en: '' } }, right: { id: 'r-dog', text: { th: '', en: 'dog' } } },
    { left: { id: 'l-bird', text: { th: 'นก', en: '' } }, right: { id: 'r-bird', text: { th: '', en: 'bird' } } },
  ],
});

export const ORDERING = question({
  id: 'steps',
  kind: 'ordering',
  points: 2,
  text: { th: 'เรียงลำดับ', en: 'Put the steps in order.' },
  items: [
    { id: 'boil', text: { th: 'ต้มน้ำ', en: 'Boil the water' } },
    { id: 'steep', text: { th: 'แช่ชา', en: 'Steep the tea' } },
    { id: 'pour', text: { th: 'รินชา', en: 'Pour the tea' } },
  ],
});

export const EVERY_KIND: readonly QuizQuestion[] = [SINGLE, MULTIPLE, TRUE_FALSE, SHORT_ANSWER, MATCHING, ORDERING];

/** A bank of `count` true-or-false questions of a category: `<category>-1`, `<category>-2`… */
export const bankOf = (category: string, count: number): QuizQuestion[] =>
  Array.from({ length: count }, (_, index) => question({ id: `${category}-${index + 1}`, category_id: category, kind: 'true_false', text: { th: '', en: `${category} ${index + 1}` }, answer: index % 2 === 0 }));
