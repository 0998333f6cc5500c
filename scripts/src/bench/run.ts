import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../local/paths.js';
import { BUDGET, SETTINGS } from './budgets.js';
import { measureBundles, type BundleFigures } from './bundles.js';
import { measureHttp, type EndpointFigures } from './http.js';
import { formatTable, kb, ms, type Row } from './table.js';

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

async function main() {
  const started = performance.now();
  console.error('Bundling the Lambdas and timing their cold imports…');
  const bundles = await measureBundles(report);
  writeResult('bundles.json', { budget: { minifiedKb: BUDGET.bundleMinifiedKb, coldImportMs: BUDGET.coldImportMs }, importRuns: SETTINGS.importRuns, bundles });

  console.error('Starting the local stack and loading it…');
  const endpoints = await measureHttp(report);
  writeResult('http.json', {
    budget: { publicReadP99Ms: BUDGET.publicReadP99Ms },
    connections: SETTINGS.connections,
    durationSeconds: SETTINGS.durationSeconds,
    valid: endpoints.every((endpoint) => endpoint.problems.length === 0),
    endpoints,
  });

  console.log(formatTable([...bundles.flatMap(bundleRows), ...endpoints.flatMap(endpointRows)]));
  for (const endpoint of endpoints) console.log(`${endpoint.figure}: latency of ${endpoint.scope}.`);
  for (const bundle of bundles.filter((b) => !b.withinSize)) {
    console.log(`\n${bundle.name} is over budget; most of it is:`);
    for (const input of bundle.topPackages) console.log(`  ${kb(input.bytes).padStart(9)}  ${input.name}`);
    console.log('  largest inputs:');
    for (const input of bundle.topInputs) console.log(`  ${kb(input.bytes).padStart(9)}  ${input.path}`);
  }
  const problems = endpoints.flatMap((endpoint) => endpoint.problems);
  if (problems.length) console.log(`\nThe HTTP run is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  console.log(`\nBench took ${((performance.now() - started) / 1000).toFixed(1)} s; figures in bench/results/.`);
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The bench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
