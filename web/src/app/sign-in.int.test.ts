import type {} from '@lm/functions/testing/provided-context';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../testing/browser';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

async function signInThroughPage(browser: Browser, username: string, password: string) {
  const page = await browser.newPage();
  await page.goto(inject('webUrl'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/user/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const response = await answer;
  return { page, response, body: (await response.json()) as { id_token?: string; user?: { id: string } } };
}

describe('sign-in page, in Chromium against the local stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.dispose();
  });

  it('signs a student in, sending form-data as the SPA does', async () => {
    const { page, response, body } = await signInThroughPage(browser, 'student2', 'Demo#2026pass');
    try {
      expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Signed in as Malee Suksan (student2, role 3).');
    } finally {
      await fetch(`${inject('apiUrl')}/user/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${body.id_token}` },
        body: JSON.stringify({ user_id: body.user?.id }),
      });
      await page.close();
    }
  });

  it('shows the catalogue message for a wrong password', async () => {
    const { page } = await signInThroughPage(browser, 'student2', 'Wrong#2026pass');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect Username or password.');
    await page.close();
  });

  it('shows the SPEC §8 text for a self-learning account', async () => {
    const { page } = await signInThroughPage(browser, 'selflearner', 'Demo#2026pass');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Username selflearning not permitted.');
    await page.close();
  });
});
