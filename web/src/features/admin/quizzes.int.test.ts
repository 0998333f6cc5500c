import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { PATIENT } from '../../testing/admin-table';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `qz${Date.now().toString(36)}`;
const categoryName = `Loops ${stamp}`;
const quizTitle = `Loops quiz ${stamp}`;

afterAll(async () => {
  // Whatever a failed run left behind goes, through the API, in the order nothing uses it any more.
  const admin = await apiSignIn('admin');
  const token = admin.id_token;
  const rows = async (path: string) => ((await api(`${path}?page=1`, { token })).body as unknown as { rows?: Record<string, unknown>[] }).rows ?? [];
  const categories = (await rows('/api/quizcategory')).filter((row) => String(row.name).includes(stamp)).map((row) => String(row.id));
  const quizzes = (await rows('/api/quiz')).filter((row) => String(row.title_en).includes(stamp)).map((row) => String(row.id));
  const questions = (await rows('/api/quizquestion')).filter((row) => categories.includes(String(row.category_id))).map((row) => String(row.id));
  for (const [path, ids] of [
    ['/api/quiz', quizzes],
    ['/api/quizquestion', questions],
    ['/api/quizcategory', categories],
  ] as const) {
    if (ids.length > 0) await api(path, { method: 'DELETE', token, json: { ids } });
  }
  await apiSignOut(admin);
});

describe('the quizzes screen in Chromium against the local stack', () => {
  it('makes a category, a single-choice and a true-or-false question, a quiz drawing them, and refuses to delete the category they use', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice();

    const notices = () => page.getByRole('region', { name: 'Notifications' }).locator('.notice__message');
    const settled = () => expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBe('false');
    const show = async (view: 'Quizzes' | 'Questions' | 'Quiz categories') => {
      const toggle = page.getByRole('button', { name: view, exact: true });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await settled();
    };
    const tick = async (checkbox: ReturnType<Page['getByRole']>) => {
      await checkbox.locator('xpath=ancestor::label[1]').click();
      await expect.poll(() => checkbox.isChecked()).toBe(true);
    };
    const highlighted = (text: string) => expect.poll(() => page.getByRole('row').filter({ hasText: text }).getAttribute('data-highlighted')).toBe('true');

    await page.goto(suite.url('/admin/quizzes'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Quizzes');

    // A category of the banks.
    await show('Quiz categories');
    await page.getByRole('button', { name: 'New quiz category' }).click();
    await page.getByLabel('Name', { exact: true }).fill(categoryName);
    await page.getByRole('button', { name: 'Save' }).click();
    await highlighted(categoryName);

    // A single-choice question: the schema's messages first, then its text, choices and the correct one.
    await show('Questions');
    await page.getByRole('button', { name: 'New question' }).click();
    // The question's form loads on first use: Save is pressed once it is there.
    await expect.poll(() => page.getByLabel('Question (Thai)', { exact: true }).isVisible(), PATIENT).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Question text is required.', { exact: true }).isVisible(), PATIENT).toBe(true);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await page.getByLabel('Question (Thai)', { exact: true }).fill(`ลูปใดวนตามรายการ ${stamp}`);
    await page.getByLabel('Question (English)', { exact: true }).fill(`Which loop walks a list? ${stamp}`);
    await page.getByLabel('Choice 1 (English)', { exact: true }).fill('while');
    await page.getByLabel('Choice 2 (English)', { exact: true }).fill('for');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('A single-answer question needs exactly one correct choice.').isVisible()).toBe(true);
    await page.getByLabel('Choice 2 is correct', { exact: true }).check();
    await screenshot(page, 'admin quiz question form');
    await page.getByRole('button', { name: 'Save' }).click();
    await highlighted(`Which loop walks a list? ${stamp}`);
    expect(await page.getByRole('row').filter({ hasText: `Which loop walks a list? ${stamp}` }).textContent()).toContain('Single choice');

    // A true-or-false question: the choices give way to the statement's truth.
    await page.getByRole('button', { name: 'New question' }).click();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'True or false' });
    await expect.poll(() => page.getByLabel('Choice 1 (English)', { exact: true }).count()).toBe(0);
    await page.getByLabel('Question (English)', { exact: true }).fill(`A for loop can walk a string. ${stamp}`);
    await tick(page.getByRole('checkbox', { name: 'The statement is true', exact: true }));
    await page.getByRole('button', { name: 'Save' }).click();
    await highlighted(`A for loop can walk a string. ${stamp}`);

    // A quiz drawing from the bank: asking for more than it holds is refused by the server, beside the draw.
    await show('Quizzes');
    await page.getByRole('button', { name: 'New quiz' }).click();
    await page.getByLabel('Title (English)', { exact: true }).fill(quizTitle);
    await page.getByLabel('Title (Thai)', { exact: true }).fill(`แบบทดสอบลูป ${stamp}`);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await page.getByLabel('Time limit (minutes)', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Add a draw' }).click();
    await page.getByLabel('Draw 1: category', { exact: true }).selectOption({ label: categoryName });
    await page.getByLabel('Draw 1: number of questions', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/has 2 questions to draw from, fewer than the 3 the quiz asks for\./).isVisible()).toBe(true);
    await page.getByLabel('Draw 1: number of questions', { exact: true }).fill('2');
    await screenshot(page, 'admin quiz form');
    await page.getByRole('button', { name: 'Save' }).click();
    await highlighted(quizTitle);
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Saved the quiz “${quizTitle}”.`))).toBe(true);

    // What was stored: the draw and the time limit.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    const quizzes = (await api('/api/quiz?page=1', { token })).body as unknown as { rows: { title_en: string; settings: { time_limit_minutes: number; questions: { draws: { count: number }[] } } }[] };
    const stored = quizzes.rows.find((row) => row.title_en === quizTitle);
    expect(stored?.settings).toMatchObject({ time_limit_minutes: 10, attempts_allowed: null, pass_percent: 60, questions: { fixed: [], draws: [{ count: 2 }] } });

    // The category the questions and the quiz use is not deleted.
    await show('Quiz categories');
    await tick(page.getByRole('checkbox', { name: `Select ${categoryName}` }));
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => notices().allTextContents()).toContain(`Cannot delete quiz category ${categoryName}: 2 questions and 1 quiz still use it.`);
    expect(await page.getByRole('row').filter({ hasText: categoryName }).count()).toBe(1);
    await screenshot(page, 'admin quiz category cannot delete');
  });
});
