import { routes } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoint';

describe('pathOf', () => {
  it('fills the kind and the id into the shared route paths', () => {
    expect(pathOf(routes.getCategory, { params: { type: 'product' } }, { id: 'a/b' })).toBe('/api/categories/product/a%2Fb');
    expect(pathOf(routes.listCourses, {})).toBe('/api/courses');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => pathOf(routes.getCourse, {})).toThrow('/api/courses/{id} needs id.');
  });
});
