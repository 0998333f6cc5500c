import { routes } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { payloadOf, validateWith, valuesOf } from '../lib/form-values';
import { courseCategories, productCategories } from './categories';
import { courses } from './courses';
import { products } from './products';

const files = [courses, products, courseCategories, productCategories];

describe('master-file definitions', () => {
  it.each(files)('$key: every form field is a field of its shared schema', (file) => {
    const keys = Object.keys(file.schema.shape);
    for (const field of file.fields) expect(keys).toContain(field.name);
  });

  it.each(files)('$key: a filled form passes its schema; only the fields it leaves out take defaults', (file) => {
    const values = valuesOf(file.fields);
    for (const field of file.fields) {
      if (field.kind === 'number') values[field.name] = '100';
      else if (field.kind === 'select' && !field.initial) values[field.name] = 'category-id';
      else if (field.kind === 'text') values[field.name] = field.name === 'slug' ? 'a-slug' : 'Text';
    }
    expect(validateWith(file.schema, file.fields, payloadOf(file.fields, values))).toHaveProperty('data');
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
});
