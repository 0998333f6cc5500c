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

  it('adds a module a page lacks, and does not write again one that has moved since', async () => {
    const db = localDatabase();
    const modules = async () => (await db.pageModules.query.byPage({ page_id: 'page-about' }).go({ pages: 'all' })).data.map(({ id, ordering }) => `${ordering} ${id}`);
    const text = (await db.pageModules.query.byPage({ page_id: 'page-about' }).go({ pages: 'all' })).data.find((module) => module.id === 'about-text');
    const contact = (await db.pageModules.query.byPage({ page_id: 'page-about' }).go({ pages: 'all' })).data.find((module) => module.id === 'about-contact');
    if (!text || !contact) throw new Error('The about page was seeded with its text and contact modules.');
    try {
      // As if the page had been edited: the text removed, the contact moved.
      await db.pageModules.delete({ page_id: 'page-about', ordering: text.ordering, id: text.id }).go();
      await db.pageModules.delete({ page_id: 'page-about', ordering: contact.ordering, id: contact.id }).go();
      await db.pageModules.create({ ...contact, ordering: 25 }).go();

      await seedPages(db, createIfAbsent);
      expect(await modules()).toEqual(['10 about-text', '25 about-contact']);
    } finally {
      await db.pageModules.delete({ page_id: 'page-about', ordering: 25, id: contact.id }).go();
      await db.pageModules.put(contact).go();
      await db.pageModules.put(text).go();
    }
    expect(await modules()).toEqual(['10 about-text', '20 about-contact']);
  });
});
