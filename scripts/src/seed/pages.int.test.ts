import { isConditionFailure } from '@lm/functions/data/conditions';
import { localDatabase } from '@lm/functions/testing/api';
import { describe, expect, it } from 'vitest';
import { DEMO_MODULES, DEMO_PAGES, seedPages } from './pages.js';

async function createIfAbsent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

describe('the demo custom pages in the stack', () => {
  it('were seeded with their modules in order, and seeding again changes nothing (view counts included)', async () => {
    const db = localDatabase();
    await db.customPages.update({ id: 'page-members' }).add({ views: 1 }).go();
    const read = async () =>
      Promise.all(
        DEMO_PAGES.map(async ({ id }) => ({
          page: (await db.customPages.get({ id }).go()).data,
          modules: (await db.pageModules.query.byPage({ page_id: id }).go({ pages: 'all' })).data.map((module) => module.id),
        })),
      );
    const before = await read();
    for (const [index, { page, modules }] of before.entries()) {
      const demo = DEMO_PAGES[index];
      expect(page).toMatchObject(demo ?? {});
      expect(modules).toEqual((DEMO_MODULES[demo?.id ?? ''] ?? []).map((module) => module.id));
    }

    await seedPages(db, createIfAbsent);
    expect(await read()).toEqual(before);
  });
});
