import { describe, expect, it } from 'vitest';
import { instructorHref } from './instructor-href';

const pages = [
  { path: '/instructor', is_public: true, component: 'instructorList' },
  { path: '/instructor/somchai', is_public: true, component: 'instructorDetail' },
];

describe("an instructor's page", () => {
  it('is their configured page, else /private/instructors/{id}', () => {
    expect(instructorHref({ id: 'p-1', slug: 'somchai' }, pages)).toBe('/instructor/somchai');
    expect(instructorHref({ id: 'p-2', slug: 'malee' }, pages)).toBe('/private/instructors/p-2');
    // The list page's own segment is not an instructor's slug.
    expect(instructorHref({ id: 'p-3', slug: 'instructor' }, pages)).toBe('/private/instructors/p-3');
  });
});
