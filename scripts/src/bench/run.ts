import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../local/paths.js';
import { BUDGET, SETTINGS } from './budgets.js';
import { measureBundles, type BundleFigures } from './bundles.js';
import { measureCommerce } from './commerce.js';
import { measureHttp, type EndpointFigures } from './http.js';
import { sectionsToRun, type Section } from './sections.js';
import { stopBenchStack } from './bench-stack.js';
import { formatTable, kb, ms, type Row } from './table.js';
import { measureWeb } from './web.js';
import { measureMedia } from './media.js';
import { webDetails, webRows } from './web-report.js';

const resultsDir = join(repoRoot, 'bench', 'results');
const report = (line: string) => console.error(`  ${line}`);

function machine() {
  return { date: new Date().toISOString(), node: process.version, cores: availableParallelism() };
}

function writeResult(name: string, figures: object) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, name), `${JSON.stringify({ ...machine(), ...figures }, null, 2)}\n`);
}

function bundleRows(bundle: BundleFigures): Row[] {
  return [
    { figure: `${bundle.name} bundle, minified (gzip)`, value: `${kb(bundle.minifiedBytes)} (${kb(bundle.gzipBytes)})`, budget: `< ${BUDGET.bundleMinifiedKb} KB`, ok: bundle.withinSize },
    { figure: `${bundle.name} cold import, median of ${bundle.coldImportMs.runs.length}`, value: ms(bundle.coldImportMs.median), budget: `< ${BUDGET.coldImportMs} ms`, ok: bundle.withinColdImport },
  ];
}

function endpointRows(endpoint: EndpointFigures): Row[] {
  const p99Budget = endpoint.p99BudgetMs === undefined ? '—' : `< ${endpoint.p99BudgetMs} ms`;
  return [
    { figure: `${endpoint.figure} p50`, value: ms(endpoint.p50Ms), budget: '—' },
    { figure: `${endpoint.figure} p99`, value: ms(endpoint.p99Ms), budget: p99Budget, ...(endpoint.withinBudget === undefined ? {} : { ok: endpoint.withinBudget }) },
    { figure: `${endpoint.figure} requests/s`, value: endpoint.requestsPerSecond.toFixed(0), budget: '—' },
    { figure: `${endpoint.figure} non-2xx / socket errors`, value: String(endpoint.non2xx), budget: '0', ok: endpoint.problems.length === 0, failLabel: 'INVALID' },
  ];
}

interface SectionResult {
  rows: Row[];
  /** Printed after the table: what to look at when a figure misses its budget. */
  details: string[];
  /** Why the section's figures are not valid; empty when they are. */
  problems: string[];
}

async function lambdasSection(): Promise<SectionResult> {
  console.error('Bundling the Lambdas and timing their cold imports…');
  const bundles = await measureBundles(report);
  writeResult('bundles.json', { budget: { minifiedKb: BUDGET.bundleMinifiedKb, coldImportMs: BUDGET.coldImportMs }, importRuns: SETTINGS.importRuns, bundles });
  const details = bundles
    .filter((b) => !b.withinSize)
    .flatMap((bundle) => [
      `\n${bundle.name} is over budget; most of it is:`,
      ...bundle.topPackages.map((input) => `  ${kb(input.bytes).padStart(9)}  ${input.name}`),
      '  largest inputs:',
      ...bundle.topInputs.map((input) => `  ${kb(input.bytes).padStart(9)}  ${input.path}`),
    ]);
  return { rows: bundles.flatMap(bundleRows), details, problems: [] };
}

async function httpSection(): Promise<SectionResult> {
  console.error('Starting the local stack and loading it…');
  const endpoints = await measureHttp(report);
  const problems = endpoints.flatMap((endpoint) => endpoint.problems);
  writeResult('http.json', {
    budget: { publicReadP99Ms: BUDGET.publicReadP99Ms },
    connections: SETTINGS.connections,
    durationSeconds: SETTINGS.durationSeconds,
    valid: problems.length === 0,
    endpoints,
  });
  return {
    rows: endpoints.flatMap(endpointRows),
    details: endpoints.map((endpoint) => `${endpoint.figure}: latency of ${endpoint.scope}.`),
    problems: problems.map((problem) => `HTTP: ${problem}`),
  };
}

