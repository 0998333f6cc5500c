import { describe, expect, it } from 'vitest';
import { categoryPath, slugOfPath } from './category-path';

const pages = [{ path: '/courses/category/programming', is_public: true, component: 'categoryCourses' }];

describe('category paths', () => {
  it('uses the configured category page named by the slug, else the filtered course list', () => {
    expect(categoryPath({ id: 'cat-programming', slug: 'programming' }, pages)).toBe('/courses/category/programming');
    expect(categoryPath({ id: 'cat-data', slug: 'data' }, pages)).toBe('/courses?category=cat-data');
  });

  it('reads the slug from the last segment of a path', () => {
    expect(slugOfPath('/courses/category/Programming/')).toBe('programming');
    expect(slugOfPath('/')).toBe('');
  });
});
