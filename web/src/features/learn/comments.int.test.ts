import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAndSignOut } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();

/** JavaScript essentials is taught by the demo instructor; the demo student is enrolled in it below. */
const COURSE = 'course-javascript';
const LESSON = 'functions-and-scope';
const LEARN = `/courses/${COURSE}/learn?lesson=${LESSON}`;
const studentId = () => inject('userIds').student as string;
const stamp = Date.now().toString(36);
let pdpaBefore: number | undefined;

beforeAll(async () => {
  // The consent dialog would cover the page; its own test lives in the shell suite.
  pdpaBefore = (await db.users.get({ userId: studentId() }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: studentId() }).set({ pdpaApproved: 1 }).go();
  // As a paid order would grant it.
  await db.enrollments.put({ user_id: studentId(), course_id: COURSE, order_id: `browser-${stamp}`, granted_at: new Date().toISOString(), access_until: '2099-01-01T00:00:00.000Z' }).go();
});

afterAll(async () => {
  await db.users.patch({ userId: studentId() }).set({ pdpaApproved: pdpaBefore }).go();
  await db.enrollments.delete({ user_id: studentId(), course_id: COURSE }).go();
});

async function signedIn(page: Page, signInPath: string, username: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url(`${signInPath}?from=${encodeURIComponent(LEARN)}`));
  await suite.signIn(page, username);
  await page.waitForURL(url(LEARN));
}

const discussion = (page: Page) => page.getByRole('region', { name: 'Discussion' });

describe('the discussion under a lesson in Chromium against the local stack', () => {
  it('a student asks, the instructor replies, and the student sees the reply and is notified of it', { timeout: 240_000 }, async () => {
    const question = `ตัวแปร let กับ var ต่างกันอย่างไรครับ <b>${stamp}</b>`;
    const answer = `let อยู่ในบล็อก ส่วน var อยู่ทั้งฟังก์ชันครับ ${stamp}`;

    // The student asks under the lesson.
    const page = await suite.page();
    await signedIn(page, '/signin', 'student');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Functions and scope' }).count(), { timeout: 20_000 }).toBe(1);
    const box = discussion(page).getByRole('textbox', { name: 'Your question or comment' });
    await expect.poll(() => box.isVisible(), { timeout: 20_000 }).toBe(true);
    await box.fill(question);
    await discussion(page).getByRole('button', { name: 'Post' }).click();
    const asked = discussion(page).getByRole('article', { name: 'Comment by Somchai Jaidee' }).filter({ hasText: stamp });
    await expect.poll(() => asked.count(), { timeout: 20_000 }).toBe(1);
    // Shown as typed: the markup is text, not bold.
    expect(await asked.locator('.ln-comment__text').textContent()).toBe(question);
    expect(await asked.locator('b').count()).toBe(0);
    expect(await box.inputValue()).toBe('');

    // The instructor, in a browser of their own, answers it.
    const teacherBrowser = await suite.launch();
    try {
      const teacher = await teacherBrowser.newPage();
      await signedIn(teacher, '/signininstructor', 'instructor');
      const toAnswer = discussion(teacher).getByRole('article', { name: 'Comment by Somchai Jaidee' }).filter({ hasText: stamp });
      await expect.poll(() => toAnswer.count(), { timeout: 20_000 }).toBe(1);
      await toAnswer.getByRole('button', { name: 'Reply to Somchai Jaidee' }).click();
      await discussion(teacher).getByRole('textbox', { name: 'Your reply to Somchai Jaidee' }).fill(answer);
      await discussion(teacher).getByRole('button', { name: 'Send reply' }).click();
      const sent = discussion(teacher).getByRole('article', { name: 'Comment by Ines Teacher' }).filter({ hasText: stamp });
      await expect.poll(() => sent.count(), { timeout: 20_000 }).toBe(1);
      await closeAndSignOut(teacher, inject('apiUrl'));
    } finally {
      await teacherBrowser.dispose();
    }

    // The student reads the reply, with the instructor's badge, under the question.
    await page.reload();
    const reply = discussion(page).getByRole('list', { name: '1 reply' }).getByRole('article', { name: 'Comment by Ines Teacher' });
    await expect.poll(() => reply.count(), { timeout: 20_000 }).toBe(1);
    expect(await reply.locator('.ln-comment__text').textContent()).toBe(answer);
    expect(await reply.getByText('Instructor', { exact: true }).isVisible()).toBe(true);
    // Not theirs: no edit or delete; their own question has both.
    expect(await reply.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await asked.getByRole('button', { name: 'Edit' }).count()).toBe(1);

    // The notification: among the student's announcements, leading back to the lesson at the reply.
    await page.goto(url('/announcement'));
    const notice = page.getByRole('link', { name: 'Ines Teacher ตอบความคิดเห็นของคุณ · replied to your comment' }).first();
    await expect.poll(() => notice.isVisible(), { timeout: 20_000 }).toBe(true);
    await notice.click();
    await expect.poll(() => page.getByText(answer.slice(0, 40)).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL((address) => address.pathname === `/courses/${COURSE}/learn` && address.hash.startsWith('#comment-'));
    const target = page.locator('.ln-comment--target');
    await expect.poll(() => target.count(), { timeout: 20_000 }).toBe(1);
    expect(await target.getAttribute('aria-label')).toBe('Comment by Ines Teacher');
  });
});
