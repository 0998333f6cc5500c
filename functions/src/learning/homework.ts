import { HOMEWORK_CATEGORY_COLUMNS, HOMEWORK_COLUMNS, message, type Homework, type HomeworkCategory, type homeworkCategoryInput, type homeworkInput } from '@lm/shared';
import type * as z from 'zod';
import { homeworkCategoryRecords } from '../data/records/homework-category.js';
import { homeworkRecords } from '../data/records/homework.js';
import { CannotDeleteError, invalidField } from '../errors.js';
import { byOrdering, keptAs, type MasterFile } from '../master-files/master-file.js';
import type { QuizFilePorts } from './quizzes.js';
import { routes } from './routes.js';

type HomeworkCategoryInput = z.output<typeof homeworkCategoryInput>;
type HomeworkInput = z.output<typeof homeworkInput>;

/** What the homework master files read beyond their records: the curricula that show a homework. */
export type HomeworkFilePorts = QuizFilePorts;

/** Homework categories (../shared/SPEC.md §7 DELETE /api/homeworkcategory): one a homework is still filed under is not deleted, nor any other of the request. */
export const homeworkCategories: MasterFile<HomeworkCategory, HomeworkFilePorts, HomeworkCategoryInput> = {
  what: 'homework category',
  store: keptAs(homeworkCategoryRecords),
  routes: {
    list: routes.listHomeworkCategories,
    get: routes.getHomeworkCategory,
    create: routes.createHomeworkCategory,
    update: routes.updateHomeworkCategory,
    remove: routes.deleteHomeworkCategories,
  },
  columns: HOMEWORK_CATEGORY_COLUMNS,
  sort: byOrdering,
  async beforeDelete(ports, ids) {
    const all = await ports.records(homeworkRecords).list();
    for (const id of ids) {
      const filed = all.filter((homework) => homework.category_id === id).length;
      if (!filed) continue;
      const category = await ports.records(homeworkCategoryRecords).get(id);
      throw new CannotDeleteError(`homework category ${category?.name ?? id}: ${filed} homework ${filed === 1 ? 'is' : 'are'} still filed under it.`);
    }
  },
};

/**
 * Homework (../shared/SPEC.md §7 DELETE /api/homework): saved only under a category that exists;
 * one a curriculum still shows as a lesson is not deleted. Submissions keep the scores they were
 * sent under.
 */
export const homework: MasterFile<Homework, HomeworkFilePorts, HomeworkInput> = {
  what: 'homework',
  store: keptAs(homeworkRecords),
  routes: { list: routes.listHomework, get: routes.getHomework, create: routes.createHomework, update: routes.updateHomework, remove: routes.deleteHomework },
  columns: HOMEWORK_COLUMNS,
  async prepare(ports, input) {
    if (!(await ports.records(homeworkCategoryRecords).get(input.category_id))) throw invalidField('category_id', message('noneWithThisId', { what: 'homework category' }));
    return input;
  },
  async beforeDelete(ports, ids) {
    const named = new Set(ids);
    for (const course of await ports.courses.list()) {
      for (const lesson of course.curriculum.flatMap((section) => section.lessons)) {
        if (lesson.kind !== 'homework' || !lesson.homework_id || !named.has(lesson.homework_id)) continue;
        const shown = await ports.records(homeworkRecords).get(lesson.homework_id);
        throw new CannotDeleteError(`homework ${shown?.title_en || shown?.title_th || lesson.homework_id}: the course ${course.title} shows it as the lesson ${lesson.title}.`);
      }
    }
  },
};

/** The homework's two master files, served as they are. */
export const homeworkFiles = [homeworkCategories, homework] as const;
