import { announcementInput, articleInput, categoryInput, galleryInput, instructorProfileInput, promotionInput, reviewInput } from '@lm/shared';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES, DEMO_PRODUCTS } from './catalog.js';
import {
  DEMO_ARTICLES,
  DEMO_CONTENT_CATEGORIES,
  DEMO_GALLERIES,
  DEMO_INSTRUCTOR_PROFILES,
  DEMO_REVIEWS,
  INSTRUCTOR,
  addDays,
  demoAnnouncements,
  demoPromotions,
} from './content.js';
import { DEMO_SITE_SETTINGS } from './site-settings.js';

const WEB_PUBLIC = resolve(import.meta.dirname, '..', '..', '..', 'web', 'public');
const TODAY = '2026-11-22';

describe('the demo content', () => {
  it('holds records the admin forms would accept, each id once', () => {
    for (const { id: _id, type: _type, ...category } of DEMO_CONTENT_CATEGORIES) expect(categoryInput.parse(category)).toEqual(category);
    for (const { id: _id, ...record } of DEMO_ARTICLES) expect(articleInput.parse(record)).toEqual(record);
    for (const { id: _id, ...record } of DEMO_REVIEWS) expect(reviewInput.parse(record)).toEqual(record);
    for (const { id: _id, ...record } of DEMO_GALLERIES) expect(galleryInput.parse(record)).toEqual(record);
    for (const { id: _id, ...record } of demoPromotions(TODAY)) expect(promotionInput.parse(record)).toEqual(record);
    for (const { id: _id, ...record } of DEMO_INSTRUCTOR_PROFILES) expect(instructorProfileInput.parse(record)).toEqual(record);
    for (const { id: _id, ...record } of demoAnnouncements('student-id')) expect(announcementInput.parse(record)).toEqual(record);
    const ids = [DEMO_CONTENT_CATEGORIES, DEMO_ARTICLES, DEMO_REVIEWS, DEMO_GALLERIES, demoPromotions(TODAY), DEMO_INSTRUCTOR_PROFILES].flatMap((records) => records.map((record) => record.id));
    expect(new Set(ids).size).toBe(ids.length);
    const slugs = DEMO_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('puts every article, review and gallery in a category of its kind, with paragraphs and ratings', () => {
    const kinds = new Map(DEMO_CONTENT_CATEGORIES.map((category) => [category.id, category.type]));
    for (const record of DEMO_ARTICLES) expect(kinds.get(record.category_id), record.id).toBe('article');
    for (const record of DEMO_REVIEWS) expect(kinds.get(record.category_id), record.id).toBe('review');
    for (const record of DEMO_GALLERIES) expect(kinds.get(record.category_id), record.id).toBe('gallery');
    for (const type of ['article', 'review', 'gallery']) expect(DEMO_CONTENT_CATEGORIES.filter((category) => category.type === type).length).toBeGreaterThanOrEqual(2);

    const published = DEMO_ARTICLES.filter((article) => article.published);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_ARTICLES.some((article) => !article.published)).toBe(true);
    for (const article of published) expect(article.body.split('\n\n').length, article.id).toBeGreaterThanOrEqual(3);
    // Both languages of the shop.
    expect(published.some((article) => /[\u0E00-\u0E7F]/.test(article.title))).toBe(true);
    expect(published.some((article) => /^[\x20-\x7E]+$/.test(article.title))).toBe(true);
    expect(new Set(DEMO_REVIEWS.map((review) => review.rating)).size).toBeGreaterThan(1);
  });

  it('reviews and promotes only published seeded courses and products', () => {
    const courses = new Set(DEMO_COURSES.filter((course) => course.published).map((course) => course.id));
    const products = new Set(DEMO_PRODUCTS.map((product) => product.id));
    for (const review of DEMO_REVIEWS) expect(courses.has(review.course_id), review.id).toBe(true);
    for (const promotion of demoPromotions(TODAY)) {
      for (const id of promotion.course_ids) expect(courses.has(id), id).toBe(true);
      for (const id of promotion.product_ids) expect(products.has(id), id).toBe(true);
    }
  });

  it('dates one promotion running today, one to come and one over', () => {
    const [current, future, ended] = demoPromotions(TODAY).map(({ starts_on, ends_on, course_ids }) => ({ starts_on, ends_on, course_ids }));
    expect(current && current.starts_on <= TODAY && TODAY <= current.ends_on).toBe(true);
    expect(current?.course_ids.length).toBeGreaterThan(0);
    expect(future && future.starts_on > TODAY).toBe(true);
    expect(ended && ended.ends_on < TODAY).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('has a profile for the configured instructor page, and every image in web/public', () => {
    const slugs = DEMO_INSTRUCTOR_PROFILES.map((profile) => profile.slug);
    for (const page of DEMO_SITE_SETTINGS.routes.instructorPages.filter((entry) => entry.component === 'instructorDetail')) {
      expect(slugs).toContain(page.path.split('/').pop());
    }
    expect(Object.values(INSTRUCTOR).sort()).toEqual(DEMO_INSTRUCTOR_PROFILES.map((profile) => profile.id).sort());
    const images = [
      ...DEMO_ARTICLES.map((article) => article.cover_image),
      ...DEMO_REVIEWS.map((review) => review.reviewer_image),
      ...DEMO_GALLERIES.flatMap((gallery) => gallery.images.map((image) => image.src)),
      ...demoPromotions(TODAY).map((promotion) => promotion.image),
      ...DEMO_INSTRUCTOR_PROFILES.map((profile) => profile.avatar),
    ];
    for (const image of images) {
      expect(image).toMatch(/^\/demo\/[a-z-]+\.svg$/);
      expect(existsSync(join(WEB_PUBLIC, image)), image).toBe(true);
    }
  });

  it('announces to everyone, to a group and to one user', () => {
    expect(new Set(demoAnnouncements('student-id').map((announcement) => announcement.audience))).toEqual(new Set(['all', 'group', 'user']));
    expect(demoAnnouncements('student-id').find((announcement) => announcement.audience === 'user')?.audience_id).toBe('student-id');
  });
});
