import { customPage, moduleDataOf, pageModule } from '@lm/shared';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from './catalog.js';
import { DEMO_INSTRUCTOR_PROFILES, DEMO_REVIEWS } from './content.js';
import { DEMO_MODULES, DEMO_PAGES } from './pages.js';
import { DEMO_SITE_SETTINGS } from './site-settings.js';

const WEB_PUBLIC = resolve(import.meta.dirname, '..', '..', '..', 'web', 'public');

describe('the demo custom pages', () => {
  it('gives every configured custom page path a page, each with valid modules', () => {
    const paths = DEMO_SITE_SETTINGS.routes.customPages.map((entry) => entry.path);
    expect(DEMO_PAGES.map((page) => page.path).sort()).toEqual([...paths].sort());
    for (const page of DEMO_PAGES) {
      expect(customPage.parse(page)).toEqual(page);
      for (const module of DEMO_MODULES[page.id] ?? []) {
        expect(() => pageModule.parse({ ...module, page_id: page.id, name: '', custom_name: '' })).not.toThrow();
        // The storefront shows a module only when its data fits its type's shape.
        expect(moduleDataOf(module.type, module.data).error, module.id).toBeUndefined();
      }
    }
  });

  it('builds the home page from its module types in order, naming published courses, instructors and reviews, with images that exist', () => {
    const home = DEMO_MODULES['page-home'] ?? [];
    expect(home.map((module) => module.type)).toEqual([
      'slide',
      'banner',
      'course_category',
      'course',
      'instructor',
      'promotion',
      'article',
      'review',
      'gallery',
      'text',
      'video',
      'map',
      'contactus',
      'howtobuy',
    ]);
    expect(home.map((module) => module.ordering)).toEqual([...home.map((module) => module.ordering)].sort((a, b) => a - b));
    const published = (records: readonly { id: string; published: boolean }[]) => new Set(records.filter((record) => record.published).map((record) => record.id));
    const chosen = (type: string) => (home.find((module) => module.type === type)?.data as { ids: string[] }).ids;
    for (const [type, records] of [
      ['course', DEMO_COURSES],
      ['instructor', DEMO_INSTRUCTOR_PROFILES],
      ['review', DEMO_REVIEWS],
    ] as const) {
      expect(chosen(type).length, type).toBeGreaterThan(0);
      for (const id of chosen(type)) expect(published(records).has(id), id).toBe(true);
    }
    const images = JSON.stringify(home).match(/\/demo\/[a-z0-9-]+\.(svg|jpg)/g) ?? [];
    expect(images.length).toBeGreaterThan(4);
    for (const image of images) expect(existsSync(join(WEB_PUBLIC, image)), image).toBe(true);
  });
});
