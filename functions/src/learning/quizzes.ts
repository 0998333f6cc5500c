import {
  drawQuestions,
  message,
  QUIZ_CATEGORY_COLUMNS,
  QUIZ_COLUMNS,
  QUIZ_QUESTION_COLUMNS,
  QuizError,
  seededRandom,
  type Course,
  type Quiz,
  type QuizCategory,
  type quizCategoryInput,
  type quizInput,
  type QuizQuestion,
  type BankQuestionInput,
  type QuizQuestionRecord,
} from '@lm/shared';
import type * as z from 'zod';
import { quizCategoryRecords } from '../data/records/quiz-category.js';
import { quizQuestionRecords } from '../data/records/quiz-question.js';
import { quizRecords } from '../data/records/quiz.js';
import { CannotDeleteError, invalidField } from '../errors.js';
import { byOrdering, keptAs, type Fields, type MasterFile, type RecordPorts } from '../master-files/master-file.js';
import { routes } from './routes.js';

type QuizCategoryInput = z.output<typeof quizCategoryInput>;
type QuizInput = z.output<typeof quizInput>;

/** What the quizzes' master files read beyond their records: the curricula that show a quiz. */
export type QuizFilePorts = RecordPorts & { courses: { list(): Promise<Course[]> } };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A bank question as the engine takes it: the record without its stamps. */
export const questionOf = ({ created_at: _created, updated_at: _updated, ...question }: QuizQuestionRecord): QuizQuestion => question as QuizQuestion;

async function requireQuizCategory(ports: Pick<RecordPorts, 'records'>, categoryId: string, field: string): Promise<void> {
  if (!(await ports.records(quizCategoryRecords).get(categoryId))) throw invalidField(field, message('noneWithThisId', { what: 'quiz category' }));
}

/** Quiz categories (../shared/SPEC.md §7 DELETE /api/quizcategory): one still used by a question or a quiz is not deleted, nor any other of the request. */
export const quizCategories: MasterFile<QuizCategory, QuizFilePorts, QuizCategoryInput> = {
  what: 'quiz category',
  store: keptAs(quizCategoryRecords),
  routes: {
    list: routes.listQuizCategories,
    get: routes.getQuizCategory,
    create: routes.createQuizCategory,
    update: routes.updateQuizCategory,
    remove: routes.deleteQuizCategories,
  },
  columns: QUIZ_CATEGORY_COLUMNS,
  sort: byOrdering,
  async beforeDelete(ports, ids) {
    const [questions, quizzes] = await Promise.all([ports.records(quizQuestionRecords).list(), ports.records(quizRecords).list()]);
    for (const id of ids) {
      const asked = questions.filter((question) => question.category_id === id).length;
      const filed = quizzes.filter((quiz) => quiz.category_id === id || quiz.settings.questions.draws.some((draw) => draw.category_id === id)).length;
      if (!asked && !filed) continue;
      const category = await ports.records(quizCategoryRecords).get(id);
      const users = [asked ? plural(asked, 'question', 'questions') : '', filed ? plural(filed, 'quiz', 'quizzes') : ''].filter(Boolean).join(' and ');
      throw new CannotDeleteError(`quiz category ${category?.name ?? id}: ${users} still use it.`);
    }
  },
};

/** The questions of the banks: each in a category; one a quiz asks as a fixed question is not deleted. */
export const quizQuestions: MasterFile<QuizQuestionRecord, QuizFilePorts, BankQuestionInput> = {
  what: 'quiz question',
  store: keptAs(quizQuestionRecords),
  routes: {
    list: routes.listQuizQuestions,
    get: routes.getQuizQuestion,
    create: routes.createQuizQuestion,
    update: routes.updateQuizQuestion,
    remove: routes.deleteQuizQuestions,
  },
  columns: QUIZ_QUESTION_COLUMNS,
  async prepare(ports, input) {
    // The form's stand-in id goes: the record's id is the question's.
    const { id: _unsaved, category_id: categoryId = '', ...question } = input;
    await requireQuizCategory(ports, categoryId, 'category_id');
    return { ...question, category_id: categoryId } as Fields<QuizQuestionRecord>;
  },
  async beforeDelete(ports, ids) {
    const quizzes = await ports.records(quizRecords).list();
    for (const id of ids) {
      const asking = quizzes.find((quiz) => quiz.settings.questions.fixed.includes(id));
      if (asking) throw new CannotDeleteError(`quiz question ${id}: the quiz ${asking.title_en || asking.title_th} asks it.`);
    }
  },
};

/**
 * Quizzes (../shared/SPEC.md §7 DELETE /api/quiz). A quiz is saved only when it can be drawn: its
 * category, its fixed questions and the banks it draws from exist, each bank with enough
 * questions. One a curriculum still shows as a lesson is not deleted.
 */
export const quizzes: MasterFile<Quiz, QuizFilePorts, QuizInput> = {
  what: 'quiz',
  store: keptAs(quizRecords),
  routes: { list: routes.listQuizzes, get: routes.getQuiz, create: routes.createQuiz, update: routes.updateQuiz, remove: routes.deleteQuizzes },
  columns: QUIZ_COLUMNS,
  async prepare(ports, input) {
    await requireQuizCategory(ports, input.category_id, 'category_id');
    for (const [index, draw] of input.settings.questions.draws.entries()) await requireQuizCategory(ports, draw.category_id, `settings.questions.draws.${index}.category_id`);
    const bank = (await ports.records(quizQuestionRecords).list()).map(questionOf);
    try {
      drawQuestions(input.settings, bank, seededRandom(0));
    } catch (error) {
      if (error instanceof QuizError) throw invalidField('settings.questions', error.message);
      throw error;
    }
    return input;
  },
  async beforeDelete(ports, ids) {
    const named = new Set(ids);
    for (const course of await ports.courses.list()) {
      for (const lesson of course.curriculum.flatMap((section) => section.lessons)) {
        if (lesson.kind !== 'quiz' || !named.has(lesson.quiz_id)) continue;
        const quiz = await ports.records(quizRecords).get(lesson.quiz_id);
        throw new CannotDeleteError(`quiz ${quiz?.title_en || quiz?.title_th || lesson.quiz_id}: the course ${course.title} shows it as the lesson ${lesson.title}.`);
      }
    }
  },
};

/** The quizzes an instructor's curriculum editor offers (decision 0040): each quiz's id and titles, by title; nothing of its questions. */
type Titled = { id: string; title_th: string; title_en: string };

/** Records titled in Thai and English, as the curriculum editors offer them: id and titles, by title. */
export function byTitle(records: readonly Titled[]): Titled[] {
  const titled = (record: Titled) => record.title_en || record.title_th;
  return records.map(({ id, title_th, title_en }) => ({ id, title_th, title_en })).sort((a, b) => titled(a).localeCompare(titled(b), 'th'));
}

export async function listTeachingQuizzes(ports: Pick<RecordPorts, 'records'>): Promise<Pick<Quiz, 'id' | 'title_th' | 'title_en'>[]> {
  return byTitle(await ports.records(quizRecords).list());
}

/** The quizzes' three master files, served as they are. */
export const quizFiles = [quizCategories, quizQuestions, quizzes] as const;
