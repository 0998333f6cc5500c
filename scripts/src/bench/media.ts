import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_PART_BYTES } from '@lm/shared';
import { chromium } from 'playwright-core';
import { buildSpa, startPreview, writeRuntimeConfig } from '../local/web.js';
import type { Child } from '../local/processes.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { benchStack } from './bench-stack.js';
import { BUDGET, SETTINGS } from './budgets.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';
import { round } from './table.js';

export interface MediaFigures {
  /** Seconds from the upload's completion to the video being ready, through the local ffmpeg transcoder. */
  transcodeSeconds: number;
  source: string;
  /** Milliseconds from navigation to the learn page's first video frame (`loadeddata`), per run and their median. */
  firstFrameMs: { median: number; runs: number[] };
  withinBudget: boolean;
  problems: string[];
}

/** The free preview of the demo student's course: a visitor opens it, as anyone may. */
const LEARN_PATH = '/courses/course-python-basics/learn?lesson=installing-python';

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A JSON call to the bench's API, failing loudly on anything but 200. */
async function call<T>(apiUrl: string, path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(apiUrl + path, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** Uploads a file as the back office does (parts to presigned links) and answers the seconds from completion to ready. */
async function uploadAndTranscode(apiUrl: string, token: string, bytes: Uint8Array): Promise<number> {
  const video = await call<{ id: string }>(apiUrl, '/api/videos', { json: { title: 'Bench: 60 s at 720p', upload_video_type: 'video-upload-m3u8' }, token });
  const started = await call<{ upload: { upload_id: string }; part_count: number }>(apiUrl, `/api/videos/${video.id}/upload`, {
    json: { file_name: 'bench.mp4', content_type: 'video/mp4', size: bytes.length, height: 720 },
    token,
  });
  const numbers = Array.from({ length: started.part_count }, (_, index) => index + 1);
  const links = await call<{ parts: { part_number: number; url: string; headers: Record<string, string> }[] }>(apiUrl, `/api/videos/${video.id}/upload/parts`, {
    json: { upload_id: started.upload.upload_id, part_numbers: numbers },
    token,
  });
  const parts = await Promise.all(
    links.parts.map(async (link) => {
      const body = bytes.slice((link.part_number - 1) * VIDEO_PART_BYTES, link.part_number * VIDEO_PART_BYTES);
      const put = await fetch(link.url, { method: 'PUT', headers: link.headers, body });
      if (put.status !== 200) throw new Error(`Part ${link.part_number} answered ${put.status}.`);
      return { part_number: link.part_number, etag: put.headers.get('etag') ?? '' };
    }),
  );
  const completed = performance.now();
  await call(apiUrl, `/api/videos/${video.id}/upload/complete`, { json: { upload_id: started.upload.upload_id, parts }, token });
  for (;;) {
    const state = await call<{ status: string; error: string }>(apiUrl, `/api/videos/${video.id}`, { token });
    if (state.status === 'ready') return (performance.now() - completed) / 1000;
    if (state.status === 'error') throw new Error(`The bench video failed: ${state.error}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Milliseconds from navigation to the first `loadeddata` of a video on the page. */
async function firstFrameRuns(origin: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--autoplay-policy=no-user-gesture-required', ...CHROMIUM_FLAGS] });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Media events do not bubble; a capturing listener on the document still sees the first one.
      await page.addInitScript({ content: "document.addEventListener('loadeddata', () => { window.firstFrame ??= performance.now(); }, true);" });
      await page.goto(origin + LEARN_PATH);
      await page.waitForFunction('window.firstFrame !== undefined', undefined, { timeout: 30_000 });
      times.push(Number(await page.evaluate('window.firstFrame')));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

/**
 * The media section (issue 12): how long the local ffmpeg path takes from an upload's completion to
 * a ready 60 s 720p video, and how soon the learn page shows a video's first frame in Chromium,
 * served from the production build against the bench's local stack.
 */
export async function measureMedia(report: (line: string) => void): Promise<MediaFigures> {
  const work = mkdtempSync(join(tmpdir(), 'marketplace-bench-media-'));
  let preview: Child | undefined;
  try {
    const { stack, host, previewPort, origin, dataDir } = await benchStack(report);
    const apiUrl = stack.gateway.url.replace(/\/$/, '');
    const source = join(work, 'bench.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=60', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=60', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source]);
    const admin = await call<{ id_token: string }>(apiUrl, '/user/login', { json: { username: 'admin', password: DEMO_PASSWORD } });
    const transcodeSeconds = await uploadAndTranscode(apiUrl, admin.id_token, readFileSync(source));
    report(`60 s 720p video ready ${transcodeSeconds.toFixed(1)} s after its upload completed`);

    const outDir = join(work, 'web');
    buildSpa(outDir);
    writeRuntimeConfig(outDir, apiUrl);
    preview = await startPreview({ outDir, host, port: previewPort, logFile: join(dataDir, 'logs', 'media-preview.log') });
    const runs = (await firstFrameRuns(origin, SETTINGS.firstFrameRuns)).map(round);
    report(`learn page first frame: ${runs.join(', ')} ms`);
    const middle = median(runs);
    return {
      transcodeSeconds: round(transcodeSeconds),
      source: '60 s, 1280x720, 30 fps H.264 with AAC (ffmpeg testsrc2), uploaded in 8 MB parts',
      firstFrameMs: { median: middle, runs },
      withinBudget: middle < BUDGET.learnFirstFrameMs,
      problems: [],
    };
  } finally {
    await preview?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
