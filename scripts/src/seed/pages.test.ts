import { customPage, pageModule } from '@lm/shared';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from './catalog.js';
import { DEMO_MODULES, DEMO_PAGES } from './pages.js';
import { DEMO_SITE_SETTINGS } from './site-settings.js';

const WEB_PUBLIC = resolve(import.meta.dirname, '..', '..', '..', 'web', 'public');

describe('the demo custom pages', () => {
  it('gives every configured custom page path a page, each with valid modules', () => {
    const paths = DEMO_SITE_SETTINGS.routes.customPages.map((entry) => entry.path);
    expect(DEMO_PAGES.map((page) => page.path).sort()).toEqual([...paths].sort());
    for (const page of DEMO_PAGES) {
      expect(customPage.parse(page)).toEqual(page);
      for (const module of DEMO_MODULES[page.id] ?? []) expect(() => pageModule.parse({ ...module, page_id: page.id, name: '', custom_name: '' })).not.toThrow();
    }
  });

  it('builds the home page from the nine seeded module types in order, with published courses and images that exist', () => {
    const home = DEMO_MODULES['page-home'] ?? [];
    expect(home.map((module) => module.type)).toEqual(['slide', 'course_category', 'course', 'text', 'banner', 'howtobuy', 'contactus', 'map', 'video']);
    expect(home.map((module) => module.ordering)).toEqual([...home.map((module) => module.ordering)].sort((a, b) => a - b));
    const published = new Set(DEMO_COURSES.filter((course) => course.published).map((course) => course.id));
    const courses = home.find((module) => module.type === 'course')?.data as { course_ids: string[] };
    for (const id of courses.course_ids) expect(published.has(id), id).toBe(true);
    const images = JSON.stringify(home).match(/\/demo\/[a-z0-9-]+\.svg/g) ?? [];
    expect(images.length).toBeGreaterThan(4);
    for (const image of images) expect(existsSync(join(WEB_PUBLIC, image)), image).toBe(true);
  });
});
