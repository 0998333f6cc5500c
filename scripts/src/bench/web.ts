import { benchStack } from './bench-stack.js';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../local/paths.js';
import type { Child } from '../local/processes.js';
import { BUDGET, SETTINGS } from './budgets.js';
import { EXTERNAL_URL } from './chromium.js';
import { measureInitialJs, type InitialJs } from './initial-js.js';
import { measurePage, withinPerformance, type PageFigures, type Preset } from './lighthouse.js';
import { chunkComposition } from './source-map.js';
import { buildSpa, startPreview, writeRuntimeConfig } from '../local/web.js';
import { buildChunks, type Chunk } from './spa.js';

/** A JS file of the build and, from its source map, the packages or project folders most of it comes from. */
export type ComposedChunk = Chunk & { composition: { owner: string; bytes: number }[] };

export interface WebFigures {
  origin: string;
  apiUrl: string;
  /** Every JS file of the production build. */
  build: { files: number; bytes: number; gzipBytes: number; largest: (ComposedChunk & { initial: boolean })[] };
  initialJs: Omit<InitialJs, 'scripts'> & { scripts: ComposedChunk[]; withinBudget: boolean };
  /** Default mobile emulation, simulated throttling: the figures the budgets apply to. */
  lighthouse: PageFigures[];
  /** The desktop preset, for context, when a mobile performance score misses its budget. */
  lighthouseDesktop: PageFigures[];
  /** Why the run is not valid (the page failed to start, Lighthouse could not measure); empty when it is. */
  problems: string[];
  notes: string[];
}

const LARGEST = 10;

/** `/` → home, `/signin` → signin: part of a report's file name. */
const pageSlug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/**
 * Builds the SPA for production, serves the build with `vite preview` against
 * a local stack of its own, and measures the home page's initial JS in
 * Chromium, then Lighthouse scores of each page. Everything it starts is
 * stopped, and its folders deleted, however it ends.
 */
export async function measureWeb(report: (line: string) => void, resultsDir: string): Promise<WebFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-web-'));
  let preview: Child | undefined;
  try {
    const buildStarted = performance.now();
    buildSpa(outDir);
    const chunks = buildChunks(outDir);
    report(`web built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s: ${chunks.length} JS files`);

    const { stack, host, previewPort, origin, dataDir } = await benchStack(report);
    const apiUrl = stack.gateway.url.replace(/\/$/, '');
    writeRuntimeConfig(outDir, apiUrl);
    preview = await startPreview({ outDir, host, port: previewPort, logFile: join(dataDir, 'logs', 'web-preview.log') });
    report(`vite preview of the build on ${origin}, API ${apiUrl}`);

    // Also warms the API's handlers, so Lighthouse does not time their first import.
    const initialJs = await measureInitialJs(origin, outDir);
    report(`initial JS of /: ${initialJs.scripts.length} scripts, ${initialJs.gzipBytes} bytes gzip`);
    const initial = new Set(initialJs.scripts.map((script) => script.file));
    const composed = (chunk: Chunk): ComposedChunk => ({ ...chunk, composition: chunkComposition(join(outDir, chunk.file), repoRoot) });

    const audit = (path: string, preset: Preset, runs: number) =>
      measurePage(origin, path, preset, runs, { report, reportFile: join(resultsDir, `lighthouse-${preset}-${pageSlug(path)}.json`) });
    mkdirSync(resultsDir, { recursive: true });
    // Reports of an earlier run (a desktop one this run may not repeat) must not pass for this run's.
    for (const file of readdirSync(resultsDir).filter((name) => /^lighthouse-.*\.json$/.test(name))) rmSync(join(resultsDir, file));
    const lighthouse: PageFigures[] = [];
    for (const path of SETTINGS.lighthousePages) lighthouse.push(await audit(path, 'mobile', SETTINGS.lighthouseRuns));
    const lighthouseDesktop: PageFigures[] = [];
    if (!lighthouse.every(withinPerformance)) {
      for (const path of SETTINGS.lighthousePages) lighthouseDesktop.push(await audit(path, 'desktop', 1));
    }

    const problems = [
      ...initialJs.problems.map((problem) => `initial JS of /: ${problem}`),
      ...[...lighthouse, ...lighthouseDesktop].flatMap((page) => {
        const { runtimeError } = page.medianRun;
        const unscored = Object.entries(page.scores).filter(([, score]) => !Number.isFinite(score));
        // A local request that failed means Lighthouse scored an error page, not the page.
        const failed = page.medianRun.requests.filter((request) => request.status >= 400 && !EXTERNAL_URL.test(request.url));
        return [
          ...(runtimeError ? [`Lighthouse ${page.preset} ${page.path}: ${runtimeError}`] : []),
          ...failed.map((request) => `Lighthouse ${page.preset} ${page.path}: ${request.url} answered ${request.status}`),
          ...unscored.map(([category]) => `Lighthouse ${page.preset} ${page.path}: no ${category} score`),
        ];
      }),
    ];
    const externalHosts = [...new Set(initialJs.external.map((url) => new URL(url).host))];
    const notes = [
      'Served by `vite preview` (gzip on, no HTTP/2, no CDN) from this machine; the API is the local stack, in the bench process.',
      externalHosts.length
        ? `The page asked for ${externalHosts.join(', ')} (analytics / pixel): refused, and not counted, in the initial JS; ` +
          'Lighthouse loads them only when this machine is online (offline they fail at once, which is expected).'
        : 'The page asked for no other host.',
    ];

    return {
      origin,
      apiUrl,
      build: {
        files: chunks.length,
        bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
        gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
        largest: chunks.slice(0, LARGEST).map((chunk) => ({ ...composed(chunk), initial: initial.has(chunk.file) })),
      },
      initialJs: { ...initialJs, scripts: initialJs.scripts.map(composed), withinBudget: initialJs.gzipBytes <= BUDGET.homeInitialJsGzipKb * 1024 },
      lighthouse,
      lighthouseDesktop,
      problems,
      notes,
    };
  } finally {
    await preview?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}
