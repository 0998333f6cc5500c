import {
  column,
  multipleQuestion,
  orderingQuestion,
  QUESTION_KINDS,
  QUIZ_CATEGORY_COLUMNS,
  QUIZ_COLUMNS,
  QUIZ_QUESTION_COLUMNS,
  quizCategoryInput,
  quizInput,
  quizQuestionInput,
  routes,
  shortAnswerQuestion,
  SHORT_ANSWER_MATCHES,
  singleQuestion,
  matchingQuestion,
  textIn,
  trueFalseQuestion,
  type QuestionKind,
} from '@lm/shared';
import { lazy, type ComponentType } from 'react';
import * as z from 'zod';
import type { CustomInputProps, FieldOverride } from '../form/fields';
import { bilingualOf, choicesOf, itemsOf, NEW_QUIZ_SETTINGS, pairsOf } from '../lib/quiz-editing';
import type { Row } from '../stores/table';
import { masterFile, TEXTAREA } from './define';
import { languageOf, namedInLanguage } from '../../../lib/in-language';

/** The words of the quizzes' fields, apart from those every master file shares. */
const label = (name: string) => `masterFiles.quizFields.${name}`;
const KINDS = 'masterFiles.quizKinds';

/** The reader's language, for what is kept in Thai and English. */
const inReaderLanguage = (value: unknown) => textIn(bilingualOf(value), languageOf());

/** The quizzes' editors, loaded with the first form that draws one. */
const editor = (name: 'BilingualEditor' | 'ChoicesEditor' | 'PairsEditor' | 'ItemsEditor' | 'LinesEditor' | 'QuizSettingsEditor'): ComponentType<CustomInputProps> =>
  lazy(() => import('../components/quiz-editors').then((editors) => ({ default: editors[name] })));

const shownFor = (...kinds: QuestionKind[]): FieldOverride['shownWhen'] => ({ field: 'kind', values: kinds });

/** Quiz categories (../shared/SPEC.md §7 DELETE /api/quizcategory): the banks questions are drawn from; one still used is not deleted. */
export const quizCategories = masterFile({
  key: 'quizCategories',
  endpoints: {
    list: routes.listQuizCategories,
    get: routes.getQuizCategory,
    create: routes.createQuizCategory,
    update: routes.updateQuizCategory,
    remove: routes.deleteQuizCategories,
  },
  columns: QUIZ_CATEGORY_COLUMNS,
  shown: ['name', 'ordering', 'updated_at'],
  named: 'name',
  schema: quizCategoryInput,
  fields: ['name', 'ordering', 'description'],
  overrides: { description: TEXTAREA },
});

/**
 * Every field a question of any kind holds: the form reads its fields from this object, shows those
 * of the chosen kind, and checks the body with the shared `quizQuestionInput` (one shape per kind).
 */
const questionFields = z.object({
  ...singleQuestion.shape,
  ...multipleQuestion.shape,
  ...trueFalseQuestion.shape,
  ...shortAnswerQuestion.shape,
  ...matchingQuestion.shape,
  ...orderingQuestion.shape,
  kind: z.enum(QUESTION_KINDS),
});

/**
 * The question bank (decision 0040): a question of one of six kinds, in Thai and English, in a
 * category's bank, with an optional image of the images file, its points and an explanation shown
 * with the answers. Filtered by category and kind.
 */
