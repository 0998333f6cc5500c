import { describe, expect, it } from 'vitest';
import { articleCategoryHref, articleHref, findCategory, instructorListHref } from './content-paths';

const pages = [
  { path: '/instructor', is_public: true, component: 'instructorList' },
  { path: '/instructor/somchai', is_public: true, component: 'instructorDetail' },
];

describe('content paths', () => {
  it('link the instructors to their configured list page, else to /insrutorhistory', () => {
    expect(instructorListHref(pages)).toBe('/instructor');
    expect(instructorListHref([])).toBe('/insrutorhistory');
  });

  it('address articles and their categories by slug, or by id when there is none', () => {
    expect(articleHref({ id: 'a-1', slug: 'first-steps' })).toBe('/article/first-steps');
    expect(articleHref({ id: 'a/1' })).toBe('/article/a%2F1');
    expect(articleCategoryHref({ id: 'c-1', slug: 'news' })).toBe('/article/category/news');
  });

  it('find a category by id, or by slug regardless of case', () => {
    const categories = [
      { id: 'c-1', slug: 'news' },
      { id: 'news', slug: 'other' },
    ];
    expect(findCategory(categories, 'c-1')).toBe(categories[0]);
    expect(findCategory(categories, 'NEWS')).toBe(categories[0]);
    expect(findCategory(categories, 'news')).toBe(categories[1]);
    expect(findCategory(categories, 'missing')).toBeUndefined();
  });
});
