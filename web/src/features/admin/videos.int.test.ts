import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `vd${Date.now().toString(36)}`;
const work = mkdtempSync(join(tmpdir(), 'admin-videos-'));
const pattern = join(work, 'pattern.mp4');
const notAVideo = join(work, 'notes.mp4');
const big = join(work, 'big.mp4');

const filtersOf = (column: string, value: string) => encodeURIComponent(JSON.stringify([{ column, operator: 'contain', value }]));

beforeAll(() => {
  // ffmpeg's test pattern with a tone, 640x360, 3 s: a video as an administrator would upload one.
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', pattern]);
  // Text named as a video: its name passes, its bytes do not.
  writeFileSync(notAVideo, 'These are lesson notes, not a video.\n');
  // The same video with 9 MB of padding after it: two parts of 8 MB at most.
  writeFileSync(big, Buffer.concat([readFileSync(pattern), Buffer.alloc(9 * 1024 ** 2)]));
});

afterAll(async () => {
  // The videos this file made go, with their files, through the API.
  const admin = await apiSignIn('admin');
  const answer = await api(`/api/videos?filters=${filtersOf('title', stamp)}`, { token: admin.id_token });
  const ids = ((answer.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  if (ids.length > 0) await api('/api/videos/delete', { token: admin.id_token, json: { ids } });
  await apiSignOut(admin);
  rmSync(work, { recursive: true, force: true });
});

/** Signed in as the administrator, on the videos screen. */
async function videosScreen() {
  const page = await suite.backOffice('/admin/videos');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Videos');
  return page;
}

function helpers(page: Page) {
  const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });
  return {
    notices: () => page.getByRole('region', { name: 'Notifications' }).locator('.notice__message'),
    rowOf,
    /** The row's cells, the selection checkbox's and the edit button's left out. */
    cellsOf: async (text: string) => (await rowOf(text).locator('td').allTextContents()).slice(1, -1),
    panel: () => page.getByRole('region', { name: 'Video file' }),
  };
}

