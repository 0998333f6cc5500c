import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { repoRoot } from '../local/paths.js';
import { BUDGET } from './budgets.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';
import { median } from './stats.js';
import { round } from './table.js';

export type Preset = 'mobile' | 'desktop';
export const CATEGORIES = ['performance', 'accessibility'] as const;
export type Category = (typeof CATEGORIES)[number];

/** An audit that keeps a category from full marks, with the first few things it points at. */
export interface AuditSummary {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  explanation?: string;
  items?: Record<string, string | number>[];
}

export interface LighthouseRun {
  /** Category scores ×100. */
  scores: Record<Category, number>;
  /** Core metrics as Lighthouse shows them (FCP, LCP, TBT, CLS, Speed Index). */
  metrics: Record<string, { value: number; display: string; score: number | null }>;
  /** Audits scored below 0.9 (Lighthouse's pass mark), or in error, per category; weightiest first. */
  failing: Record<Category, AuditSummary[]>;
  /**
   * Lighthouse's longest chain of critical requests (render-blocking ones and
   * what they load, each waiting for the one before): URLs and bytes transferred.
   */
  criticalChain: { url: string; transferSize: number }[];
  /**
   * Every request of the load in the order made, times in ms from navigation
   * as observed on this machine (loopback, unthrottled): it shows what waits
   * for what, not how long it would take on the emulated phone.
   */
  requests: { url: string; type: string; status: number; startMs: number; endMs: number; transferSize: number }[];
  /** The Largest Contentful Paint element and where its time goes (TTFB, load delay, load time, render delay), in ms. */
  lcp?: { element: string; phases: Record<string, number> };
  warnings: string[];
  /** Lighthouse's BenchmarkIndex of this machine (higher is faster): simulated CPU times are this machine's ×4 (mobile). */
  benchmarkIndex: number;
  seconds: number;
  /** Set when Lighthouse could not measure the page. */
  runtimeError?: string;
}

export interface PageFigures {
  path: string;
  url: string;
  preset: Preset;
  /** Medians over the runs, ×100. */
  scores: Record<Category, number>;
  runScores: Record<Category, number>[];
  /** The run whose performance score is the median: its metrics and failing audits. */
  medianRun: LighthouseRun;
  /** That run's full Lighthouse report (open it in the Lighthouse viewer). */
  reportFile: string;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const PASS = 0.9;
const IGNORED_MODES = new Set(['notApplicable', 'manual', 'informative']);
const MAX_ITEMS = 5;

type AuditResult = Result['audits'][string];

/** A page through Lighthouse once, in a Chromium of its own. Mobile is Lighthouse's default: Moto G Power, simulated slow 4G, 4× CPU. */
export async function runLighthouse(url: string, preset: Preset): Promise<{ run: LighthouseRun; lhr: Result }> {
  const started = performance.now();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return { run: summarise(result.lhr, (performance.now() - started) / 1000), lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

function summarise(lhr: Result, seconds: number): LighthouseRun {
  const score = (category: Category) => round((lhr.categories[category]?.score ?? NaN) * 100);
  const failing = (category: Category): AuditSummary[] =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.group !== 'hidden')
      .sort((a, b) => b.weight - a.weight)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is AuditResult => {
        if (!audit || IGNORED_MODES.has(audit.scoreDisplayMode)) return false;
        return audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < PASS);
      })
      .map(auditSummary);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility') },
    metrics: Object.fromEntries(
      METRICS.flatMap((id) => {
        const audit = lhr.audits[id];
        return audit ? [[id, { value: round(audit.numericValue ?? NaN), display: audit.displayValue ?? '', score: audit.score }]] : [];
      }),
    ),
    failing: { performance: failing('performance'), accessibility: failing('accessibility') },
    criticalChain: longestChain(lhr.audits['critical-request-chains']?.details),
    requests: requestsOf(lhr.audits['network-requests']?.details),
    ...lcpOf(lhr.audits['largest-contentful-paint-element']),
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
    seconds: round(seconds),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

function auditSummary(audit: AuditResult): AuditSummary {
  const items = itemsOf(audit.details);
  return {
    id: audit.id,
    title: audit.title,
    score: audit.score,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    ...(audit.explanation ? { explanation: audit.explanation } : {}),
    ...(audit.errorMessage ? { explanation: `audit error: ${audit.errorMessage}` } : {}),
    ...(items.length ? { items } : {}),
  };
}

const clip = (value: string) => (value.length > 200 ? `${value.slice(0, 199)}…` : value);

/** The first few rows of an audit's table or list, flattened to what a reader needs: URLs, bytes, ms, nodes. */
function itemsOf(details: unknown, max = MAX_ITEMS): Record<string, string | number>[] {
  const rows = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(rows)) return [];
  // A list holds tables (e.g. the LCP breakdown): take the rows of each.
  const flat = rows.flatMap((row) => (isObject(row) && Array.isArray(row.items) ? row.items : [row]));
  return flat.slice(0, max).flatMap((row) => {
    if (!isObject(row)) return [];
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number') out[key] = round(value);
      else if (typeof value === 'string') out[key] = clip(value);
      else if (isObject(value) && value.type === 'node') {
        for (const field of ['selector', 'snippet', 'nodeLabel', 'explanation'] as const) {
          if (typeof value[field] === 'string') out[`${key === 'node' ? '' : `${key}.`}${field}`] = clip(value[field]);
        }
      } else if (isObject(value) && value.type === 'source-location' && typeof value.url === 'string') {
        out[key] = clip(`${value.url}:${String(value.line ?? '')}`);
      } else if (isObject(value) && typeof value.value === 'string') out[key] = clip(value.value);
    }
    return Object.keys(out).length ? [out] : [];
  });
}

