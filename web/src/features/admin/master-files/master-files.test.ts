import { routes } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { deleteBodyOf } from '../api/master-file-api';
import { payloadOf, validateWith, valuesOf, type FormValues } from '../form/values';
import type { FieldDef } from '../form/fields';
import { articleCategories, courseCategories, galleryCategories, productCategories, reviewCategories } from './categories';
import { announcements, articles, galleries, instructorProfiles, promotions, reviews } from './content';
import { courses } from './courses';
import { products } from './products';

const files = [
  courses,
  products,
  courseCategories,
  productCategories,
  articleCategories,
  reviewCategories,
  galleryCategories,
  articles,
  reviews,
  galleries,
  promotions,
  instructorProfiles,
  announcements,
];

/** What an admin would type into each kind of field. */
function filledValue(field: FieldDef): FormValues[string] | undefined {
  switch (field.kind) {
    case 'number':
      return '100';
    case 'money':
      return '2590.50';
    case 'select':
      return field.initial ? undefined : 'category-id';
    case 'text':
      return field.name === 'slug' ? 'a-slug' : 'Text';
    case 'textarea':
      return 'Text';
    case 'date':
      return '2026-05-01';
    case 'list':
      return 'Python, Data science';
    case 'choices':
      return ['course-1'];
    case 'rows':
      return [Object.fromEntries((field.columns ?? []).map((column) => [column.name, `${column.name} text`]))];
    default:
      return undefined;
  }
}

describe('master-file definitions', () => {
  it.each(files)('$key: every form field is a field of its shared schema', (file) => {
    const keys = Object.keys(file.schema.shape);
    for (const field of file.fields) expect(keys).toContain(field.name);
  });

  it.each(files)('$key: a filled form passes its schema; only the fields it leaves out take defaults', (file) => {
    const values = valuesOf(file.fields);
    for (const field of file.fields) {
      const value = filledValue(field);
      if (value !== undefined) values[field.name] = value;
    }
    expect(validateWith(file.schema, file.fields, payloadOf(file.fields, values))).toHaveProperty('data');
  });

  it.each(files)('$key: an empty form is refused by its schema, with a message next to a field it shows', (file) => {
    const result = validateWith(file.schema, file.fields, payloadOf(file.fields, valuesOf(file.fields)));
    expect(result).toHaveProperty('errors');
    const errors = 'errors' in result ? result.errors : {};
    expect(Object.keys(errors).filter((key) => key !== '').length).toBeGreaterThan(0);
  });

  it.each(files)('$key: shows the id column nowhere and its columns labelled', (file) => {
    expect(file.columns.find((column) => column.key === 'id')?.visible).toBe(false);
    for (const column of file.columns) expect(column.label).toBe(`masterFiles.fields.${column.key}`);
  });

  it('calls the endpoints of the shared route table, deleting products through the courses delete with type product (SPEC §7)', () => {
    expect(courses.endpoints.remove).toBe(routes.deleteCourses);
    expect(products).toMatchObject({ endpoints: { remove: routes.deleteCourses }, deleteType: 'product' });
    expect(courseCategories).toMatchObject({ endpoints: { remove: routes.deleteCategories }, deleteType: 'course', params: { type: 'course' } });
    expect(productCategories).toMatchObject({ deleteType: 'product', params: { type: 'product' } });
  });

  it('deletes article, review and gallery categories through their own endpoints with {ids} only (SPEC §7)', () => {
    expect(articleCategories.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/articlecate' });
    expect(reviewCategories.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/reviewcate' });
    expect(galleryCategories.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/gallerycate' });
    for (const file of [articleCategories, reviewCategories, galleryCategories]) expect(deleteBodyOf(file, ['a', 'b'])).toEqual({ ids: ['a', 'b'] });
    expect(articleCategories).toMatchObject({ params: { type: 'article' }, endpoints: { list: routes.listCategories } });
    expect(deleteBodyOf(courseCategories, ['c'])).toEqual({ ids: ['c'], type: 'course' });
    expect(deleteBodyOf(products, ['p'])).toEqual({ ids: ['p'], type: 'product' });
  });

  it('deletes the content master files through the SPEC §7 endpoints with {ids}', () => {
    expect(articles.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/article/delete' });
    expect(reviews.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/review/delete' });
    expect(galleries.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/gallery/delete' });
    expect(promotions.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/promotion/delete' });
    expect(instructorProfiles.endpoints.remove).toBe(routes.deleteInstructorProfiles);
    expect(announcements.endpoints.remove).toBe(routes.deleteAnnouncements);
    for (const file of [articles, reviews, galleries, promotions, instructorProfiles, announcements]) expect(deleteBodyOf(file, ['x'])).toEqual({ ids: ['x'] });
  });

  it('offers the categories of each content file’s own kind', () => {
    const categoryOf = (fields: readonly FieldDef[]) => fields.find((field) => field.name === 'category_id')?.options;
    expect(categoryOf(articles.fields)).toEqual({ categories: 'article' });
    expect(categoryOf(reviews.fields)).toEqual({ categories: 'review' });
    expect(categoryOf(galleries.fields)).toEqual({ categories: 'gallery' });
  });
});
