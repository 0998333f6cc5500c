import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `im${Date.now().toString(36)}`;
const work = mkdtempSync(join(tmpdir(), 'admin-images-'));
const picture = join(work, 'banner.png');
const notAPicture = join(work, 'notes.png');

const filtersOf = (column: string, value: string) => encodeURIComponent(JSON.stringify([{ column, operator: 'contain', value }]));

beforeAll(async () => {
  // A picture as an administrator would upload one: 1600x1000, two colours.
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 110, b: 90 } } })
    .composite([{ input: { create: { width: 500, height: 1000, channels: 3, background: { r: 240, g: 240, b: 240 } } }, left: 0, top: 0 }])
    .png()
    .toFile(picture);
  // Text named as a picture: its name passes, its bytes do not.
  writeFileSync(notAPicture, 'These are notes, not a picture.\n');
});

afterAll(async () => {
  // The images this file made go, with their files, through the API.
  const admin = await apiSignIn('admin');
  const answer = await api(`/api/images?filters=${filtersOf('title', stamp)}`, { token: admin.id_token });
  const ids = ((answer.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  if (ids.length > 0) await api('/api/images/delete', { token: admin.id_token, json: { ids } });
  await apiSignOut(admin);
  rmSync(work, { recursive: true, force: true });
});

/** Signed in as the administrator, on the images screen. */
async function imagesScreen() {
  const page = await suite.backOffice('/admin/images');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Images');
  return page;
}

describe('the images screen in Chromium against the local stack', () => {
  it('creates an image, uploads its file with its progress, then shows the picture and the URLs of its variants', { timeout: 60_000 }, async () => {
    const page = await imagesScreen();
    const notices = () => page.getByRole('region', { name: 'Notifications' }).locator('.notice__message');
    const panel = () => page.getByRole('region', { name: 'Image file' });
    const title = `Banner ${stamp}`;

    await page.getByRole('button', { name: 'New image' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Saved the image “${title}”.`))).toBe(true);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect.poll(() => panel().getAttribute('data-image-status')).toBe('waiting');
    await panel().getByLabel('Choose the image file', { exact: true }).setInputFiles(picture);
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`The file of the image “${title}” is uploaded.`))).toBe(true);
    await expect.poll(() => panel().getAttribute('data-image-status')).toBe('ready');
    expect(await panel().getByRole('definition').nth(1).textContent()).toMatch(/^banner\.png \(.+, 1600 × 1000\)$/);

    // The preview is the detail variant, served publicly by the media server.
    const preview = panel().getByRole('img', { name: `The picture of “${title}”` });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    const urls = await panel().locator('input[type="url"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(urls).toHaveLength(3);
    expect(urls.map((url) => url.replace(/^.*\/images\/[^/]+\//, ''))).toEqual(['card.webp', 'detail.webp', 'social.jpg']);
    for (const url of urls) expect(url.startsWith(`${inject('endpoints').media}/images/`)).toBe(true);
    expect(await panel().getByLabel('Social share (600 × 314)', { exact: true }).count()).toBe(1);
    await screenshot(page, 'admin image uploaded');
  });

  it('shows the server’s refusal of a text file named as a picture, and keeps the image waiting for its file', { timeout: 60_000 }, async () => {
    const admin = await apiSignIn('admin');
    const title = `Notes ${stamp}`;
    expect((await api('/api/images', { json: { title }, token: admin.id_token })).status).toBe(200);
    await apiSignOut(admin);

    const page = await imagesScreen();
    const panel = () => page.getByRole('region', { name: 'Image file' });
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await panel().getByLabel('Choose the image file', { exact: true }).setInputFiles(notAPicture);
    const refusal = panel().getByRole('alert');
    await expect.poll(async () => ((await refusal.count()) > 0 ? await refusal.textContent() : '')).toContain('notes.png is not a JPEG, PNG or WebP image of the size announced: nothing was kept.');
    expect(await panel().getAttribute('data-image-status')).toBe('waiting');
  });
});

describe('our images in the storefront', () => {
  it('shows the demo course’s cover from its variants with a srcset, and shares its 600x314 variant', { timeout: 60_000 }, async () => {
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
    await page.goto(suite.url('/courses'));
    const cover = page.locator('[data-course-id="course-python-basics"] img.sf-card__cover');
    const base = `${inject('endpoints').media}/images/image-demo-python-cover`;
    await expect.poll(() => cover.getAttribute('srcset')).toBe(`${base}/card.webp 640w, ${base}/detail.webp 1280w`);
    expect(await cover.getAttribute('sizes')).toBe('(min-width: 48rem) 24rem, 100vw');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/(card|detail)\.webp$/);

    await page.goto(suite.url('/courses/course-python-basics'));
    await expect.poll(() => page.locator('head meta[property="og:image"]').getAttribute('content')).toBe(`${base}/social.jpg`);
    await expect.poll(() => page.locator('img.sf-detail__cover').getAttribute('src')).toBe(`${base}/detail.webp`);
  });
});
