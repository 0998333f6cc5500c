import { categoryInput, courseInput, productInput } from '@lm/shared';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_COURSES, DEMO_PRODUCTS } from './catalog.js';
import { DEMO_INSTRUCTOR_PROFILES } from './content.js';
import { DEMO_SITE_SETTINGS } from './site-settings.js';

const WEB_PUBLIC = resolve(import.meta.dirname, '..', '..', '..', 'web', 'public');

describe('the demo catalogue', () => {
  it('holds records the admin forms would accept, each id once', () => {
    for (const { id: _id, type: _type, ...category } of DEMO_CATEGORIES) expect(categoryInput.parse(category)).toEqual(category);
    for (const { id: _id, ...course } of DEMO_COURSES) expect(courseInput.parse(course)).toEqual(course);
    for (const { id: _id, ...product } of DEMO_PRODUCTS) expect(productInput.parse(product)).toEqual(product);
    const ids = [...DEMO_CATEGORIES, ...DEMO_COURSES, ...DEMO_PRODUCTS].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers at least 12 published courses over three course categories, some on sale, and 4 products in two', () => {
    const courseCategories = DEMO_CATEGORIES.filter((category) => category.type === 'course');
    const productCategories = DEMO_CATEGORIES.filter((category) => category.type === 'product');
    const published = DEMO_COURSES.filter((course) => course.published);
    expect(courseCategories).toHaveLength(3);
    expect(productCategories).toHaveLength(2);
    expect(published.length).toBeGreaterThanOrEqual(12);
    for (const category of courseCategories) expect(published.filter((course) => course.category_id === category.id).length).toBeGreaterThanOrEqual(3);
    expect(published.some((course) => course.sale_price !== null)).toBe(true);
    expect(DEMO_PRODUCTS).toHaveLength(4);
    for (const record of [...DEMO_COURSES, ...DEMO_PRODUCTS]) {
      const kind = 'title' in record ? 'course' : 'product';
      expect(DEMO_CATEGORIES.find((category) => category.id === record.category_id)?.type).toBe(kind);
    }
    for (const course of DEMO_COURSES) expect(course.curriculum.length).toBeGreaterThan(0);
  });

  it('names a seeded instructor profile as the teacher of every course', () => {
    const profiles = new Set(DEMO_INSTRUCTOR_PROFILES.map((profile) => profile.id));
    for (const course of DEMO_COURSES) expect(profiles.has(course.instructor_id), course.id).toBe(true);
  });

  it('has a cover image in web/public for every course and product', () => {
    for (const image of [...DEMO_COURSES.map((course) => course.cover_image), ...DEMO_PRODUCTS.map((product) => product.image)]) {
      expect(image).toMatch(/^\/demo\/[a-z-]+\.svg$/);
      expect(existsSync(join(WEB_PUBLIC, image)), image).toBe(true);
    }
  });

  it('has a course category for each configured category page, named by its last path segment', () => {
    const slugs = DEMO_CATEGORIES.filter((category) => category.type === 'course').map((category) => category.slug);
    for (const page of DEMO_SITE_SETTINGS.routes.categoryPages) expect(slugs).toContain(page.path.split('/').pop());
  });
});