async function commerceSection(): Promise<SectionResult> {
  console.error('Starting the local stack and loading the cart and checkout…');
  const endpoints = await measureCommerce(report);
  const problems = endpoints.flatMap((endpoint) => endpoint.problems);
  writeResult('commerce.json', {
    budget: { cartAddP99Ms: BUDGET.cartAddP99Ms, checkoutP99Ms: BUDGET.checkoutP99Ms },
    buyers: SETTINGS.commerceBuyers,
    durationSeconds: SETTINGS.durationSeconds,
    valid: problems.length === 0,
    endpoints,
  });
  return {
    rows: endpoints.flatMap(endpointRows),
    details: endpoints.map((endpoint) => `${endpoint.figure}: latency of ${endpoint.scope}.`),
    problems: problems.map((problem) => `commerce: ${problem}`),
  };
}

async function webSection(): Promise<SectionResult> {
  console.error('Building the SPA, serving it against a local stack, and measuring it in Chromium and Lighthouse…');
  const web = await measureWeb(report, resultsDir);
  writeResult('web.json', {
    budget: {
      homeInitialJsGzipKb: BUDGET.homeInitialJsGzipKb,
      lighthousePerformance: BUDGET.lighthousePerformance,
      lighthouseAccessibility: BUDGET.lighthouseAccessibility,
    },
    lighthouseRuns: SETTINGS.lighthouseRuns,
    lighthouseSettings: 'Lighthouse defaults: mobile emulation (Moto G Power), simulated throttling (slow 4G, 4× CPU slowdown)',
    valid: web.problems.length === 0,
    ...web,
  });
  return { rows: webRows(web), details: webDetails(web), problems: web.problems.map((problem) => `web: ${problem}`) };
}

async function mediaSection(): Promise<SectionResult> {
  console.error('Uploading and transcoding a 60 s video on the local stack, then timing the learn page’s first frame in Chromium…');
  const media = await measureMedia(report);
  writeResult('media.json', { budget: { learnFirstFrameMs: BUDGET.learnFirstFrameMs }, runs: SETTINGS.firstFrameRuns, valid: media.problems.length === 0, ...media });
  return {
    rows: [
      { figure: 'video upload complete → ready (60 s 720p, local ffmpeg)', value: `${media.transcodeSeconds} s`, budget: '—' },
      { figure: `learn page first frame, median of ${media.firstFrameMs.runs.length}`, value: `${media.firstFrameMs.median} ms`, budget: `< ${BUDGET.learnFirstFrameMs} ms`, ok: media.withinBudget },
    ],
    details: [`The video: ${media.source}. First frame: navigation to the video's first loadeddata, a visitor on a free preview, production build; runs ${media.firstFrameMs.runs.join(', ')} ms.`],
    problems: media.problems.map((problem) => `media: ${problem}`),
  };
}

const SECTION_RUNNERS: Record<Section, () => Promise<SectionResult>> = { lambdas: lambdasSection, http: httpSection, commerce: commerceSection, web: webSection, media: mediaSection };

async function main(sections: Section[]) {
  const started = performance.now();
  const results: SectionResult[] = [];
  try {
    for (const section of sections) results.push(await SECTION_RUNNERS[section]());
  } finally {
    await stopBenchStack();
  }

  console.log(formatTable(results.flatMap((result) => result.rows)));
  for (const line of results.flatMap((result) => result.details)) console.log(line);
  const problems = results.flatMap((result) => result.problems);
  if (problems.length) console.log(`\nThe run is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  console.log(`\nBench (${sections.join(', ')}) took ${((performance.now() - started) / 1000).toFixed(1)} s; figures in bench/results/.`);
  return problems.length ? 1 : 0;
}

let sections: Section[];
try {
  sections = sectionsToRun(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

main(sections).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The bench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
