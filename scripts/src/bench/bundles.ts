import { LAMBDA_BUNDLING } from '@lm/functions/bundling';
import { domainEntries } from '@lm/functions/domains';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { repoRoot } from '../local/paths.js';
import { BUDGET, LAMBDA_ENV, SETTINGS } from './budgets.js';
import { median } from './stats.js';
import { round } from './table.js';

export interface BundleFigures {
  name: string;
  entry: string;
  minifiedBytes: number;
  gzipBytes: number;
  coldImportMs: { median: number; runs: number[] };
  withinSize: boolean;
  withinColdImport: boolean;
  /** The inputs and packages that take most of the bundle, by bytes in the output. */
  topInputs: { path: string; bytes: number }[];
  topPackages: { name: string; bytes: number }[];
}

/** Every Lambda the bench sizes: each HTTP domain, plus the media event handlers (job states, transcoding requests) and the certificates' renderer. */
export function lambdaEntries(): { name: string; entry: string }[] {
  const functions = join(repoRoot, 'functions', 'src');
  return [
    ...Object.keys(domainEntries).map((domain) => ({ name: domain, entry: join(functions, domain, 'index.ts') })),
    { name: 'media/on-job-state-change', entry: join(functions, 'media', 'on-job-state-change.ts') },
    { name: 'media/on-transcode-request', entry: join(functions, 'media', 'on-transcode-request.ts') },
    { name: 'certificates/renderer', entry: join(functions, 'certificates', 'renderer.ts') },
  ];
}

/** Bundled as production bundles it: minified, tree-shaken ESM for Node 22, the AWS SDK inside. */
async function bundle(entry: string, outfile: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    ...LAMBDA_BUNDLING,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    banner: { js: LAMBDA_BUNDLING.banner },
    alias: { ...LAMBDA_BUNDLING.alias },
    sourcemap: false,
    external: [...LAMBDA_BUNDLING.external], // the AWS SDK is bundled, not taken from the runtime; sharp is a layer
    metafile: true,
    logLevel: 'error',
  });
  return result.metafile;
}

const top = <T extends { bytes: number }>(items: T[], count = 5) => items.sort((a, b) => b.bytes - a.bytes).slice(0, count);

function packageOf(path: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return match?.[1] ?? '(project)';
}

function composition(metafile: Metafile) {
  const output = Object.values(metafile.outputs)[0];
  const inputs = Object.entries(output?.inputs ?? {}).map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }));
  const packages = new Map<string, number>();
  for (const { path, bytes } of inputs) packages.set(packageOf(path), (packages.get(packageOf(path)) ?? 0) + bytes);
  return {
    topInputs: top(inputs),
    topPackages: top([...packages].map(([name, bytes]) => ({ name, bytes }))),
  };
}

const IMPORT_PROBE = 'const t = performance.now(); await import(process.argv[1]); console.log(performance.now() - t);';

/** Time of `await import(bundle)` in a fresh Node process, with only the Lambda's environment. */
function coldImportMs(file: string): number {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(file).href], {
    env: { PATH: process.env.PATH, ...LAMBDA_ENV },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const value = Number(result.stdout.trim().split('\n').at(-1));
  if (result.status !== 0 || !Number.isFinite(value)) {
    throw new Error(`Importing ${file} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  return round(value);
}

export async function measureBundles(report: (line: string) => void): Promise<BundleFigures[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-bundles-'));
  try {
    const figures: BundleFigures[] = [];
    for (const { name, entry } of lambdaEntries()) {
      const outfile = join(outDir, `${name.replace(/\W/g, '-')}.mjs`);
      const metafile = await bundle(entry, outfile);
      const code = readFileSync(outfile);
      const runs = Array.from({ length: SETTINGS.importRuns }, () => coldImportMs(outfile));
      const { topInputs, topPackages } = composition(metafile);
      const figure: BundleFigures = {
        name,
        entry: relative(repoRoot, entry),
        minifiedBytes: code.length,
        gzipBytes: gzipSync(code).length,
        coldImportMs: { median: median(runs), runs },
        withinSize: code.length < BUDGET.bundleMinifiedKb * 1024,
        withinColdImport: median(runs) < BUDGET.coldImportMs,
        topInputs,
        topPackages,
      };
      report(`bundled ${name}: ${code.length} bytes, cold import ${figure.coldImportMs.median.toFixed(1)} ms`);
      figures.push(figure);
    }
    return figures;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
