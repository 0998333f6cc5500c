import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { FirstLoad, ModuleType, SiteSettings } from '@lm/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAndSignOut, launchBrowser, screenshot } from '../../testing/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const url = (path: string) => `${inject('webUrl')}${path}`;
const heading = () => page.getByRole('heading', { level: 1 });
const moduleTypes = () => page.locator('main [data-module]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-module')));
const head = (selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);
const HOME_MODULES = ['slide', 'banner', 'course_category', 'course', 'instructor', 'promotion', 'article', 'review', 'gallery', 'text', 'video', 'map', 'contactus', 'howtobuy'];
const countView = async (pageId: string) => {
  const answer = await fetch(`${inject('apiUrl')}/public/custompage/${pageId}/view`, { method: 'POST' });
  return ((await answer.json()) as { views: number }).views;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.dispose();
});
afterEach(async (context) => {
  await screenshot(page, `custom page ${context.task.name}`);
  await closeAndSignOut(page, inject('apiUrl'));
});

describe('custom pages in Chromium against the local stack', () => {
  it('shows the home page modules in order and follows a course to its page', async () => {
    const viewsBefore = await countView('page-home');
    page = await browser.newPage();
    await page.goto(url('/'));
    await expect.poll(() => heading().textContent()).toBe('Learn new skills online');
    await expect.poll(moduleTypes, { timeout: 15_000 }).toEqual(HOME_MODULES);

    // ../shared/SPEC.md §2: the first list module carries the head tag (an h2); the next list module's
    // heading is an h3.
    expect(await page.locator('[data-head-tag]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-module')))).toEqual(['course_category']);
    expect(await page.locator('[data-module] > h2, [data-module] > h3').evaluateAll((hs) => hs.map((h) => `${h.tagName} ${h.textContent}`))).toEqual([
      'H2 New term offer',
      'H2 Browse by category',
      'H3 Popular courses',
      'H2 Meet the instructors',
      'H3 Offers',
      'H3 From the blog',
      'H3 What students say',
      'H2 Life at the school',
      'H2 Why learn with us',
      'H2 A tour of the classroom',
      'H2 Find us',
      'H2 Contact us',
      'H2 How to buy',
    ]);

    // The seeded content, through the custom-page feature lists (§7).
    const cardTitles = (type: string) => page.locator(`[data-module="${type}"] .sf-card__title, [data-module="${type}"] .cp-gallery__title`).allTextContents();
    await expect.poll(() => cardTitles('instructor')).toEqual(['Somchai Wongsakul', 'Ines Teacher', 'Pimchanok Srisuk', 'Kanya Rattanakul']);
    expect(await page.locator('[data-module="instructor"]').getByRole('link', { name: 'Somchai Wongsakul' }).getAttribute('href')).toBe('/instructor/somchai');
    // One without a configured page of their own opens the system's instructor page, not a missing one.
    expect(await page.locator('[data-module="instructor"]').getByRole('link', { name: 'Ines Teacher' }).getAttribute('href')).toBe('/private/instructors/instructor-ines');
    await expect.poll(() => cardTitles('review')).toEqual(['เริ่มจากศูนย์ก็เข้าใจ', 'Exactly what I needed for work', 'Clear principles, good examples']);
    await expect.poll(() => cardTitles('promotion')).toContain('New term: 20% off');
    expect(await page.locator('[data-module="promotion"]').getByRole('link', { name: 'New term: 20% off' }).getAttribute('href')).toBe('/promotion/promotion-new-term');
    await expect.poll(async () => (await cardTitles('article')).length).toBe(3);
    await expect.poll(async () => (await cardTitles('gallery')).length).toBe(2);

    // The carousel shows one slide at a time and moves with its buttons.
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => carousel.getByRole('group').filter({ visible: true }).getAttribute('aria-label')).toMatch(/^1 (of|จาก) 3$/);
    await carousel.getByRole('button', { name: /^(Next slide|สไลด์ถัดไป)$/ }).click();
    expect(await carousel.getByRole('group').filter({ visible: true }).locator('.cp-slide__title').textContent()).toBe('Programming from zero');

    // Category cards: the configured category page, or the filtered list.
    const categories = page.locator('[data-module="course_category"]');
    await expect.poll(() => categories.getByRole('link', { name: 'Programming' }).getAttribute('href')).toBe('/courses/category/programming');
    expect(await categories.getByRole('link', { name: 'Data' }).getAttribute('href')).toBe('/courses?category=cat-data');

    expect(await page.locator('[data-module="map"] iframe').getAttribute('title')).toMatch(/^(Map of|แผนที่) Learning Marketplace, Sukhumvit Road$/);
    const map = page.locator('[data-module="map"] a');
    expect(await map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=13.7367&mlon=100.5605#map=17/13.7367/100.5605');
    const video = page.locator('[data-module="video"] video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('poster')).toBe('/demo/page-video-poster.svg');
    expect(await page.locator('[data-module="video"] figcaption').textContent()).toBe('Two minutes through a lesson: video, notes and quiz.');

    await expect.poll(() => page.title()).toBe('Learn new skills online | Learning Marketplace');
    expect(await head('meta[name="description"]')).toBe('Courses in programming, data and design, taught by working professionals.');
    expect(await head('meta[name="robots"]')).toBe('index,follow');
    expect(await head('meta[property="og:image"]')).toBe(url('/demo/page-share.svg'));
    expect(await head('meta[property="og:image:width"]')).toBe('600');
    expect(await head('meta[property="og:image:height"]')).toBe('314');
    expect(await head('link[rel="canonical"]', 'href')).toBe(url('/'));
    await expect.poll(() => countView('page-home')).toBeGreaterThanOrEqual(viewsBefore + 2);

    const courses = page.locator('[data-module="course"]');
    await expect.poll(() => courses.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Python for beginners',
      'Data analysis with pandas',
      'UI design fundamentals',
      'JavaScript essentials',
    ]);
    await screenshot(page, 'custom page home with all modules');
    await courses.getByRole('link', { name: 'Python for beginners' }).click();
    await page.waitForURL(url('/courses/course-python-basics'));
    await expect.poll(() => heading().textContent()).toBe('Python for beginners');
    // The home page's tags went with it: the course page's head names the course.
    await expect.poll(() => page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url('/courses/course-python-basics'));
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
  });

  it('shows /about with its text and contact details', async () => {
    page = await browser.newPage();
    await page.goto(url('/about'));
    await expect.poll(() => heading().textContent()).toBe('About us');
    await expect.poll(moduleTypes).toEqual(['text', 'contactus']);
    expect(await page.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe('mailto:hello@example.com');
    expect(await head('link[rel="canonical"]', 'href')).toBe(url('/about'));
  });
  it('shows the site header and footer only as the page enables them', async () => {
    page = await browser.newPage();
    await page.goto(url('/about'));
    await heading().waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);

    // /members (signed-in students) keeps the header and switches its footer off.
    await page.goto(url('/signin?from=%2Fmembers'));
    await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill('student2');
    await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill('Demo#2026pass');
    await page.getByRole('button', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).click();
    await page.waitForURL(url('/members'));
    await expect.poll(() => heading().textContent()).toBe('Members');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    // Leaving the page gives the shell its footer back (after the consent student2 has not given yet).
    try {
      await page.getByRole('dialog').getByRole('button').click();
      await page.getByRole('link', { name: /^(Courses|คอร์สเรียน)$/ }).first().click();
      await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
    } finally {
      await localDatabase().users.patch({ userId: inject('userIds').student2 as string }).set({ pdpaApproved: 0 }).go();
    }
  });
});

