import { COURSE_COLUMNS, courseInput, routes } from '@lm/shared';
import { masterFile, SLUG } from './define';

export const courses = masterFile({
  key: 'courses',
  endpoints: { list: routes.listCourses, get: routes.getCourse, create: routes.createCourse, update: routes.updateCourse, remove: routes.deleteCourses },
  deleteType: 'course',
  columns: COURSE_COLUMNS,
  shown: ['title', 'slug', 'price', 'sale_price', 'status', 'published', 'updated_at'],
  named: 'title',
  schema: courseInput,
  fields: ['title', 'slug', 'category_id', 'price', 'sale_price', 'status', 'cover_image', 'description', 'published'],
  overrides: {
    slug: SLUG,
    category_id: { kind: 'select', options: { categories: 'course' } },
    price: { kind: 'money' },
    sale_price: { kind: 'money', hint: 'masterFiles.hints.salePrice' },
    status: { optionLabels: 'masterFiles.statuses' },
  },
});
