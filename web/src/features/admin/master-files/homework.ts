import { HOMEWORK_CATEGORY_COLUMNS, HOMEWORK_COLUMNS, homeworkCategoryInput, homeworkInput, routes } from '@lm/shared';
import { masterFile, TEXTAREA } from './define';
import { namedInLanguage } from '../../../lib/in-language';

/** The words of the homework's fields, apart from those every master file shares. */
const label = (name: string) => `masterFiles.homeworkFields.${name}`;

/** Homework categories (../shared/SPEC.md §7 DELETE /api/homeworkcategory): one a homework is still filed under is not deleted (decision 0041). */
export const homeworkCategories = masterFile({
  key: 'homeworkCategories',
  endpoints: {
    list: routes.listHomeworkCategories,
    get: routes.getHomeworkCategory,
    create: routes.createHomeworkCategory,
    update: routes.updateHomeworkCategory,
    remove: routes.deleteHomeworkCategories,
  },
  columns: HOMEWORK_CATEGORY_COLUMNS,
  shown: ['name', 'ordering', 'updated_at'],
  named: 'name',
  schema: homeworkCategoryInput,
  fields: ['name', 'ordering', 'description'],
  overrides: { description: TEXTAREA },
});

/**
 * Homework (../shared/SPEC.md §7 DELETE /api/homework): an assignment a curriculum shows as a
 * lesson, with its instructions in Thai and English, its due date, its scores and whether a
 * returned submission may be sent again. One a curriculum still shows is not deleted.
 */
export const homework = masterFile({
  key: 'homework',
  endpoints: { list: routes.listHomework, get: routes.getHomework, create: routes.createHomework, update: routes.updateHomework, remove: routes.deleteHomework },
  columns: HOMEWORK_COLUMNS,
  shown: ['title_en', 'title_th', 'category_id', 'due_on', 'max_score', 'pass_score'],
  named: namedInLanguage('title'),
  columnOverrides: {
    title_en: { label: label('title_en') },
    title_th: { label: label('title_th') },
    category_id: { picks: { records: 'homeworkCategories' } },
    due_on: { label: label('due_on') },
    max_score: { label: label('max_score') },
    pass_score: { label: label('pass_score') },
  },
  schema: homeworkInput,
  fields: ['title_th', 'title_en', 'category_id', 'instructions_th', 'instructions_en', 'due_on', 'max_score', 'pass_score', 'allow_resubmit', 'max_files'],
  overrides: {
    title_th: { label: label('title_th') },
    title_en: { label: label('title_en'), hint: 'masterFiles.homework.titleHint' },
    category_id: { kind: 'select', options: { records: 'homeworkCategories' } },
    instructions_th: { kind: 'textarea', label: label('instructions_th') },
    instructions_en: { kind: 'textarea', label: label('instructions_en') },
    due_on: { kind: 'date', label: label('due_on'), hint: 'masterFiles.homework.dueHint' },
    max_score: { label: label('max_score') },
    pass_score: { label: label('pass_score') },
    allow_resubmit: { label: label('allow_resubmit') },
    max_files: { label: label('max_files'), hint: 'masterFiles.homework.filesHint' },
  },
});