function requestsOf(details: unknown): LighthouseRun['requests'] {
  const rows = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return rows.filter(isObject).map((row) => ({
    url: String(row.url),
    type: String(row.resourceType ?? ''),
    status: Number(row.statusCode ?? 0),
    startMs: round(Number(row.networkRequestTime)),
    endMs: round(Number(row.networkEndTime)),
    transferSize: Number(row.transferSize ?? 0),
  }));
}

function lcpOf(audit: AuditResult | undefined): Pick<LighthouseRun, 'lcp'> {
  const rows = itemsOf(audit?.details, 20);
  const node = rows.find((row) => 'selector' in row);
  if (!node) return {};
  const phases = Object.fromEntries(rows.flatMap((row) => (typeof row.phase === 'string' && typeof row.timing === 'number' ? [[row.phase, row.timing]] : [])));
  return { lcp: { element: `${node.selector} "${String(node.nodeLabel ?? '')}"`, phases } };
}

interface ChainNode {
  request?: { url?: string; endTime?: number; transferSize?: number };
  children?: Record<string, ChainNode>;
}

/** The path of `critical-request-chains` that ends last. */
function longestChain(details: unknown): { url: string; transferSize: number }[] {
  let best: { end: number; path: ChainNode[] } = { end: -Infinity, path: [] };
  const walk = (nodes: Record<string, ChainNode> | undefined, path: ChainNode[]) => {
    for (const node of Object.values(nodes ?? {})) {
      const here = [...path, node];
      const end = node.request?.endTime ?? -Infinity;
      if (end > best.end) best = { end, path: here };
      walk(node.children, here);
    }
  };
  walk((details as { chains?: Record<string, ChainNode> } | undefined)?.chains, []);
  return best.path.map((node) => ({ url: node.request?.url ?? '?', transferSize: node.request?.transferSize ?? 0 }));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A page `runs` times; the scores are medians, the audits those of the run
 * with the median performance, whose full report is written to reportFile.
 */
export async function measurePage(
  origin: string,
  path: string,
  preset: Preset,
  runs: number,
  options: { reportFile: string; report: (line: string) => void },
): Promise<PageFigures> {
  const url = origin + path;
  const done: { run: LighthouseRun; lhr: Result }[] = [];
  for (let i = 0; i < runs; i++) {
    const { run, lhr } = await runLighthouse(url, preset);
    options.report(`Lighthouse ${preset} ${path} run ${i + 1}/${runs}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility} (${run.seconds} s)`);
    done.push({ run, lhr });
  }
  const scores = {
    performance: median(done.map(({ run }) => run.scores.performance)),
    accessibility: median(done.map(({ run }) => run.scores.accessibility)),
  };
  const byPerformance = [...done].sort((a, b) => a.run.scores.performance - b.run.scores.performance);
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!middle) throw new Error('No Lighthouse run.');
  mkdirSync(dirname(options.reportFile), { recursive: true });
  writeFileSync(options.reportFile, JSON.stringify(middle.lhr));
  return {
    path,
    url,
    preset,
    scores,
    runScores: done.map(({ run }) => run.scores),
    medianRun: middle.run,
    reportFile: relative(repoRoot, options.reportFile),
  };
}

export const withinPerformance = (page: PageFigures) => page.scores.performance >= BUDGET.lighthousePerformance;
export const withinAccessibility = (page: PageFigures) => page.scores.accessibility >= BUDGET.lighthouseAccessibility;
