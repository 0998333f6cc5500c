import { COURSE_COLUMNS, COURSE_STATUSES, courseInput, routes } from '@lm/shared';
import type { MasterFile } from '../types';
import { columnsOf } from './columns';

const label = (key: string) => `masterFiles.fields.${key}`;

export const courses: MasterFile = {
  key: 'courses',
  title: 'masterFiles.courses.title',
  item: 'masterFiles.courses.item',
  endpoints: { list: routes.listCourses, get: routes.getCourse, create: routes.createCourse, update: routes.updateCourse, remove: routes.deleteCourses },
  deleteType: 'course',
  columns: columnsOf(COURSE_COLUMNS, ['title', 'slug', 'price', 'sale_price', 'status', 'published', 'updated_at']),
  schema: courseInput,
  fields: [
    { name: 'title', kind: 'text', label: label('title') },
    { name: 'slug', kind: 'text', label: label('slug'), hint: 'masterFiles.hints.slug' },
    { name: 'category_id', kind: 'select', label: label('category_id'), options: { categories: 'course' } },
    { name: 'price', kind: 'number', label: label('price') },
    { name: 'sale_price', kind: 'number', label: label('sale_price'), nullable: true, hint: 'masterFiles.hints.salePrice' },
    { name: 'status', kind: 'select', label: label('status'), options: { values: COURSE_STATUSES, labels: 'masterFiles.statuses' }, initial: 'open' },
    { name: 'cover_image', kind: 'text', label: label('cover_image') },
    { name: 'description', kind: 'textarea', label: label('description') },
    { name: 'published', kind: 'checkbox', label: label('published') },
  ],
  rowLabel: (row) => String(row.title ?? row.id),
};
