import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();

/** The demo student owns the course; one of its lessons is the seeded homework (scripts/src/seed/homework.ts): out of 10, 6 passes, up to two files. */
const COURSE = 'course-python-basics';
const LESSON = 'python-basics-homework';
const HOMEWORK = `/courses/${COURSE}/learn?lesson=${LESSON}`;
const REVIEWS = '/myaccount/instructor/homework';
const userId = (username: string) => inject('userIds')[username] as string;
let pdpaBefore: number | undefined;

/** The student's submissions, uploads and progress in the lesson are cleared first: the seed's submission waits for review, and other files may have sent one. */
async function clearHomework(): Promise<void> {
  const user_id = userId('student');
  for (const item of (await db.homeworkSubmissions.query.byUser({ user_id, course_id: COURSE, lesson_id: LESSON }).go({ pages: 'all' })).data) await db.homeworkSubmissions.delete(item).go();
  for (const item of (await db.homeworkUploads.query.byUser({ user_id, course_id: COURSE, lesson_id: LESSON }).go({ pages: 'all' })).data) await db.homeworkUploads.delete(item).go();
  await db.lessonProgress.delete({ user_id, course_id: COURSE, lesson_id: LESSON }).go();
}

beforeAll(async () => {
  // The consent dialog would cover the page; its own test lives in the shell suite.
  pdpaBefore = (await db.users.get({ userId: userId('student') }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: userId('student') }).set({ pdpaApproved: 1 }).go();
  await clearHomework();
});

afterAll(async () => {
  await db.users.patch({ userId: userId('student') }).set({ pdpaApproved: pdpaBefore }).go();
});

async function englishPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url(path));
  return page;
}

const outline = (page: Page) => page.getByRole('navigation', { name: 'Lessons of the course' });
const submission = (page: Page, number: number) => page.getByRole('listitem', { name: `Submission ${number}` });
const PATIENT = { timeout: 20_000 };

describe('a homework lesson from submission to score', () => {
  it('lets the demo student read the assignment, attach a file and submit it', { timeout: 120_000 }, async () => {
    const page = await englishPage(`/signin?from=${encodeURIComponent(HOMEWORK)}`);
    await suite.signIn(page, 'student');
    await page.waitForURL(url(HOMEWORK));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Python basics homework' }).count(), PATIENT).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Homework: your first function' }).isVisible(), PATIENT).toBe(true);
    expect(await page.getByText(/Write a function greet\(name\)/).isVisible()).toBe(true);
    expect(await page.getByText('6 of 10').isVisible()).toBe(true);
    expect(await page.getByText(/30 June 2027, end of the day/).isVisible()).toBe(true);
    // Only the instructor's acceptance completes it: no button does.
    expect(await page.getByRole('button', { name: 'Mark complete' }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Submit your work' });
    const submit = form.getByRole('button', { name: 'Submit homework' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Your answer').fill('My greet function is in the file; it prints Hello, Somchai.');
    await form.getByLabel('Attach files (at most 2)').setInputFiles({ name: 'greet.txt', mimeType: 'text/plain', buffer: Buffer.from('def greet(name):\n    return "Hello, " + name\n') });
    await expect.poll(() => form.getByRole('list', { name: 'Attached files' }).getByText('greet.txt', { exact: true }).isVisible(), PATIENT).toBe(true);
    await submit.click();

    await expect.poll(() => page.getByText('Your work was submitted. Your instructor will review it.').isVisible(), PATIENT).toBe(true);
    const sent = submission(page, 1);
    expect(await sent.getByText('Waiting for review').isVisible()).toBe(true);
    expect(await sent.getByRole('button', { name: 'Download greet.txt' }).isVisible()).toBe(true);
    expect(await page.getByText('Your submission is waiting for review: you can submit again once it is reviewed.').isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Submit your work' }).count()).toBe(0);
  });

  it('lets the course’s instructor open the submission, download its file, score it and accept it', { timeout: 120_000 }, async () => {
    const page = await englishPage(`/signininstructor?from=${encodeURIComponent(REVIEWS)}`);
    await suite.signIn(page, 'somchai');
    await page.waitForURL(url(REVIEWS));
    const table = page.getByRole('table', { name: 'Submissions' });
    await expect.poll(() => table.isVisible(), PATIENT).toBe(true);
    // The Python course's submission, not the one the seed accepted in the Git course.
    await table.getByRole('row').filter({ hasText: 'Python for beginners' }).getByRole('link', { name: 'Review submission 1 of Somchai Jaidee' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Submission 1 of Somchai Jaidee' }).isVisible(), PATIENT).toBe(true);
    expect(await page.getByText('My greet function is in the file; it prints Hello, Somchai.').isVisible()).toBe(true);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download greet.txt' }).click();
    expect((await downloaded).suggestedFilename()).toBe('greet.txt');

    const form = page.getByRole('form', { name: 'Your review' });
    await form.getByLabel('Score (0 to 10)').fill('4');
    await form.getByLabel('Accept: the lesson is done').check();
    await form.getByRole('button', { name: 'Save the review' }).click();
    // Below the pass score it cannot be accepted: the server says so.
    await expect.poll(() => form.getByRole('alert').textContent(), PATIENT).toContain('A score below the pass score (6) cannot be accepted');

    await form.getByLabel('Score (0 to 10)').fill('8');
    await form.getByLabel('Comment to the student').fill('Good work: the function and its call are right.');
    await form.getByRole('button', { name: 'Save the review' }).click();
    await expect.poll(() => page.getByText(/: 8 of 10\.$/).isVisible(), PATIENT).toBe(true);
    expect(await page.getByRole('form', { name: 'Your review' }).count()).toBe(0);
  });

  it('shows the student the score, the comment and the lesson completed', { timeout: 120_000 }, async () => {
    const page = await englishPage(`/signin?from=${encodeURIComponent(HOMEWORK)}`);
    await suite.signIn(page, 'student');
    await page.waitForURL(url(HOMEWORK));
    const reviewed = submission(page, 1);
    await expect.poll(() => reviewed.getByText('Score: 8 of 10').isVisible(), PATIENT).toBe(true);
    expect(await reviewed.getByText('Accepted').isVisible()).toBe(true);
    expect(await reviewed.getByText('Good work: the function and its call are right.').isVisible()).toBe(true);
    expect(await page.getByText('Your submission has been accepted: this homework is done.').isVisible()).toBe(true);
    await expect.poll(() => outline(page).getByRole('link', { name: /^Python basics homework Completed/ }).isVisible(), PATIENT).toBe(true);
  });
});
