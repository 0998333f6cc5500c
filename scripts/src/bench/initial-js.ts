import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, EXTERNAL_URL } from './chromium.js';
import { gzipBytes, type Chunk } from './spa.js';

export interface InitialJs {
  url: string;
  /** Every script the page fetched from the SPA's origin until the network was idle, in the order asked for. */
  scripts: Chunk[];
  bytes: number;
  gzipBytes: number;
  /** Requests to this machine that failed or answered ≥ 400: the page did not start as it should. */
  problems: string[];
  /** Requests to other hosts, refused as offline (analytics, pixel). */
  external: string[];
  consoleErrors: string[];
}

/**
 * What a browser downloads to show `path`: every response of resource type
 * `script` from the SPA's origin until the network is idle. Sizes are of the
 * build's files gzipped at level 9, whatever the server's own compression.
 */
export async function measureInitialJs(origin: string, outDir: string, path = '/'): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext();
    const external: string[] = [];
    await context.route(EXTERNAL_URL, (route) => {
      external.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Chunk>>();
    const problems: string[] = [];
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('requestfailed', (request) => {
      if (!EXTERNAL_URL.test(request.url())) problems.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !EXTERNAL_URL.test(response.url())) problems.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === origin && !scripts.has(url.pathname)) {
        scripts.set(url.pathname, sizeOf(response, url.pathname, outDir));
      }
    });
    await page.goto(origin + path, { waitUntil: 'networkidle', timeout: 60_000 });
    const measured = await Promise.all(scripts.values());
    await context.close();
    return {
      url: origin + path,
      scripts: measured,
      bytes: measured.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: measured.reduce((sum, script) => sum + script.gzipBytes, 0),
      problems,
      external,
      consoleErrors,
    };
  } finally {
    await browser.close();
  }
}

/** The build's file behind a script URL; the response body if the file is not in the build. */
async function sizeOf(response: Response, pathname: string, outDir: string): Promise<Chunk> {
  const file = decodeURIComponent(pathname).replace(/^\/+/, '');
  const onDisk = join(outDir, file);
  const content = existsSync(onDisk) ? readFileSync(onDisk) : await response.body();
  return { file, bytes: content.length, gzipBytes: gzipBytes(content) };
}