/** Content of its own, so the page below does not depend on what the demo seed holds. */
const now = new Date();
const stamp = { created_at: now.toISOString(), updated_at: now.toISOString() };
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const ARTICLE_CATEGORY = { id: 'cpt-article-cat', type: 'article' as const, name: 'Study skills (test)', slug: 'cpt-study-skills', description: '', ordering: 0, ...stamp };
const REVIEW_CATEGORY = { id: 'cpt-review-cat', type: 'review' as const, name: 'Students (test)', slug: 'cpt-students', description: '', ordering: 0, ...stamp };
const GALLERY_CATEGORY = { id: 'cpt-gallery-cat', type: 'gallery' as const, name: 'Classrooms (test)', slug: 'cpt-classrooms', description: '', ordering: 0, ...stamp };
const ARTICLE = {
  id: 'cpt-article',
  title: 'Reading a course syllabus',
  slug: 'cpt-reading-syllabus',
  category_id: ARTICLE_CATEGORY.id,
  summary: 'What the outline of a course tells you before you enrol.',
  body: 'A syllabus lists what each week covers.\n\nRead the projects first: they show what you will be able to do.',
  cover_image: '/demo/page-banner.svg',
  author: 'Anong K.',
  published: true,
  ...stamp,
};
const REVIEW = {
  id: 'cpt-review',
  title: 'Clear and practical',
  category_id: REVIEW_CATEGORY.id,
  reviewer_name: 'Preecha W.',
  reviewer_image: '',
  rating: 4,
  body: 'Short lessons and real exercises. The quizzes helped me check what I had learned.',
  course_id: 'course-python-basics',
  published: true,
  ...stamp,
};
const GALLERY = {
  id: 'cpt-gallery',
  title: 'Our Bangkok classroom',
  category_id: GALLERY_CATEGORY.id,
  description: 'Where the live classes are filmed.',
  images: [
    { src: '/demo/page-slide-learn.svg', caption: 'The studio' },
    { src: '/demo/page-slide-books.svg', caption: 'The library corner' },
  ],
  published: true,
  ...stamp,
};
const PROMOTION = {
  id: 'cpt-promotion',
  title: 'Test term offer',
  description: 'Fifteen percent off the Python course.',
  image: '/demo/page-banner.svg',
  starts_on: day(-1),
  ends_on: day(30),
  discount_kind: 'percent' as const,
  discount_value: 15,
  course_ids: ['course-python-basics'],
  product_ids: [],
  published: true,
  ...stamp,
};
const INSTRUCTOR = {
  id: 'cpt-instructor',
  name: 'Anong Kittisak',
  slug: 'cpt-anong',
  headline: 'Data engineer, teaches SQL and pandas',
  bio: 'Ten years of building data pipelines.\n\nShe teaches with real datasets.',
  avatar: '',
  user_id: '',
  expertise: ['SQL', 'pandas'],
  published: true,
  ...stamp,
};

