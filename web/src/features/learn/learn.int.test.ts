import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import type { LearnCourse } from '@lm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();

/** The demo student owns it; its first two lessons show the seeded ready HLS video, the first a free preview. */
const COURSE = 'course-python-basics';
const LEARN = `/courses/${COURSE}/learn`;
const STUDENTS = ['student', 'student2'] as const;
const pdpaBefore: Partial<Record<string, number>> = {};
const userId = (username: string) => inject('userIds')[username] as string;

beforeAll(async () => {
  // The consent dialog would cover the pages; its own test lives in the shell suite.
  for (const username of STUDENTS) {
    pdpaBefore[username] = (await db.users.get({ userId: userId(username) }).go()).data?.pdpaApproved;
    await db.users.patch({ userId: userId(username) }).set({ pdpaApproved: 1 }).go();
  }
  // The second lesson starts from its beginning, whatever another file saved of it.
  const session = await apiSignIn('student');
  const reset = await api(`/api/me/courses/${COURSE}/lessons/your-first-script/progress`, { method: 'PUT', json: { position_seconds: 0 }, token: session.id_token });
  expect(reset.status, reset.text).toBe(200);
  await apiSignOut(session);
});

afterAll(async () => {
  for (const username of STUDENTS) await db.users.patch({ userId: userId(username) }).set({ pdpaApproved: pdpaBefore[username] }).go();
});

/** A page in English at `path`. */
async function englishPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url(path));
  return page;
}

async function signedIn(username: string, path: string): Promise<Page> {
  const page = await englishPage(`/signin?from=${encodeURIComponent(path)}`);
  await suite.signIn(page, username);
  return page;
}

const video = (page: Page) => page.locator('video.ln-player__video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
const outline = (page: Page) => page.getByRole('navigation', { name: 'Lessons of the course' });

/**
 * Waits for the lesson's video to know its length, paused as a lesson opens, then plays it by the
 * player's key (a gesture, as the browser's autoplay rule wants). Opening the next lesson keeps the
 * element and swaps its source, so until the swap the one before still plays: a key pressed then
 * would pause that one.
 */
async function play(page: Page): Promise<void> {
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState >= 1 && element.paused), { timeout: 20_000 }).toBe(true);
  await page.keyboard.press('k');
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
}

