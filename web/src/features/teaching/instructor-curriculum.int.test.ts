import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import type { CurriculumSection, PublicCurriculum } from '@lm/shared';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
/** One of the demo instructor's courses, which no other suite reads or changes. */
const COURSE = 'course-react';
const COURSE_TITLE = 'Web apps with React';
const COURSES = '/myaccount/instructor/courses';
const CURRICULUM = `${COURSES}/${COURSE}/curriculum`;
/** The seeded course's outline, put back once the tests are done. */
let seeded: CurriculumSection[] = [];
const stamp = `iv${Date.now().toString(36)}`;
const work = mkdtempSync(join(tmpdir(), 'instructor-videos-'));
const pattern = join(work, 'welcome.mp4');

beforeAll(async () => {
  const admin = await apiSignIn('admin');
  const answer = await api(`/api/courses/${COURSE}/curriculum`, { token: admin.id_token });
  await apiSignOut(admin);
  expect(answer.status, answer.text).toBe(200);
  seeded = (answer.body as unknown as { sections: CurriculumSection[] }).sections;
  // ffmpeg's test pattern with a tone, 640x360, 2 s: a short video as an instructor would upload one.
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=2', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', pattern]);
});

afterAll(async () => {
  const admin = await apiSignIn('admin');
  const restored = await api(`/api/courses/${COURSE}/curriculum`, { method: 'PUT', token: admin.id_token, json: { sections: seeded } });
  // The videos this file uploaded go, with their files.
  const filters = encodeURIComponent(JSON.stringify([{ column: 'title', operator: 'contain', value: stamp }]));
  const made = ((await api(`/api/videos?filters=${filters}`, { token: admin.id_token })).body as unknown as { rows?: { id: string }[] }).rows ?? [];
  if (made.length > 0) await api('/api/videos/delete', { token: admin.id_token, json: { ids: made.map((row) => row.id) } });
  await apiSignOut(admin);
  rmSync(work, { recursive: true, force: true });
  expect(restored.status, restored.text).toBe(200);
});

/** The sections' headings, then each section's lessons' headings, in order. */
const outlineOf = (editor: Locator) =>
  editor
    .getByRole('list', { name: 'Sections of the course' })
    .evaluate((list) =>
      [...list.querySelectorAll(':scope > li')].map((item) => [
        item.querySelector('h3')?.textContent ?? '',
        [...item.querySelectorAll('article h4')].map((heading) => heading.textContent ?? ''),
      ]),
    );

/** The course's curriculum page with its outline loaded. */
async function curriculumOf(page: Page) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(COURSE_TITLE);
  const editor = page.getByRole('region', { name: 'Curriculum' });
  await expect.poll(() => editor.getByRole('list', { name: 'Sections of the course' }).count(), { timeout: 20_000 }).toBe(1);
  return editor;
}

