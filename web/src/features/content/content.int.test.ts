import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut, localDatabase } from '@lm/functions/testing/api';
import type { PublicCourse, PublicInstructorDetail } from '@lm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';
import { todayInThailand } from './utils/format-date';

const suite = browserSuite();
const stamp = `ct${Date.now().toString(36)}`;
const day = (offset: number) => todayInThailand(new Date(Date.now() + offset * 86_400_000));

const article = {
  title: `Learning to learn ${stamp}`,
  slug: `${stamp}-learning-to-learn`,
  summary: 'Small habits that make a course stick.',
  body: `Set a time for every lesson ${stamp}.\n\nWrite down one question after each lesson, and ask it in the next live class.`,
  author: 'Malee Jaidee',
  published: true,
};
const review = {
  title: `Clear and practical ${stamp}`,
  reviewer_name: 'Anan',
  rating: 4,
  body: `The exercises made pandas finally click for me ${stamp}.\n\nI use it at work every week now.`,
  course_id: 'course-pandas',
  published: true,
};
const promotion = {
  title: `Rainy season sale ${stamp}`,
  description: 'Two data courses at a fifth off.',
  starts_on: day(-1),
  ends_on: day(10),
  discount_kind: 'percent',
  discount_value: 20,
  // The draft course is linked too: the storefront shows published courses only.
  course_ids: ['course-pandas', 'course-sql', 'course-rust-draft'],
  product_ids: [],
  published: true,
};

const gallery = {
  title: `Open house ${stamp}`,
  description: 'Our first open house at the Bangkok studio.',
  images: [
    { src: '/demo/page-slide-learn.svg', caption: 'The welcome talk' },
    { src: '/demo/page-slide-live.svg', caption: 'A live class' },
    { src: '/demo/page-slide-books.svg', caption: '' },
  ],
  published: true,
};
const instructor = {
  name: `Aree Wongsa ${stamp}`,
  slug: `${stamp}-aree`,
  headline: 'Data engineer who teaches SQL',
  bio: 'Ten years of building data pipelines.\n\nShe teaches SQL the way she uses it at work.',
  expertise: ['SQL', 'Data pipelines'],
  published: true,
};
const announcement = { title: `Exam week timetable ${stamp}`, message: 'The exam timetable is out.\n\nSee you on Monday.', audience: 'user' };

const created: {
  articleCategory?: string;
  reviewCategory?: string;
  galleryCategory?: string;
  article?: string;
  review?: string;
  promotion?: string;
  gallery?: string;
  instructor?: string;
  announcement?: string;
} = {};
let token = '';
let admin: Awaited<ReturnType<typeof apiSignIn>>;