const TEST_PAGE = { path: '/cpt-every-module', id: 'cpt-every-module' };
const DETAIL_PAGE = { path: '/cpt-article/:id', id: 'cpt-article-detail' };
const FRAME_PAGE = { path: '/cpt-frame', id: 'cpt-frame' };

const testPage = (fields: { id: string; path: string; name: string; header?: boolean; footer?: boolean }) => ({
  id: fields.id,
  path: fields.path,
  name: fields.name,
  meta_title: fields.name,
  meta_description: '',
  page_keyword: '',
  robot_index: false,
  robot_follow: false,
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  facebook_title: '',
  facebook_description: '',
  facebook_image: '',
  is_enable_headerSystem: fields.header ?? true,
  is_enable_footerSystem: fields.footer ?? true,
  business: false,
});

/** One module of each of the 31 types, in this order (decision 0015's shapes). */
const EVERY_MODULE: [ModuleType, Record<string, unknown>][] = [
  ['header', { style: 'headerSystemTwo' }],
  ['slide', { slides: [{ title: 'Every module, one page', subtitle: 'A page made of all the module types.', image: '/demo/page-slide-learn.svg', link: '/courses' }] }],
  ['aboutus', { heading: 'About the test school', body: 'We teach programming and data.\n\nSince 2020, in Bangkok.', image: '/demo/page-banner.svg', alt: 'Our classroom' }],
  ['contactus', { heading: 'Write to us', email: 'school@example.com', phone: '+66 2 555 0100' }],
  ['howtobuy', { heading: 'Buying a course', steps: [{ title: 'Pick a course' }, { title: 'Pay', body: 'By card or transfer.' }] }],
  ['howtobookingcourse', { steps: [{ title: 'Choose a time', body: 'From the instructor’s free hours.' }, { title: 'Join the session' }] }],
  ['course_category', { heading: 'Data topics', category_ids: ['cat-data'] }],
  ['course', { heading: 'Start here', ids: ['course-python-basics'] }],
  ['article', { heading: 'Study tips', source: 'category', category: ARTICLE_CATEGORY.id, number: 3 }],
  ['promotion', { heading: 'Offers', ids: [PROMOTION.id] }],
  ['product', { heading: 'Books', ids: ['product-python-workbook', 'product-data-handbook'] }],
  ['review', { heading: 'What students say', ids: [REVIEW.id] }],
  ['gallery', { heading: 'Pictures', ids: [GALLERY.id] }],
  ['instructor', { heading: 'Teachers', ids: [INSTRUCTOR.id] }],
  ['instructorDetail', { id: INSTRUCTOR.slug }],
  ['articleDetail', { id: ARTICLE.slug }],
  ['reviewDetail', { id: REVIEW.id }],
  ['itemCourseDetail', { id: 'course-pandas' }],
  ['relatedCourse', { heading: 'More programming', id: 'course-python-basics', number: 3 }],
  ['video', { heading: 'Tour', src: '/demo/classroom-tour.mp4', poster: '/demo/page-video-poster.svg', caption: 'The classroom in two minutes.' }],
  ['text', { heading: 'Plain words', body: 'First paragraph.\n\nSecond paragraph.' }],
  ['search', { heading: 'Find a course' }],
  ['button', { label: 'See every course', link: '/courses', style: 'secondary' }],
  ['booking_course', { heading: 'Book a live session', ids: ['course-go'] }],
  ['listData', { heading: 'Why us', items: [{ title: 'Small classes', body: 'Twelve students at most.', link: '/about' }, { title: 'Certificates', body: 'For every finished course.' }] }],
  ['map', { heading: 'Where we are', latitude: 13.7367, longitude: 100.5605, label: 'Test school, Sukhumvit Road' }],
  [
    'custom',
    {
      heading: 'Notes',
      html: '<p>Made <strong>by hand</strong>.</p><script>window.cptPwned = 1</script><img src="/cpt-missing.png" alt="A missing picture" onerror="window.cptPwned = 2"><a href="/courses">All our courses</a>',
    },
  ],
  ['banner', { image: '/demo/page-banner.svg', alt: 'Test banner offer', link: '/courses' }],
  ['iframeAutoSignin', { heading: 'Live room', title: 'The live classroom', src: '/iframe/courses/course-python-basics', height: 320 }],
  [
    'ExternalLesson',
    {
      heading: 'Free lessons',
      lessons: [
        { title: 'Intro to Python', url: 'https://www.youtube.com/watch?v=rfscVS0vtbw', duration: '4 h' },
        { title: 'Design basics', url: 'https://vimeo.com/76979871', provider: 'Vimeo' },
        { title: 'Reading list', url: 'https://example.org/reading', provider: 'Example Library' },
      ],
    },
  ],
  ['footer', { style: 'footerSystemTwo' }],
];