describe('the instructor’s curriculum editor in Chromium against the local stack', () => {
  it('lists the demo instructor’s courses, opens one, moves a lesson with the keyboard, saves, and keeps the order after a reload', { timeout: 150_000 }, async () => {
    // Signed in through the instructor sign-in, which leads back to the page asked for.
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
    await page.goto(suite.url(COURSES));
    await page.waitForURL(/\/signininstructor\?from=/);
    await suite.signIn(page, 'instructor');
    await page.waitForURL(suite.url(COURSES));

    // Their three courses, each leading to its curriculum.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My courses');
    const cards = page.locator('[data-course-id]');
    await expect.poll(() => cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-course-id')).sort())).toEqual(['course-git', 'course-javascript', 'course-react']);
    const card = page.locator(`[data-course-id="${COURSE}"]`);
    expect(await card.getByText('Published').count()).toBe(1);
    expect(await card.getByText('4 lessons').count()).toBe(1);
    await screenshot(page, 'instructor courses');
    await card.getByRole('link', { name: COURSE_TITLE, exact: true }).click();
    await page.waitForURL(suite.url(CURRICULUM));

    const editor = await curriculumOf(page);
    await expect.poll(() => outlineOf(editor)).toEqual([
      ['Section 1: Components', ['Lesson 1.1: JSX', 'Lesson 1.2: Props and children']],
      ['Section 2: State', ['Lesson 2.1: useState', 'Lesson 2.2: Effects and data']],
    ]);
    expect(await editor.getByText('Unsaved changes').count()).toBe(0);

    // A video lesson offers the library's ready videos; one that holds nothing goes without a question.
    const state = editor.getByRole('region', { name: 'Section 2: State' });
    await state.getByRole('button', { name: 'Add lesson to “State”' }).click();
    const added = state.getByRole('article', { name: 'Lesson 2.3: Untitled lesson' });
    const videoSelect = added.getByLabel('Video', { exact: true });
    await expect.poll(() => videoSelect.isEnabled()).toBe(true);
    expect(await videoSelect.locator('option').allTextContents()).toContain('Welcome to the course (Ready)');
    // A quiz lesson offers the quizzes by their titles.
    await added.getByLabel('Kind', { exact: true }).selectOption({ label: 'Quiz' });
    const quizSelect = added.getByLabel('Quiz', { exact: true });
    await expect.poll(() => quizSelect.isEnabled()).toBe(true);
    expect(await quizSelect.locator('option').allTextContents()).toContain('Python basics quiz');
    // A homework lesson, the homework by their titles.
    await added.getByLabel('Kind', { exact: true }).selectOption({ label: 'Homework' });
    const homeworkSelect = added.getByLabel('Homework', { exact: true });
    await expect.poll(() => homeworkSelect.isEnabled()).toBe(true);
    expect(await homeworkSelect.locator('option').allTextContents()).toContain('Homework: your first function');
    await added.getByRole('button', { name: 'Remove lesson “Untitled lesson”' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => editor.getByText('Unsaved changes').count()).toBe(0);

    // "Props and children" goes first with its Move up button, pressed from the keyboard: the focus stays on the lesson.
    const up = editor.getByRole('button', { name: 'Move up: lesson “Props and children”' });
    await up.focus();
    await page.keyboard.press('Enter');
    const arranged = [
      ['Section 1: Components', ['Lesson 1.1: Props and children', 'Lesson 1.2: JSX']],
      ['Section 2: State', ['Lesson 2.1: useState', 'Lesson 2.2: Effects and data']],
    ];
    await expect.poll(() => outlineOf(editor)).toEqual(arranged);
    await expect.poll(() => editor.getByRole('button', { name: 'Move down: lesson “Props and children”' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await editor.getByText('Unsaved changes').count()).toBe(1);

    await editor.getByRole('button', { name: 'Save curriculum' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Saved the curriculum of “${COURSE_TITLE}”.` }).count()).toBe(1);
    await expect.poll(() => editor.getByText('Unsaved changes').count()).toBe(0);
    await screenshot(page, 'instructor curriculum saved');

    // After a reload the course opens in the order saved, and everyone's course page shows it.
    await page.reload();
    await expect.poll(async () => outlineOf(await curriculumOf(page))).toEqual(arranged);
    const course = await api(`/public/courses/${COURSE}`);
    const outline = (course.body as unknown as { curriculum: PublicCurriculum }).curriculum;
    expect(outline[0]?.lessons.map((lesson) => lesson.title)).toEqual(['Props and children', 'JSX']);

    // Put back as seeded through the editor too: JSX goes first again.
    const again = await curriculumOf(page);
    const jsxUp = again.getByRole('button', { name: 'Move up: lesson “JSX”' });
    await jsxUp.focus();
    await page.keyboard.press('Enter');
    await again.getByRole('button', { name: 'Save curriculum' }).click();
    await expect.poll(() => again.getByText('Unsaved changes').count()).toBe(0);
    const restored = await api(`/public/courses/${COURSE}`);
    expect((restored.body as unknown as { curriculum: PublicCurriculum }).curriculum[0]?.lessons.map((lesson) => lesson.title)).toEqual(['JSX', 'Props and children']);
  });

  it('tells the instructor that a course of someone else is not theirs', { timeout: 120_000 }, async () => {
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
    await page.goto(suite.url(`/signininstructor?from=${encodeURIComponent(`${COURSES}/course-python-basics/curriculum`)}`));
    await suite.signIn(page, 'instructor');
    await page.waitForURL(suite.url(`${COURSES}/course-python-basics/curriculum`));
    await expect.poll(() => page.getByText('This course is not one you teach.').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('region', { name: 'Curriculum' }).count()).toBe(0);
  });

  it('uploads a short video on the instructor’s videos page and sees it listed, ready, and offered for a lesson', { timeout: 120_000 }, async () => {
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
    await page.goto(suite.url(`/signininstructor?from=${encodeURIComponent(COURSES)}`));
    await suite.signIn(page, 'instructor');
    await page.waitForURL(suite.url(COURSES));
    // From their courses to their videos.
    await page.getByRole('link', { name: 'My videos' }).click();
    await page.waitForURL(suite.url('/myaccount/instructor/videos'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('My videos');
    const list = page.getByRole('list', { name: 'Your videos' });
    // The talk the seed added for them is there, an external link, ready.
    await expect.poll(() => list.getByRole('listitem').filter({ hasText: 'Ines on thinking in React' }).locator('[data-video-state]').textContent(), { timeout: 20_000 }).toBe('Ready');

    // The server's message for an external video without its link, beside its field.
    const form = page.getByRole('form', { name: 'Add a video' });
    const title = `Welcome ${stamp}`;
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'YouTube or Vimeo link' });
    await form.getByRole('button', { name: 'Add video' }).click();
    await expect.poll(() => form.getByText('An external video needs its link (YouTube or Vimeo).').count()).toBe(1);

    await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Uploaded file (played as it is)' });
    await form.getByRole('button', { name: 'Add video' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Added the video “${title}”` }).count()).toBe(1);
    const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect.poll(() => item.locator('[data-video-state]').textContent()).toBe('Waiting for a file');

    // The back office's upload panel, through the instructor's routes: progress to 100 %, then ready.
    const panel = item.getByRole('region', { name: 'Video file' });
    await panel.getByLabel('Choose the video file', { exact: true }).setInputFiles(pattern);
    const progress = panel.getByRole('progressbar', { name: 'Upload progress' });
    await expect.poll(async () => (await progress.count()) > 0 && (await progress.getAttribute('value')) === (await progress.getAttribute('max'))).toBe(true);
    await expect.poll(() => page.getByRole('status').filter({ hasText: `The file of the video “${title}” is uploaded.` }).count()).toBe(1);
    await expect.poll(() => panel.getAttribute('data-video-status')).toBe('ready');
    await expect.poll(() => item.locator('[data-video-state]').textContent()).toBe('Ready');
    await screenshot(page, 'instructor video uploaded');

    // Listed after a reload too, and offered for a video lesson of their course.
    await page.reload();
    await expect.poll(() => list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) }).locator('[data-video-state]').textContent(), { timeout: 20_000 }).toBe('Ready');
    await page.goto(suite.url(CURRICULUM));
    const editor = await curriculumOf(page);
    const state = editor.getByRole('region', { name: 'Section 2: State' });
    await state.getByRole('button', { name: 'Add lesson to “State”' }).click();
    const videoSelect = state.getByRole('article', { name: 'Lesson 2.3: Untitled lesson' }).getByLabel('Video', { exact: true });
    await expect.poll(() => videoSelect.isEnabled()).toBe(true);
    expect(await videoSelect.locator('option').allTextContents()).toContain(`${title} (Ready)`);
  });
});