async function create(path: string, json: Record<string, unknown>): Promise<string> {
  const answer = await api(path, { token, json });
  if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status} ${answer.text}`);
  return (answer.body as unknown as { id: string }).id;
}

beforeAll(async () => {
  admin = await apiSignIn('admin');
  token = admin.id_token;
  created.articleCategory = await create('/api/categories/article', { name: `Study tips ${stamp}`, slug: `${stamp}-study-tips` });
  created.reviewCategory = await create('/api/categories/review', { name: `Data courses ${stamp}`, slug: `${stamp}-data-courses` });
  created.article = await create('/api/articles', { ...article, category_id: created.articleCategory });
  created.review = await create('/api/reviews', { ...review, category_id: created.reviewCategory });
  created.promotion = await create('/api/promotions', promotion);
  created.galleryCategory = await create('/api/categories/gallery', { name: `Events ${stamp}`, slug: `${stamp}-events` });
  created.gallery = await create('/api/galleries', { ...gallery, category_id: created.galleryCategory });
  created.instructor = await create('/api/instructor-profiles', instructor);
  created.announcement = await create('/api/announcements', { ...announcement, audience_id: inject('userIds').student2 });
});

afterAll(async () => {
  const remove = (method: string, path: string, id: string | undefined) => (id ? api(path, { method, token, json: { ids: [id] } }) : undefined);
  await remove('POST', '/api/article/delete', created.article);
  await remove('POST', '/api/review/delete', created.review);
  await remove('DELETE', '/api/promotion/delete', created.promotion);
  await remove('POST', '/api/gallery/delete', created.gallery);
  await remove('DELETE', '/api/instructor-profiles', created.instructor);
  await remove('DELETE', '/api/announcements', created.announcement);
  await remove('DELETE', '/api/gallerycate', created.galleryCategory);
  await remove('DELETE', '/api/articlecate', created.articleCategory);
  await remove('DELETE', '/api/reviewcate', created.reviewCategory);
  if (admin) await apiSignOut(admin);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the content pages in Chromium against the local stack', () => {
  it('reads an article from /article: the list, the article with its body, and its category', async () => {
    const page = await suite.page('/article');
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Articles|บทความ)$/);
    const card = page.locator('.sf-card').filter({ hasText: article.title });
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toBe(article.title);
    expect(await card.textContent()).toContain(article.summary);
    await screenshot(page, 'articles list');

    await card.getByRole('link', { name: article.title }).click();
    await page.waitForURL(suite.url(`/article/${article.slug}`));
    await expect.poll(() => heading(page).textContent()).toBe(article.title);
    const body = page.locator('.ct-article__body p');
    await expect.poll(() => body.allTextContents()).toEqual([
      `Set a time for every lesson ${stamp}.`,
      'Write down one question after each lesson, and ask it in the next live class.',
    ]);
    expect(await page.getByText(/^(By|โดย) Malee Jaidee$/).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`${article.title} | Learning Marketplace`);
    await screenshot(page, 'article page');

    await page.getByRole('navigation', { name: /^(Breadcrumb|เส้นทางนำทาง)$/ }).getByRole('link', { name: `Study tips ${stamp}` }).click();
    await page.waitForURL(suite.url(`/article/category/${stamp}-study-tips`));
    await expect.poll(() => heading(page).textContent()).toBe(`Study tips ${stamp}`);
    await expect.poll(() => page.locator('.sf-grid').getByRole('heading', { level: 2 }).allTextContents()).toEqual([article.title]);
  });

  it('shows reviews with their ratings at /review, and a review with its stars and course', async () => {
    const page = await suite.page('/review');
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Reviews|รีวิว)$/);
    const card = page.locator('.sf-card').filter({ hasText: review.title });
    await expect.poll(() => card.locator('.ct-stars').getAttribute('aria-label')).toMatch(/^(Rated 4 out of 5|ได้คะแนน 4 จาก 5)$/);
    const ratings = await page.locator('.sf-grid .ct-stars').evaluateAll((stars) => stars.map((one) => Number(one.getAttribute('data-rating'))));
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((rating) => rating >= 1 && rating <= 5)).toBe(true);
    await screenshot(page, 'reviews list');

    await card.getByRole('link', { name: review.title }).click();
    await page.waitForURL(suite.url(`/review/${created.review}`));
    await expect.poll(() => heading(page).textContent()).toBe(review.title);
    expect(await page.locator('main .ct-stars').getAttribute('aria-label')).toMatch(/^(Rated 4 out of 5|ได้คะแนน 4 จาก 5)$/);
    expect(await page.locator('.ct-article__body p').first().textContent()).toBe(`The exercises made pandas finally click for me ${stamp}.`);
    expect(await page.getByText(/^(by|โดย) Anan$/).isVisible()).toBe(true);
    await screenshot(page, 'review page');

    await page.getByRole('link', { name: /^(Read about the course reviewed|ดูคอร์สที่รีวิว)$/ }).click();
    await page.waitForURL(suite.url('/courses/course-pandas'));
    await expect.poll(() => heading(page).textContent()).toBe('Data analysis with pandas');
  });

  it('lists a current promotion at /promotion, and its page shows the published courses it applies to', async () => {
    const linked = await Promise.all(
      promotion.course_ids.map(async (id) => {
        const answer = await fetch(`${inject('apiUrl')}/public/courses/${id}`);
        return answer.ok ? ((await answer.json()) as PublicCourse).title : undefined;
      }),
    );
    const published = linked.filter((title): title is string => !!title);
    expect(published).toHaveLength(2);

    const page = await suite.page('/promotion');
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Promotions|โปรโมชั่น)$/);
    const card = page.locator('.sf-card').filter({ hasText: promotion.title });
    await expect.poll(() => card.locator('.ct-promo__discount').textContent()).toMatch(/^(20% off|ลด 20%)$/);
    expect(await card.locator('.ct-promo__phase').textContent()).toMatch(/^(On now|กำลังจัด)$/);
    await screenshot(page, 'promotions list');

    await card.getByRole('link', { name: promotion.title }).click();
    await page.waitForURL(suite.url(`/promotion/${created.promotion}`));
    await expect.poll(() => heading(page).textContent()).toBe(promotion.title);
    expect(await page.getByRole('heading', { level: 2, name: /^(Courses in this promotion|คอร์สที่ร่วมโปรโมชั่น)$/ }).isVisible()).toBe(true);
    const courses = page.locator('.sf-grid').getByRole('heading', { level: 3 });
    await expect.poll(() => courses.allTextContents().then((titles) => [...titles].sort())).toEqual([...published].sort());
    await screenshot(page, 'promotion page');

    await page.getByRole('link', { name: 'Data analysis with pandas' }).click();
    await page.waitForURL(suite.url('/courses/course-pandas'));
  });

  it('says plainly when an article or a promotion is not there', async () => {
    const page = await suite.page(`/article/${stamp}-no-such-article`);
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Article not found|ไม่พบบทความ)$/);
    await page.getByRole('link', { name: /^(All articles|บทความทั้งหมด)$/ }).click();
    await page.waitForURL(suite.url('/article'));

    await page.goto(suite.url(`/promotion/${stamp}-none`));
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Promotion not found|ไม่พบโปรโมชั่น)$/);
  });

  it('shows a gallery with its images at /gallery, and each image large, one after another', async () => {
    const page = await suite.page(`/gallery?category=${created.galleryCategory}`);
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Gallery|แกลเลอรี)$/);
    const item = page.locator('.ct-gallery').filter({ hasText: gallery.title });
    await expect.poll(() => item.getByRole('heading', { level: 2 }).textContent()).toBe(gallery.title);
    const thumbs = item.locator('.ct-gallery__thumb img');
    await expect.poll(() => thumbs.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))).toEqual(
      gallery.images.map((image) => image.src),
    );

    await item.getByRole('button', { name: /(A live class)$/ }).click();
    const viewer = page.getByRole('dialog');
    await expect.poll(() => viewer.locator('img').getAttribute('src')).toBe('/demo/page-slide-live.svg');
    expect(await viewer.textContent()).toMatch(/A live class.*(Image 2 of 3|รูปที่ 2 จาก 3)/);
    await screenshot(page, 'gallery image large');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.locator('img').getAttribute('src')).toBe('/demo/page-slide-books.svg');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.locator('img').getAttribute('src')).toBe('/demo/page-slide-learn.svg');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
  });

  it('lists the published instructors at /instructor, links each to their private classes, opens a configured one with their courses, and shows them on /aboutinstructor', async () => {
    const page = await suite.page('/instructor');
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Our instructors|ผู้สอนของเรา)$/);
    // No configured page has this instructor's slug: the card links to the system route by id.
    const link = page.getByRole('link', { name: instructor.name });
    await expect.poll(() => link.getAttribute('href')).toBe(`/private/instructors/${created.instructor}`);
    // That route is the instructor's page: their profile, then their private-class times (decision 0048).
    await link.click();
    await page.waitForURL(suite.url(`/private/instructors/${created.instructor}`));
    await expect.poll(() => heading(page).textContent()).toBe(instructor.name);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^(Private classes with|คลาสส่วนตัวกับ) / }).isVisible()).toBe(true);

    // A configured instructor page: the profile its last segment names, with their published courses.
    const answer = await fetch(`${inject('apiUrl')}/public/instructors/somchai`);
    const somchai = (await answer.json()) as PublicInstructorDetail;
    expect(somchai.courses.length).toBeGreaterThan(0);
    await page.goto(suite.url('/instructor'));
    const somchaiLink = page.getByRole('link', { name: somchai.name });
    await expect.poll(() => somchaiLink.getAttribute('href')).toBe('/instructor/somchai');
    await somchaiLink.click();
    await page.waitForURL(suite.url('/instructor/somchai'));
    await expect.poll(() => heading(page).textContent()).toBe(somchai.name);
    await expect.poll(() => page.locator('.sf-grid').getByRole('heading', { level: 3 }).allTextContents()).toEqual(somchai.courses.map((course) => course.title));
    await screenshot(page, 'instructor page');

    await page.goto(suite.url('/aboutinstructor'));
    await expect.poll(() => heading(page).textContent()).toMatch(/^(Teach with us|มาสอนกับเรา)$/);
    await expect.poll(() => page.getByRole('heading', { level: 3, name: instructor.name }).isVisible()).toBe(true);
    await page.goto(suite.url('/insrutorhistory'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: instructor.name }).isVisible()).toBe(true);
  });

  it('shows a course as a compact card without header or footer at /iframe/courses/{id}', async () => {
    const page = await suite.page('/iframe/courses/course-pandas');
    await expect.poll(() => heading(page).textContent()).toBe('Data analysis with pandas');
    expect(await page.locator('header, footer').count()).toBe(0);
    const view = page.getByRole('link', { name: /^(View the course|ดูรายละเอียดคอร์ส)/ });
    expect(await view.getAttribute('href')).toBe(suite.url('/courses/course-pandas'));
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await page.locator('.sf-price__now').textContent()).toMatch(/฿1,290$/);
  });

  it('shows a signed-in student their announcements with unread marks; opening one lowers the unread count by one', async () => {
    // The privacy consent would cover the page: this student has approved it for the test's length.
    const users = localDatabase().users;
    const userId = inject('userIds').student2 as string;
    const before = await users.get({ userId }).go();
    await users.patch({ userId }).set({ pdpaApproved: 1 }).go();
    try {
      const page = await suite.page('/announcement');
      await expect.poll(() => heading(page).textContent()).toMatch(/^(Sign in to read your announcements|เข้าสู่ระบบเพื่ออ่านประกาศของคุณ)$/);
      await page.getByRole('link', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).last().click();
      await page.waitForURL(/\/signin\?from=/);
      await suite.signIn(page, 'student2');
      await page.waitForURL(suite.url('/announcement'));
      await expect.poll(() => heading(page).textContent()).toMatch(/^(Announcements|ประกาศ)$/);

      // The announcements link's count (the cart link has a count of its own).
      const badge = page.getByRole('link', { name: /^(Announcements|ประกาศ)/ }).locator('.badge');
      const item = page.locator('.ct-announcement').filter({ hasText: announcement.title });
      await expect.poll(() => item.getAttribute('data-read')).toBe('false');
      expect(await item.textContent()).toMatch(/Unread|ยังไม่ได้อ่าน/);
      const unread = Number(await badge.textContent());
      expect(unread).toBeGreaterThan(0);
      await screenshot(page, 'announcements unread');

      await item.getByRole('link', { name: announcement.title }).click();
      await page.waitForURL(suite.url(`/announcement/${created.announcement}`));
      await expect.poll(() => heading(page).textContent()).toBe(announcement.title);
      expect(await page.locator('.ct-article__body p').allTextContents()).toEqual(['The exam timetable is out.', 'See you on Monday.']);
      await expect.poll(() => badge.textContent()).toBe(String(unread - 1));

      // Opening it again changes nothing; the list shows it read.
      await page.getByRole('link', { name: /^← (Announcements|ประกาศ)$/ }).click();
      await page.waitForURL(suite.url('/announcement'));
      await expect.poll(() => item.getAttribute('data-read')).toBe('true');
      await item.getByRole('link', { name: announcement.title }).click();
      await expect.poll(() => heading(page).textContent()).toBe(announcement.title);
      expect(await badge.textContent()).toBe(String(unread - 1));

      // The server kept the read: after a reload the list still shows it read.
      await page.goto(suite.url('/announcement'));
      await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    } finally {
      await users.patch({ userId }).set({ pdpaApproved: before.data?.pdpaApproved ?? 0 }).go();
    }
  });
});
