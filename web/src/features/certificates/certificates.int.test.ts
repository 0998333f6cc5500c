import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();

/** The demo student's certificate of the Git course they finished (scripts/src/seed/certificates.ts). */
const NUMBER = 'LM-2026-GT7K-4QXM';
const GIT_COURSE = 'course-git';
const STUDENT = 'student';
const userId = () => inject('userIds')[STUDENT] as string;
let pdpaBefore: number | undefined;

beforeAll(async () => {
  // The consent dialog would cover the page; its own test lives in the shell suite.
  pdpaBefore = (await db.users.get({ userId: userId() }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: userId() }).set({ pdpaApproved: 1 }).go();
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

describe('the public verification page', () => {
  it('shows the certificate’s number, who, which course, and a QR code of its own address', async () => {
    const page = await englishPage(`/certificate/${NUMBER}`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'This certificate is valid.' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Certificate verification');
    expect(await page.getByText(NUMBER, { exact: true }).count()).toBe(1);
    expect(await page.locator('dd').allTextContents()).toEqual(expect.arrayContaining(['Somchai Jaidee', 'Git and GitHub for teams', '14 February 2026']));
    const qr = page.getByRole('img', { name: 'QR code that opens this page' });
    await expect.poll(() => qr.count()).toBe(1);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.locator('figcaption').textContent()).toBe(`Scan to open this page: ${url(`/certificate/${NUMBER}`)}`);
    // Nothing private: no e-mail address.
    expect(await page.locator('main').textContent()).not.toContain('@');
  });

  it('says when no certificate has the number', async () => {
    const page = await englishPage('/certificate/LM-2026-ZZZZ-ZZZZ');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('No certificate has the number LM-2026-ZZZZ-ZZZZ. It may have been typed wrongly or withdrawn.');
    expect(await page.getByRole('img', { name: 'QR code that opens this page' }).count()).toBe(0);
  });
});

describe('the student’s certificates', () => {
  it('lists the demo student’s certificate and downloads its PDF; the learn page of the finished course offers it', { timeout: 120_000 }, async () => {
    const page = await englishPage(`/signin?from=${encodeURIComponent('/myaccount/student/certificate')}`);
    await suite.signIn(page, STUDENT);
    await page.waitForURL(url('/myaccount/student/certificate'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Git and GitHub for teams' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText(NUMBER, { exact: true }).count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Download the certificate of Git and GitHub for teams (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${NUMBER}.pdf`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.goto(url(`/courses/${GIT_COURSE}/learn`));
    const claim = page.getByRole('button', { name: 'Get your certificate' });
    await expect.poll(() => claim.count(), { timeout: 20_000 }).toBe(1);
    await claim.click();
    await expect.poll(() => page.getByText(`Certificate ${NUMBER}`).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Its verification page' }).getAttribute('href')).toBe(`/certificate/${NUMBER}`);
  });
});