const moduleRecords = (pageId: string, modules: [ModuleType, Record<string, unknown>][]) =>
  modules.map(([type, data], index) => ({ id: `${pageId}-${index + 1}`, page_id: pageId, type, ordering: (index + 1) * 10, name: type, custom_name: '', data }));

/**
 * The storefront routes a path to a custom page by the site settings' route list, which the API
 * caches for half a minute; the test pages' paths are added to the real settings answer instead,
 * in the first load (/boot.js) and in the application's own request for the settings.
 */
async function routeToTestPages(target: Page, paths: readonly string[]) {
  const entries = paths.map((path) => ({ path, is_public: true, component: 'customPage' }));
  await target.route(
    (address) => address.pathname === '/public/settings' || address.pathname === '/public/first-load',
    async (route) => {
      try {
        const response = await route.fetch();
        const answer = (await response.json()) as SiteSettings | FirstLoad;
        const settings = 'settings' in answer ? answer.settings : answer;
        settings.routes.customPages.push(...entries);
        await route.fulfill({ response, json: answer });
      } catch {
        // The page went (a frame's page closed, the test moved on) while its request was under way.
        await route.abort().catch(() => undefined);
      }
    },
  );
}

describe('every module type on a page of its own', () => {
  const db = () => localDatabase();
  const framePort = new URL(inject('webUrl')).port;
  const otherOrigin = `http://localhost:${framePort}`;
  const pages = [
    { page: testPage({ ...TEST_PAGE, name: 'Every module', header: false, footer: false }), modules: moduleRecords(TEST_PAGE.id, [...EVERY_MODULE, ['course', { heading: 'Nothing chosen', ids: [] }]]) },
    { page: testPage({ ...DETAIL_PAGE, name: 'Article' }), modules: moduleRecords(DETAIL_PAGE.id, [['articleDetail', { from_path: true }]]) },
    {
      page: testPage({ ...FRAME_PAGE, name: 'Frames' }),
      modules: moduleRecords(FRAME_PAGE.id, [
        ['iframeAutoSignin', { title: 'Trusted partner', src: `${otherOrigin}/cpt-trusted`, origin: otherOrigin, height: 200 }],
        ['iframeAutoSignin', { title: 'Untrusted partner', src: `${otherOrigin}/cpt-untrusted`, origin: 'https://partner.example', height: 200 }],
      ]),
    },
  ];

  beforeAll(async () => {
    const database = db();
    for (const category of [ARTICLE_CATEGORY, REVIEW_CATEGORY, GALLERY_CATEGORY]) await database.categories.put(category).go();
    await database.articles.put(ARTICLE).go();
    await database.reviews.put(REVIEW).go();
    await database.galleries.put(GALLERY).go();
    await database.promotions.put(PROMOTION).go();
    await database.instructorProfiles.put(INSTRUCTOR).go();
    for (const { page: record, modules } of pages) {
      await database.customPages.put(record).go();
      for (const module of modules) await database.pageModules.put(module).go();
    }
  });
  afterAll(async () => {
    const database = db();
    for (const { page: record, modules } of pages) {
      for (const module of modules) await database.pageModules.delete({ page_id: module.page_id, ordering: module.ordering, id: module.id }).go();
      await database.customPages.delete({ id: record.id }).go();
    }
    await database.articles.delete({ id: ARTICLE.id }).go();
    await database.reviews.delete({ id: REVIEW.id }).go();
    await database.galleries.delete({ id: GALLERY.id }).go();
    await database.promotions.delete({ id: PROMOTION.id }).go();
    await database.instructorProfiles.delete({ id: INSTRUCTOR.id }).go();
    for (const category of [ARTICLE_CATEGORY, REVIEW_CATEGORY, GALLERY_CATEGORY]) await database.categories.delete({ id: category.id }).go();
  });

  it('renders each of the 31 types from its data', async () => {
    page = await browser.newPage();
    const featureBodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/public\/custompage\/course(\?|$)/.test(request.url())) featureBodies.push(request.postData() ?? '');
    });
    await routeToTestPages(page, [TEST_PAGE.path]);
    await page.goto(url(TEST_PAGE.path));
    await expect.poll(() => heading().textContent()).toBe('Every module');
    // Thirteen of them are chunks of their own, which the dev server compiles on first request.
    await expect.poll(moduleTypes, { timeout: 15_000 }).toEqual(EVERY_MODULE.map(([type]) => type));
    const section = (type: ModuleType) => page.locator(`[data-module="${type}"]`);
    const texts = (locator: Locator) => locator.evaluateAll((nodes) => nodes.map((node) => node.textContent?.replace(/\s+/g, ' ').trim()));

    // The page turns the system header and footer off and places other styles itself.
    expect(await page.locator('.site > header, .site > footer').count()).toBe(0);
    expect(await section('header').locator('header.site-header--two .brand').textContent()).toContain('Learning Marketplace');
    expect(await section('footer').locator('footer.site-footer--two').getByRole('link', { name: /^(Articles|บทความ)$/ }).getAttribute('href')).toBe('/article');

    expect(await section('slide').locator('.cp-slide__title').textContent()).toBe('Every module, one page');
    expect(await section('aboutus').getByRole('heading', { level: 2 }).textContent()).toBe('About the test school');
    expect(await texts(section('aboutus').locator('p'))).toEqual(['We teach programming and data.', 'Since 2020, in Bangkok.']);
    expect(await section('aboutus').getByRole('img').getAttribute('alt')).toBe('Our classroom');
    expect(await section('contactus').getByRole('link', { name: 'school@example.com' }).getAttribute('href')).toBe('mailto:school@example.com');
    expect(await texts(section('howtobookingcourse').locator('.cp-steps__title'))).toEqual([expect.stringMatching(/Choose a time$/), expect.stringMatching(/Join the session$/)]);

    // §2: the first list module (course_category) has the head tag; later list modules use h3 and their cards h4.
    expect(await page.locator('[data-head-tag]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-module')))).toEqual(['course_category']);
    await expect.poll(() => texts(section('course').getByRole('heading', { level: 4 }))).toEqual(['Python for beginners']);
    await expect.poll(() => section('article').getByRole('link', { name: ARTICLE.title }).getAttribute('href')).toBe(`/article/${ARTICLE.slug}`);
    expect(await section('article').textContent()).toMatch(/(By|โดย) Anong K\./);
    await expect.poll(() => section('promotion').getByRole('link', { name: PROMOTION.title }).getAttribute('href')).toBe(`/promotion/${PROMOTION.id}`);
    expect(await section('promotion').locator('.cp-card__discount').textContent()).toMatch(/^(15% off|ลด 15%)$/);
    await expect.poll(() => texts(section('product').getByRole('heading', { level: 4 }))).toEqual(['Python workbook', 'Data science handbook']);
    expect(await texts(section('product').locator('.sf-price__now'))).toEqual(['฿450', expect.stringContaining('฿590')]);
    await expect.poll(() => section('review').getByRole('link', { name: REVIEW.title }).getAttribute('href')).toBe(`/review/${REVIEW.id}`);
    expect(await section('review').locator('.cp-stars').textContent()).toMatch(/(Rated 4 out of 5|คะแนน 4 จาก 5)$/);
    await expect.poll(() => texts(section('gallery').locator('figcaption'))).toEqual(['The studio', 'The library corner']);
    // No instructor page of the site's is theirs: the system's instructor page.
    await expect.poll(() => section('instructor').getByRole('link', { name: INSTRUCTOR.name }).getAttribute('href')).toBe(`/private/instructors/${INSTRUCTOR.id}`);

    // One item each: the module's heading is the item's title.
    await expect.poll(() => section('instructorDetail').getByRole('heading', { level: 2 }).textContent()).toBe(INSTRUCTOR.name);
    expect(await section('instructorDetail').textContent()).toContain(INSTRUCTOR.headline);
    await expect.poll(() => section('articleDetail').getByRole('heading', { level: 2 }).textContent()).toBe(ARTICLE.title);
    expect(await texts(section('articleDetail').locator('.cp-text'))).toEqual(['A syllabus lists what each week covers.', 'Read the projects first: they show what you will be able to do.']);
    await expect.poll(() => section('reviewDetail').getByRole('heading', { level: 2 }).textContent()).toBe(REVIEW.title);
    expect(await section('reviewDetail').textContent()).toContain('The quizzes helped me');
    await expect.poll(() => section('itemCourseDetail').getByRole('heading', { level: 2 }).textContent()).toBe('Data analysis with pandas');
    expect(await section('itemCourseDetail').getByRole('link', { name: /^(View the course|ดูรายละเอียดคอร์ส) ?: Data analysis with pandas$/ }).getAttribute('href')).toBe('/courses/course-pandas');
    await expect.poll(() => section('relatedCourse').locator('.sf-card').count()).toBe(3);
    expect(await texts(section('relatedCourse').locator('.sf-card__title'))).not.toContain('Python for beginners');

    const video = section('video').locator('video');
    expect(await video.evaluate((element) => element instanceof HTMLVideoElement && element.controls && typeof element.play === 'function')).toBe(true);
    expect(await video.getAttribute('src')).toBe('/demo/classroom-tour.mp4');
    expect(await texts(section('text').locator('p'))).toEqual(['First paragraph.', 'Second paragraph.']);

    // The search box finds a seeded course by name, and says so when nothing matches.
    const search = section('search');
    await search.getByRole('searchbox').fill('pandas');
    await search.getByRole('button', { name: /^(Search|ค้นหา)$/ }).click();
    await expect.poll(() => texts(search.locator('.sf-card__title'))).toEqual(['Data analysis with pandas']);
    // Products are found by the words of their name too, after the courses.
    await search.getByRole('searchbox').fill('python work');
    await search.getByRole('button', { name: /^(Search|ค้นหา)$/ }).click();
    await expect.poll(() => texts(search.locator('[data-product-id] .sf-card__title'))).toEqual(['Python workbook']);
    await search.getByRole('searchbox').fill('no-such-course-zz');
    await search.getByRole('button', { name: /^(Search|ค้นหา)$/ }).click();
    await expect.poll(() => search.getByRole('status').textContent()).toMatch(/^(No courses found for “no-such-course-zz”\.|ไม่พบคอร์สสำหรับ “no-such-course-zz”)$/);
    expect(await search.locator('.sf-card').count()).toBe(0);

    const button = section('button').getByRole('link', { name: 'See every course' });
    expect(await button.getAttribute('href')).toBe('/courses');
    expect(await button.getAttribute('class')).not.toContain('button--primary');
    await expect.poll(() => section('booking_course').getByRole('link', { name: /Go/ }).getAttribute('href')).toBe('/myaccount/student/booking/course-go');
    expect(await texts(section('listData').getByRole('heading', { level: 3 }))).toEqual(['Small classes', 'Certificates']);
    expect(await section('listData').getByRole('link', { name: 'Small classes' }).getAttribute('href')).toBe('/about');

    const map = section('map').locator('iframe');
    expect(await map.getAttribute('title')).toMatch(/^(Map of|แผนที่) Test school, Sukhumvit Road$/);
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,-]+&layer=mapnik&marker=13\.7367,100\.5605$/);
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await section('map').getByRole('link').getAttribute('href')).toContain('mlat=13.7367&mlon=100.5605');

    // Custom HTML keeps its markup and loses its script and handler.
    const custom = section('custom').locator('.cp-custom');
    expect(await custom.locator('strong').textContent()).toBe('by hand');
    const html = await custom.innerHTML();
    expect(html).not.toMatch(/<script|onerror|cptPwned/);
    await expect.poll(() => custom.getByRole('img', { name: 'A missing picture' }).evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cptPwned?: number }).cptPwned)).toBeUndefined();

    expect(await section('banner').getByRole('img').getAttribute('alt')).toBe('Test banner offer');
    const frame = section('iframeAutoSignin').locator('iframe');
    expect(await frame.getAttribute('title')).toBe('The live classroom');
    expect(await frame.getAttribute('src')).toBe('/iframe/courses/course-python-basics');

    const lessons = section('ExternalLesson');
    expect(await lessons.locator('iframe').evaluateAll((frames) => frames.map((f) => [f.getAttribute('title'), f.getAttribute('src')]))).toEqual([
      [expect.stringMatching(/Intro to Python$/), 'https://www.youtube-nocookie.com/embed/rfscVS0vtbw'],
      [expect.stringMatching(/Design basics$/), 'https://player.vimeo.com/video/76979871'],
    ]);
    expect(await lessons.getByRole('link', { name: /Reading list/ }).getAttribute('href')).toBe('https://example.org/reading');
    expect(await texts(lessons.locator('.cp-card__meta'))).toEqual(['YouTube · 4 h', 'Vimeo', 'Example Library']);

    // §5: the course module with no ids made no request and shows nothing.
    expect(await page.getByRole('heading', { name: 'Nothing chosen' }).count()).toBe(0);
    expect(featureBodies.length).toBeGreaterThanOrEqual(2);
    for (const body of featureBodies) expect(body).not.toMatch(/name="data"\r\n\r\n\[\]/);
    await screenshot(page, 'custom page every module type');

    // A site link in custom HTML goes through the router: the document (and this mark in it) stays.
    await page.evaluate(() => Object.assign(window, { cptSameDocument: true }));
    await custom.getByRole('link', { name: 'All our courses' }).click();
    await page.waitForURL(url('/courses'));
    expect(await page.evaluate(() => (window as unknown as { cptSameDocument?: boolean }).cptSameDocument)).toBe(true);
  });

  it('shows the article a detail path names, and says when there is none', async () => {
    page = await browser.newPage();
    await routeToTestPages(page, [DETAIL_PAGE.path]);
    await page.goto(url(`/cpt-article/${ARTICLE.slug}`));
    const detail = page.locator('[data-module="articleDetail"]');
    await expect.poll(() => detail.getByRole('heading', { level: 2 }).textContent()).toBe(ARTICLE.title);
    expect(await detail.locator('.cp-detail__lead').textContent()).toBe(ARTICLE.summary);
    await page.goto(url('/cpt-article/no-such-article'));
    await expect.poll(() => detail.locator('.cp-state').textContent()).toMatch(/^(This item could not be found|ไม่พบรายการนี้)/);
  });

  it('posts the signed-in client’s token to the named origin’s frame only', async () => {
    page = await browser.newPage();
    // Every frame records the messages it is posted, from its first script on.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { cptMessages: unknown[] }).cptMessages = seen;
      window.addEventListener('message', (event) => seen.push({ origin: event.origin, data: event.data }));
    });
    await routeToTestPages(page, [FRAME_PAGE.path]);
    await page.goto(url(`/signin?from=${encodeURIComponent(FRAME_PAGE.path)}`));
    await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill('student');
    await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill('Demo#2026pass');
    await page.getByRole('button', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).click();
    await page.waitForURL(url(FRAME_PAGE.path));
    const frames = page.locator('[data-module="iframeAutoSignin"] iframe');
    await frames.nth(1).waitFor();
    await frames.nth(1).scrollIntoViewIfNeeded();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lm.session.client') ?? '{}') as { token: string; user: { id: string } });
    const messagesOf = (name: string) => page.frames().find((frame) => frame.url().includes(name))?.evaluate(() => (window as unknown as { cptMessages?: unknown[] }).cptMessages) ?? Promise.resolve(undefined);
    await expect.poll(() => messagesOf('/cpt-trusted'), { timeout: 15_000 }).toEqual([{ origin: new URL(url('/')).origin, data: { type: 'lm:signin', token: session.token, user_id: session.user.id } }]);
    await expect.poll(() => page.frames().find((frame) => frame.url().includes('/cpt-untrusted'))?.evaluate(() => document.readyState), { timeout: 15_000 }).toBe('complete');
    expect(await messagesOf('/cpt-untrusted')).toEqual([]);
  });
});