export const quizQuestions = masterFile({
  key: 'quizQuestions',
  endpoints: {
    list: routes.listQuizQuestions,
    get: routes.getQuizQuestion,
    create: routes.createQuizQuestion,
    update: routes.updateQuizQuestion,
    remove: routes.deleteQuizQuestions,
  },
  json: true,
  // The text is not a column of the list: shown in the reader's language, and not sorted by.
  columns: [...QUIZ_QUESTION_COLUMNS, column('text', 'string', false)],
  shown: ['text', 'category_id', 'kind', 'points', 'updated_at'],
  named: (row: Row) => inReaderLanguage(row.text) || row.id,
  columnOverrides: {
    text: { label: label('text'), sortable: false, textOf: (row) => inReaderLanguage(row.text) },
    category_id: { label: label('category_id'), picks: { records: 'quizCategories' } },
    kind: { label: label('kind'), choices: { values: QUESTION_KINDS, labels: KINDS } },
    points: { label: label('points') },
  },
  schema: questionFields,
  check: quizQuestionInput,
  fields: ['category_id', 'kind', 'text', 'image_id', 'points', 'choices', 'partial', 'answer', 'accepted', 'match', 'pairs', 'items', 'explanation'],
  overrides: {
    category_id: { kind: 'select', options: { records: 'quizCategories' }, label: label('category_id') },
    kind: { label: label('kind'), optionLabels: KINDS, initial: 'single' },
    text: { kind: 'custom', editor: editor('BilingualEditor'), label: label('text') },
    image_id: { kind: 'select', options: { records: 'images' }, label: label('image_id'), empty: 'masterFiles.quizQuestions.noImage', hint: 'masterFiles.quizQuestions.imageHint' },
    points: { label: label('points') },
    choices: { initial: choicesOf(undefined), kind: 'custom', editor: editor('ChoicesEditor'), label: label('choices'), shownWhen: shownFor('single', 'multiple') },
    partial: { label: label('partial'), hint: 'masterFiles.quizQuestions.partialHint', shownWhen: shownFor('multiple') },
    answer: { label: label('answer'), hint: 'masterFiles.quizQuestions.answerHint', shownWhen: shownFor('true_false') },
    accepted: { kind: 'custom', editor: editor('LinesEditor'), label: label('accepted'), hint: 'masterFiles.quizQuestions.acceptedHint', shownWhen: shownFor('short_answer') },
    match: { label: label('match'), optionLabels: 'masterFiles.quizMatches', initial: SHORT_ANSWER_MATCHES[1], shownWhen: shownFor('short_answer') },
    pairs: { initial: pairsOf(undefined), kind: 'custom', editor: editor('PairsEditor'), label: label('pairs'), shownWhen: shownFor('matching') },
    items: { initial: itemsOf(undefined), kind: 'custom', editor: editor('ItemsEditor'), label: label('items'), shownWhen: shownFor('ordering') },
    explanation: { kind: 'custom', editor: editor('BilingualEditor'), label: label('explanation'), hint: 'masterFiles.quizQuestions.explanationHint' },
  },
});

/**
 * Quizzes (../shared/SPEC.md §7 DELETE /api/quiz): a title in Thai and English, a category, and the
 * settings: fixed questions and draws from the banks, the pass mark, attempts, time limit,
 * shuffling and when answers show. A curriculum shows a quiz as a lesson; one it shows is not deleted.
 */
export const quizzes = masterFile({
  key: 'quizzes',
  endpoints: { list: routes.listQuizzes, get: routes.getQuiz, create: routes.createQuiz, update: routes.updateQuiz, remove: routes.deleteQuizzes },
  json: true,
  columns: QUIZ_COLUMNS,
  shown: ['title_th', 'title_en', 'category_id', 'updated_at'],
  named: namedInLanguage('title'),
  columnOverrides: {
    title_th: { label: label('title_th') },
    title_en: { label: label('title_en') },
    category_id: { label: label('category_id'), picks: { records: 'quizCategories' } },
  },
  schema: quizInput,
  fields: ['title_th', 'title_en', 'category_id', 'settings'],
  overrides: {
    title_th: { label: label('title_th') },
    title_en: { label: label('title_en') },
    category_id: { kind: 'select', options: { records: 'quizCategories' }, label: label('category_id') },
    settings: { kind: 'custom', editor: editor('QuizSettingsEditor'), label: label('settings'), initial: NEW_QUIZ_SETTINGS },
  },
});
