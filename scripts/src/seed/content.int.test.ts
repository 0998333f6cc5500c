import { shopToday } from '@lm/functions/content/public-content';
import { isConditionFailure } from '@lm/functions/data/conditions';
import { localDatabase } from '@lm/functions/testing/api';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ARTICLES, DEMO_CONTENT_CATEGORIES, DEMO_GALLERIES, DEMO_INSTRUCTOR_PROFILES, DEMO_REVIEWS, INSTRUCTOR, demoAnnouncements, demoPromotions, seedContent } from './content.js';

async function createIfAbsent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

describe('the demo content in the stack', () => {
  it("was seeded with the instructors' accounts on their profiles and promotions dated from today, and seeding again changes nothing", async () => {
    const db = localDatabase();
    const { instructor, somchai, student } = inject('userIds');
    const today = shopToday(new Date());
    const read = async () => ({
      categories: await Promise.all(DEMO_CONTENT_CATEGORIES.map(async ({ id }) => (await db.categories.get({ id }).go()).data)),
      articles: await Promise.all(DEMO_ARTICLES.map(async ({ id }) => (await db.articles.get({ id }).go()).data)),
      reviews: await Promise.all(DEMO_REVIEWS.map(async ({ id }) => (await db.reviews.get({ id }).go()).data)),
      galleries: await Promise.all(DEMO_GALLERIES.map(async ({ id }) => (await db.galleries.get({ id }).go()).data)),
      promotions: await Promise.all(demoPromotions(today).map(async ({ id }) => (await db.promotions.get({ id }).go()).data)),
      profiles: await Promise.all(DEMO_INSTRUCTOR_PROFILES.map(async ({ id }) => (await db.instructorProfiles.get({ id }).go()).data)),
      announcements: (await db.announcements.query.all({}).go({ pages: 'all' })).data,
      readMarks: (await db.announcementReads.query.byAnnouncement({ announcementId: 'welcome' }).go()).data,
    });
    const before = await read();
    for (const records of [before.categories, before.articles, before.reviews, before.galleries, before.promotions, before.profiles]) expect(records.every(Boolean)).toBe(true);
    expect(before.profiles.find((profile) => profile?.id === INSTRUCTOR.ines)?.user_id).toBe(instructor);
    expect(before.profiles.find((profile) => profile?.id === INSTRUCTOR.somchai)?.user_id).toBe(somchai);
    expect(before.profiles.filter((profile) => profile?.user_id).length).toBe(2);
    const [current, , ended] = before.promotions;
    expect((current?.starts_on ?? '') <= today && today <= (current?.ends_on ?? '')).toBe(true);
    expect((ended?.ends_on ?? today) < today).toBe(true);
    // The back office lists the announcements, and the welcome's read mark is found by its announcement.
    expect(before.announcements.map((item) => item.announcementId)).toEqual(expect.arrayContaining(demoAnnouncements('').map((item) => item.id)));
    expect(before.readMarks.map((mark) => mark.userId)).toEqual([student]);

    await seedContent(db, { instructorId: instructor ?? '', pythonInstructorId: somchai ?? '', studentId: student ?? '', today: '2030-01-01' }, createIfAbsent);
    expect(await read()).toEqual(before);
  });
});
