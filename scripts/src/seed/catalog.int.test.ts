import { isConditionFailure } from '@lm/functions/data/conditions';
import { localDatabase } from '@lm/functions/testing/api';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_COURSES, DEMO_PRODUCTS, seedCatalog } from './catalog.js';

async function createIfAbsent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

describe('the demo catalogue in the stack', () => {
  it('was seeded with each course’s teacher, and seeding again changes nothing', async () => {
    const db = localDatabase();
    const read = async () => ({
      categories: await Promise.all(DEMO_CATEGORIES.map(async ({ id }) => (await db.categories.get({ id }).go()).data)),
      courses: await Promise.all(DEMO_COURSES.map(async ({ id }) => (await db.courses.get({ id }).go()).data)),
      products: await Promise.all(DEMO_PRODUCTS.map(async ({ id }) => (await db.products.get({ id }).go()).data)),
    });
    const before = await read();
    expect([...before.categories, ...before.courses, ...before.products].every(Boolean)).toBe(true);
    expect(before.courses.map((course) => course?.instructor_id)).toEqual(DEMO_COURSES.map((course) => course.instructor_id));

    await seedCatalog(db, createIfAbsent);
    expect(await read()).toEqual(before);
  });
});
