import { COURSE_COLUMNS, courseInput, routes } from '@lm/shared';
import { masterFile, SLUG } from './define';

/**
 * Courses: the form sets what the catalogue shows of a course; its curriculum (sections of
 * lessons, decision 0033) is arranged and saved in the panel under a saved course's form, with
 * its own route, and the form's save keeps it as it is.
 */
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
  panel: () => import('../components/curriculum-panel'),
});