describe('the videos screen in Chromium against the local stack', () => {
  it('creates an HLS video, uploads its file in parts with its progress to 100 %, and shows it ready once transcoded', { timeout: 60_000 }, async () => {
    const page = await videosScreen();
    const { notices, rowOf, cellsOf, panel } = helpers(page);
    const title = `Lesson ${stamp} one`;

    await page.getByRole('button', { name: 'New video' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Uploaded file, streamed (HLS)' });
    // A new video has no file yet: the upload comes once it is saved.
    expect(await panel().count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rowOf(title).getAttribute('data-highlighted')).toBe('true');
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Saved the video “${title}”.`))).toBe(true);
    expect(await cellsOf(title)).toEqual([title, 'Uploaded file, streamed (HLS)', 'Waiting for a file', '—', '—']);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect.poll(() => panel().getAttribute('data-video-status')).toBe('waiting');
    expect(await panel().getByRole('definition').first().textContent()).toBe('Waiting for a file');
    await panel().getByLabel('Choose the video file', { exact: true }).setInputFiles(pattern);

    const progress = panel().getByRole('progressbar', { name: 'Upload progress' });
    await expect.poll(async () => (await progress.count()) > 0 && (await progress.getAttribute('value')) === (await progress.getAttribute('max'))).toBe(true);
    await expect.poll(() => panel().getByText(/^100% \(/).count()).toBe(1);
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`The file of the video “${title}” is uploaded.`))).toBe(true);
    await screenshot(page, 'admin video uploaded');

    // Transcoded by the local stack's ffmpeg in a few seconds; the panel reads the video again meanwhile.
    await expect.poll(() => panel().getAttribute('data-video-status'), { timeout: 40_000, interval: 500 }).toBe('ready');
    expect(await panel().getByRole('definition').first().textContent()).toBe('Ready');
    expect(await panel().getByRole('definition').nth(1).textContent()).toMatch(/^videos\/.+\.mp4$/);
    expect(await panel().getByLabel('Choose a file to replace it', { exact: true }).count()).toBe(1);
    // The ready video previews as students see it: its HLS plays through the playback cookies.
    const preview = panel().getByRole('region', { name: 'Preview' }).locator('video');
    await expect.poll(() => preview.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await preview.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => preview.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
    await screenshot(page, 'admin video ready');

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(async () => (await cellsOf(title)).slice(0, 3)).toEqual([title, 'Uploaded file, streamed (HLS)', 'Ready']);
  });

  it('shows the server’s refusal of a text file named as a video, and keeps the video waiting for its file', { timeout: 60_000 }, async () => {
    const admin = await apiSignIn('admin');
    const title = `Lesson ${stamp} two`;
    const created = await api('/api/videos', { json: { title, upload_video_type: 'video-upload' }, token: admin.id_token });
    expect(created.status, created.text).toBe(200);
    await apiSignOut(admin);

    const page = await videosScreen();
    const { panel } = helpers(page);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await panel().getByLabel('Choose the video file', { exact: true }).setInputFiles(notAVideo);

    const refusal = panel().getByRole('alert');
    await expect.poll(async () => ((await refusal.count()) > 0 ? await refusal.textContent() : '')).toContain('notes.mp4 is not an MP4, MOV or MKV video of the size announced: nothing was kept.');
    await screenshot(page, 'admin video refused');
    expect(await panel().getAttribute('data-video-status')).toBe('waiting');
    expect(await panel().getByRole('definition').nth(1).textContent()).toBe('None yet');
    // The refused file is gone, and with it the upload: another file may be chosen.
    expect(await panel().getByLabel('Choose the video file', { exact: true }).count()).toBe(1);
    expect(await panel().getByText(/is unfinished/).count()).toBe(0);
  });

  it('resumes an upload left unfinished: says what storage holds, refuses another file, and sends only the missing part', { timeout: 60_000 }, async () => {
    // A tab closed after the first part: the upload started and its first 8 MB in storage.
    const admin = await apiSignIn('admin');
    const title = `Lesson ${stamp} three`;
    const bytes = readFileSync(big);
    const created = await api('/api/videos', { json: { title, upload_video_type: 'video-upload' }, token: admin.id_token });
    const videoId = (created.body as unknown as { id: string }).id;
    const started = await api(`/api/videos/${videoId}/upload`, { json: { file_name: 'big.mp4', content_type: 'video/mp4', size: bytes.length, height: 360 }, token: admin.id_token });
    expect(started.status, started.text).toBe(200);
    const { upload } = started.body as unknown as { upload: { upload_id: string; part_size: number } };
    const links = await api(`/api/videos/${videoId}/upload/parts`, { json: { upload_id: upload.upload_id, part_numbers: [1] }, token: admin.id_token });
    const [link] = (links.body as unknown as { parts: { url: string; headers: Record<string, string> }[] }).parts;
    expect((await fetch(link!.url, { method: 'PUT', headers: link!.headers, body: bytes.subarray(0, upload.part_size) })).status).toBe(200);
    await apiSignOut(admin);

    const page = await videosScreen();
    const { notices, panel } = helpers(page);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect.poll(async () => (await panel().count()) > 0 && (await panel().textContent())).toContain('An upload of big.mp4 is unfinished.');
    await expect.poll(() => panel().textContent()).toContain('Storage holds 8.0 MB of 9.1 MB.');
    await screenshot(page, 'admin video upload unfinished');

    const input = panel().getByLabel('Choose big.mp4 again to send the rest', { exact: true });
    await input.setInputFiles(pattern);
    await expect.poll(() => panel().getByRole('alert').textContent()).toBe('This is not big.mp4 (9.1 MB): choose that file to go on, or start over with this one.');
    expect(await panel().getByRole('button', { name: 'Start over with pattern.mp4' }).count()).toBe(1);

    await input.setInputFiles(big);
    const progress = panel().getByRole('progressbar', { name: 'Upload progress' });
    await expect.poll(async () => (await progress.count()) > 0 && (await progress.getAttribute('value')) === String(bytes.length)).toBe(true);
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`The file of the video “${title}” is uploaded.`))).toBe(true);
    // Kept as it is, so ready at once; only the second part went.
    await expect.poll(() => panel().getAttribute('data-video-status')).toBe('ready');
    expect(puts).toHaveLength(1);
    expect(new URL(puts[0]!).searchParams.get('partNumber')).toBe('2');
    expect(await panel().getByText(/is unfinished/).count()).toBe(0);
  });
});