describe('the learn page in Chromium against the local stack', () => {
  it('plays the demo student’s lessons, resumes where they paused after a reload, and marks a lesson done at its end', { timeout: 150_000 }, async () => {
    const page = await signedIn('student', LEARN);
    await page.waitForURL(new RegExp(`${LEARN}\\?lesson=`));

    // No site header or footer: the course's title leads back to its page, beside the course's progress.
    expect(await page.locator('header.site-header').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Python for beginners' }).getAttribute('href')).toBe(`/courses/${COURSE}`);
    expect(await page.getByRole('progressbar', { name: 'Course progress' }).isVisible()).toBe(true);
    // Everything opens for the student: no padlock, no preview badge.
    expect(await outline(page).getByText('Free preview').count()).toBe(0);
    expect(await outline(page).getByText('Locked').count()).toBe(0);

    await outline(page).getByRole('link', { name: /Installing Python/ }).click();
    await page.waitForURL(url(`${LEARN}?lesson=installing-python`));
    await expect.poll(() => outline(page).getByRole('link', { name: /Installing Python/ }).getAttribute('aria-current')).toBe('page');
    await play(page);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);

    // The second lesson: about 4 s played, then a pause saves the position.
    await outline(page).getByRole('link', { name: /Your first script/ }).click();
    await page.waitForURL(url(`${LEARN}?lesson=your-first-script`));
    await play(page);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/lessons/your-first-script/progress'));
    await page.keyboard.press('k');
    expect((await saved).status()).toBe(200);
    expect(((await (await saved).json()) as { position_seconds: number }).position_seconds).toBeGreaterThanOrEqual(3);

    await page.reload();
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // No button finishes a video: the server counts the time watched (the API suite tries skipping).
    const before = await page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('value');
    expect(await page.getByRole('button', { name: 'Mark complete' }).count()).toBe(0);
    // Watched on to its end, the lesson is done: a tick in the list, and the course's percent moves.
    await page.keyboard.press('k');
    await expect.poll(() => outline(page).getByRole('link', { name: /^Your first script Completed/ }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText('Completed', { exact: true }).last().isVisible()).toBe(true);
    expect(Number(await page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('value'))).toBeGreaterThan(Number(before));

    // The student area: the course's progress and the way back in, and the dashboard's last lesson.
    await page.goto(url('/myaccount/student/course'));
    const card = page.locator(`[data-course-id="${COURSE}"]`);
    await expect.poll(() => card.getByRole('link', { name: 'Continue', exact: true }).getAttribute('href')).toBe(`${LEARN}?lesson=your-first-script`);
    expect(await card.getByRole('progressbar', { name: 'Course progress' }).isVisible()).toBe(true);
    await page.goto(url('/myaccount/student/dashboard'));
    const resume = page.getByRole('region', { name: 'Continue learning' });
    await expect.poll(() => resume.getByText('Last lesson: Your first script').isVisible()).toBe(true);
    expect(await resume.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`${LEARN}?lesson=your-first-script`);
    // The daily activity: the seed's days in a row up to yesterday, and today's lesson, make a streak; 14 days in the chart's table.
    const activity = page.getByRole('region', { name: 'Your learning' });
    await expect.poll(() => activity.getByText(/^\d+-day streak$/).textContent()).toMatch(/^([6-9]|\d{2,})-day streak$/);
    expect(await activity.getByRole('table', { name: 'Minutes learned on each of the last 14 days' }).locator('tbody tr').count()).toBe(14);
    // On a 390 px phone the chart's table, there for screen readers, takes no room.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('offers a file lesson’s file to the student who bought the course: the Download button saves it under its name', { timeout: 90_000 }, async () => {
    const page = await signedIn('student', `${LEARN}?lesson=python-cheat-sheet`);
    await page.waitForURL(url(`${LEARN}?lesson=python-cheat-sheet`));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Python cheat sheet' }).count(), { timeout: 20_000 }).toBe(1);
    // The lesson's content loads after its title, which the outline already holds.
    await expect.poll(() => page.getByText('python-cheat-sheet.pdf', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await saved).suggestedFilename()).toBe('python-cheat-sheet.pdf');

    // Under the lesson, the recordings of the course's classes: one plays in place.
    const recordings = page.getByRole('region', { name: 'Class recordings' });
    await expect.poll(() => recordings.getByText('Live Q&A: loops and lists', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await recordings.getByText('20 Nov 2026', { exact: false }).count()).toBe(1);
    // Its link refused once, as one past its hours is, the player asks for the links again and plays.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(inject('apiUrl')) && request.url().endsWith('/recordings')) asked.push(request.url());
    });
    let refusing = 1;
    const signed = (address: URL) => address.searchParams.has('X-Amz-Signature');
    await page.route(signed, async (route) => (refusing-- > 0 ? route.fulfill({ status: 403, body: 'Request has expired' }) : route.continue()));
    await recordings.getByRole('button', { name: 'Watch' }).click();
    const recording = recordings.getByLabel('Recording of Live Q&A: loops and lists');
    const playable = () => recording.evaluate((element: HTMLVideoElement) => element.readyState >= 1 && element.duration > 5);
    await expect.poll(playable, { timeout: 20_000 }).toBe(true);
    expect(asked).toHaveLength(1);
    expect(await recordings.getByRole('alert').count()).toBe(0);

    // Refused again right after, it says so; trying again plays it.
    await recordings.getByRole('button', { name: 'Close' }).click();
    expect(await recording.count()).toBe(0);
    refusing = 2;
    await recordings.getByRole('button', { name: 'Watch' }).click();
    await expect.poll(() => recordings.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('The recording could not be played.');
    await recordings.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(playable, { timeout: 20_000 }).toBe(true);
    expect(await recordings.getByRole('alert').count()).toBe(0);
    await page.unroute(signed);
    await recordings.getByRole('button', { name: 'Close' }).click();
    expect(await recording.count()).toBe(0);
  });

  it('plays a free preview to a visitor, says how to get a locked lesson, and shows a course that is not there as not found', { timeout: 90_000 }, async () => {
    const page = await englishPage(LEARN);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(inject('apiUrl')) && request.url().endsWith('/progress')) saves.push(request.url());
    });
    await page.waitForURL(url(`${LEARN}?lesson=installing-python`));
    const preview = outline(page).getByRole('link', { name: /Installing Python/ });
    expect(await preview.getByText('Free preview').isVisible()).toBe(true);
    expect(await outline(page).getByRole('link', { name: /^Your first script Locked/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Mark complete' }).count()).toBe(0);

    await play(page);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    await page.keyboard.press('k');

    await outline(page).getByRole('link', { name: /Your first script/ }).click();
    await page.waitForURL(url(`${LEARN}?lesson=your-first-script`));
    await expect.poll(() => page.getByText('Sign in and buy this course to open this lesson.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Buy this course' }).getAttribute('href')).toBe(`/cart/${COURSE}`);
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/signin?from=${encodeURIComponent(`${LEARN}?lesson=your-first-script`)}`);
    expect(await video(page).count()).toBe(0);
    // A visitor's watching is kept nowhere.
    expect(saves).toEqual([]);

    await page.goto(url('/courses/no-such-course/learn'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');

    // The production build loads hls.js in a chunk of its own, when a video needs it.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(suite.builtUrl(LEARN));
    await page.waitForURL(suite.builtUrl(`${LEARN}?lesson=installing-python`));
    await play(page);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(scripts.filter((path) => /\/assets\/hls-[^/]+\.js$/.test(path))).toHaveLength(1);
  });

  it('tells a student who has not bought the course to buy it, in Thai too, and folds the lessons away on a phone', { timeout: 90_000 }, async () => {
    let page = await signedIn('student2', `${LEARN}?lesson=your-first-script`);
    await page.waitForURL(url(`${LEARN}?lesson=your-first-script`));
    await expect.poll(() => page.getByText('Buy this course to open this lesson.', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Buy this course' }).getAttribute('href')).toBe(`/cart/${COURSE}`);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // The recordings of the course's classes are its students' only.
    expect(await page.getByRole('region', { name: 'Class recordings' }).count()).toBe(0);
    const learn = (await api(`/public/courses/${COURSE}/learn`)).body as unknown as LearnCourse;
    expect(learn.sections[0]?.lessons[1]).toMatchObject({ id: 'your-first-script', free_preview: false });

    // The same student's page in Thai.
    await page.close();
    page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'th'));
    await page.goto(url(`${LEARN}?lesson=your-first-script`));
    await expect.poll(() => page.getByText('ซื้อคอร์สนี้เพื่อเปิดบทเรียนนี้', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'ซื้อคอร์สนี้' }).getAttribute('href')).toBe(`/cart/${COURSE}`);

    // A 390 px wide phone: the lessons fold under their button, and nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const lessons = page.getByRole('navigation', { name: 'บทเรียนของคอร์ส' });
    await expect.poll(() => lessons.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'บทเรียน', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => lessons.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await lessons.getByRole('link', { name: /Installing Python/ }).click();
    await page.waitForURL(url(`${LEARN}?lesson=installing-python`));
    await expect.poll(() => lessons.isVisible()).toBe(false);
    await expect.poll(() => video(page).isVisible()).toBe(true);
  });
});
