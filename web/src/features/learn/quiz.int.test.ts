import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();

/** The demo student owns the course; its last lesson is the seeded quiz (scripts/src/seed/quizzes.ts): five of six questions, three attempts of 15 minutes. */
const COURSE = 'course-python-basics';
const LESSON = 'python-basics-quiz';
const QUIZ = `/courses/${COURSE}/learn?lesson=${LESSON}`;
const STUDENT = 'student';
const userId = () => inject('userIds')[STUDENT] as string;
let pdpaBefore: number | undefined;

/**
 * The student's attempts at the quiz and its progress are cleared first: the quiz allows three
 * attempts, and other files (and earlier runs on the same local stack) take some.
 */
async function clearQuiz(): Promise<void> {
  const user_id = userId();
  const attempts = await db.quizAttempts.query.byUser({ user_id, course_id: COURSE, lesson_id: LESSON }).go({ pages: 'all' });
  for (const attempt of attempts.data) await db.quizAttempts.delete({ user_id, course_id: COURSE, lesson_id: LESSON, attempt_id: attempt.attempt_id }).go();
  await db.lessonProgress.delete({ user_id, course_id: COURSE, lesson_id: LESSON }).go();
}

beforeAll(async () => {
  // The consent dialog would cover the page; its own test lives in the shell suite.
  pdpaBefore = (await db.users.get({ userId: userId() }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: userId() }).set({ pdpaApproved: 1 }).go();
  await clearQuiz();
});

afterAll(async () => {
  await db.users.patch({ userId: userId() }).set({ pdpaApproved: pdpaBefore }).go();
});

async function englishPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url(path));
  return page;
}

const outline = (page: Page) => page.getByRole('navigation', { name: 'Lessons of the course' });
const question = (page: Page, text: string) => page.getByRole('group', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

/** Moves the ordering question's items into `target` order with the move-up buttons. */
async function order(group: Locator, target: readonly string[]): Promise<void> {
  for (const [index, item] of target.entries()) {
    for (;;) {
      const shown = await group.locator('.ln-quiz__item-text').allTextContents();
      if (shown.indexOf(item) <= index) break;
      await group.getByRole('button', { name: `Move “${item}” up` }).click();
    }
  }
  expect(await group.locator('.ln-quiz__item-text').allTextContents()).toEqual(target);
}

/** Each seeded question's correct answer, given through its inputs; the attempt asks five of them. */
const ANSWERS: readonly [string, (group: Locator) => Promise<void>][] = [
  ['Which keyword defines a function in Python?', (group) => group.getByRole('radio', { name: 'def', exact: true }).check()],
  ['A Python list can hold values of different types.', (group) => group.getByRole('radio', { name: 'True', exact: true }).check()],
  ["What does len('hello') return?", (group) => group.getByRole('textbox', { name: 'Your answer' }).fill('5')],
  [
    'Which of these are loop keywords in Python?',
    async (group) => {
      await group.getByRole('checkbox', { name: 'for', exact: true }).check();
      await group.getByRole('checkbox', { name: 'while', exact: true }).check();
    },
  ],
  ['Put the steps of running a script in order.', (group) => order(group, ['Write the code', 'Save it as a .py file', 'Run python with the file name'])],
  [
    'Match each value with its type.',
    async (group) => {
      await group.getByRole('combobox', { name: '3', exact: true }).selectOption({ label: 'int' });
      await group.getByRole('combobox', { name: "'a'", exact: true }).selectOption({ label: 'str' });
      await group.getByRole('combobox', { name: '3.5', exact: true }).selectOption({ label: 'float' });
    },
  ],
];

describe('the quiz lesson in Chromium against the local stack', () => {
  it('asks a visitor to sign in before the quiz', { timeout: 60_000 }, async () => {
    const page = await englishPage(QUIZ);
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).getAttribute('href'), { timeout: 20_000 }).toBe(`/signin?from=${encodeURIComponent(QUIZ)}`);
    expect(await page.getByRole('button', { name: 'Start quiz' }).count()).toBe(0);
  });

  it('lets the demo student take the seeded quiz: every answer right, 100 % and passed, the lesson completed', { timeout: 150_000 }, async () => {
    const page = await englishPage(`/signin?from=${encodeURIComponent(QUIZ)}`);
    await suite.signIn(page, STUDENT);
    await page.waitForURL(url(QUIZ));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Python basics quiz' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await outline(page).getByRole('link', { name: /^Python basics quiz Completed/ }).count()).toBe(0);
    // Passing the quiz completes the lesson: no button does.
    expect(await page.getByRole('button', { name: 'Mark complete' }).count()).toBe(0);

    const start = page.getByRole('button', { name: 'Start quiz' });
    await expect.poll(() => start.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('Pass mark: 60%').isVisible()).toBe(true);
    await start.click();

    // Five questions and the countdown of a 15-minute attempt.
    await expect.poll(() => page.locator('fieldset.ln-quiz__question').count(), { timeout: 20_000 }).toBe(5);
    expect(await page.getByRole('timer', { name: 'Time left' }).locator('time').textContent()).toMatch(/^1[45]:\d\d$/);
    // The fixed question shows its picture from the images file, named by the image's title.
    const picture = question(page, 'Which keyword defines a function in Python?').getByRole('img', { name: 'Python for beginners: cover' });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // Answers are saved as the student goes.
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/quiz\/attempts\/[^/]+\/answers$/.test(response.url()));
    let asked = 0;
    for (const [text, answer] of ANSWERS) {
      const group = question(page, text);
      if ((await group.count()) === 0) continue;
      asked += 1;
      await answer(group);
    }
    expect(asked).toBe(5);
    expect((await saved).status()).toBe(200);
    expect(await page.getByText('5 of 5 questions answered').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();

    // The result takes the focus: 100 %, passed, each answer right.
    const result = page.getByRole('region', { name: 'Your result' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 20_000 }).toBe('Your result');
    expect(await result.getByText('100%', { exact: true }).isVisible()).toBe(true);
    expect(await result.getByText('Passed', { exact: true }).isVisible()).toBe(true);
    expect(await result.getByText('Correct', { exact: true }).count()).toBe(5);
    expect(await result.getByText('Correct answer: def').isVisible()).toBe(true);

    // The lesson is done: its tick in the outline and beside the lesson.
    await expect.poll(() => outline(page).getByRole('link', { name: /^Python basics quiz Completed/ }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('.ln-lesson__actions').getByText('Completed', { exact: true }).isVisible()).toBe(true);

    // Back to the quiz: the attempt listed with its score.
    await result.getByRole('button', { name: 'Back to the quiz' }).click();
    await expect.poll(() => page.getByText('You have passed this quiz.').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('table', { name: 'Your attempts' }).getByText(/\(100%\)/).count()).toBe(1);
    expect(await page.getByText('2 attempts left').isVisible()).toBe(true);
  });
});
