import { BUDGET } from './budgets.js';
import { withinAccessibility, withinPerformance, type AuditSummary, type PageFigures } from './lighthouse.js';
import { kb, type Row } from './table.js';
import type { WebFigures } from './web.js';

const runsLabel = (page: PageFigures) => (page.runScores.length > 1 ? `median of ${page.runScores.length}` : '1 run');
const score = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'none');

export function webRows(web: WebFigures): Row[] {
  const { initialJs } = web;
  return [
    {
      figure: `home (/) initial JS, gzip (${initialJs.scripts.length} scripts)`,
      value: kb(initialJs.gzipBytes),
      budget: `≤ ${BUDGET.homeInitialJsGzipKb} KB`,
      ok: initialJs.withinBudget,
    },
    ...web.lighthouse.flatMap((page): Row[] => [
      {
        figure: `Lighthouse performance, ${page.path} (${page.preset}, ${runsLabel(page)})`,
        value: score(page.scores.performance),
        budget: `≥ ${BUDGET.lighthousePerformance}`,
        ok: withinPerformance(page),
      },
      {
        figure: `Lighthouse accessibility, ${page.path} (${page.preset}, ${runsLabel(page)})`,
        value: score(page.scores.accessibility),
        budget: `≥ ${BUDGET.lighthouseAccessibility}`,
        ok: withinAccessibility(page),
      },
    ]),
    { figure: 'web: failed local requests / Lighthouse errors', value: String(web.problems.length), budget: '0', ok: web.problems.length === 0, failLabel: 'INVALID' },
  ];
}

/** Chunks under this (gzip) are listed without their contents. */
const SMALL = 4 * 1024;
const shortUrl = (url: string, web: WebFigures) =>
  url.startsWith(web.origin) ? url.slice(web.origin.length) || '/' : url.startsWith(web.apiUrl) ? `API ${url.slice(web.apiUrl.length)}` : url;

const auditLine = (audit: AuditSummary) =>
  `    ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''} (${audit.id}, score ${audit.score ?? 'error'})`;

/** What to look at for each figure that misses its budget; the json holds the audits' items. */
export function webDetails(web: WebFigures): string[] {
  const lines: string[] = [];
  const { initialJs } = web;
  const performanceMissed = !web.lighthouse.every(withinPerformance);
  if (!initialJs.withinBudget || performanceMissed) {
    const verdict = initialJs.withinBudget ? 'within' : 'over';
    lines.push(`\nInitial JS of / is ${kb(initialJs.gzipBytes)} gzip (${kb(initialJs.bytes)} raw), ${verdict} ${BUDGET.homeInitialJsGzipKb} KB; its scripts, gzip (raw), and what they hold (minified):`);
    for (const script of [...initialJs.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const holds = script.gzipBytes >= SMALL ? `  ${script.composition.slice(0, 3).map((part) => `${part.owner} ${kb(part.bytes)}`).join(', ')}` : '';
      lines.push(`  ${kb(script.gzipBytes).padStart(9)} (${kb(script.bytes)})  ${script.file}${holds}`);
    }
  }
  for (const page of web.lighthouse) {
    const misses = [
      ...(withinPerformance(page) ? [] : (['performance'] as const)),
      ...(withinAccessibility(page) ? [] : (['accessibility'] as const)),
    ];
    if (!misses.length) continue;
    const run = page.medianRun;
    lines.push(`\nLighthouse ${page.path} (${page.preset}; runs ${page.runScores.map((s) => `${s.performance}/${s.accessibility}`).join(', ')} perf/a11y):`);
    if (misses.includes('performance')) {
      lines.push(`  metrics: ${Object.entries(run.metrics).map(([id, metric]) => `${id} ${metric.display}`).join(', ')}`);
      if (run.lcp) lines.push(`  LCP element: ${run.lcp.element}; ${Object.entries(run.lcp.phases).map(([phase, ms]) => `${phase} ${ms.toFixed(0)} ms`).join(', ')}`);
      lines.push(`  critical request chain: ${run.criticalChain.map((request) => shortUrl(request.url, web)).join(' → ')}`);
      lines.push('  performance audits below 0.9:');
      lines.push(...run.failing.performance.map(auditLine));
    }
    if (misses.includes('accessibility')) {
      lines.push('  accessibility audits failing:');
      lines.push(...run.failing.accessibility.map(auditLine));
    }
  }
  if (web.lighthouseDesktop.length) {
    const figures = web.lighthouseDesktop.map((page) => `${page.path} performance ${score(page.scores.performance)}, accessibility ${score(page.scores.accessibility)}`);
    lines.push(`\nLighthouse desktop preset, for context (not budgeted): ${figures.join('; ')}.`);
  }
  const warnings = [...new Set(web.lighthouse.flatMap((page) => page.medianRun.warnings))];
  if (warnings.length) lines.push(`\nLighthouse warnings:\n${warnings.map((warning) => `  ${warning}`).join('\n')}`);
  lines.push(...web.notes.map((note) => `\n${note}`));
  return lines;
}
