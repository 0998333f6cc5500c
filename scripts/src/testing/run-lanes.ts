/**
 * `npm test`'s vitest: the test files dealt to lanes by their recorded times (lane-sequencer.ts),
 * the lanes run side by side. Each lane is a vitest of its own, so each integration lane starts a
 * local stack of its own: the browser suites of one lane never sign out the accounts of another's.
 * The production build of the SPA is made once here and copied into each stack.
 *
 *   npm test                      every file, in TEST_LANES lanes (2)
 *   npm test -- web/src/features  the files matching the filter, the same way
 *   npm test -- --record          and then writes each file's time to file-durations.json
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../local/paths.js';
import { buildSpa } from '../local/web.js';
import { failureRecap } from './lane-recap.js';
import { DURATIONS_FILE } from './lane-sequencer.js';

const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');

interface JsonReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface LaneRun {
  code: number;
  /** Every line the lane printed, for the recap of a failed lane. */
  lines: string[];
}

function runLane(index: number, count: number, args: string[], env: NodeJS.ProcessEnv): Promise<LaneRun> {
  const child = spawn(process.execPath, [vitest, 'run', `--shard=${index}/${count}`, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = count > 1 ? `[lane ${index}] ` : '';
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), lines })));
}

/** Each file's seconds from the lanes' JSON reports, over what was recorded before. */
function recordDurations(reports: string[]): void {
  const seconds = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  for (const report of reports) {
    const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    for (const file of testResults) seconds[relative(repoRoot, file.name).split('\\').join('/')] = Math.round((file.endTime - file.startTime) / 100) / 10;
  }
  const sorted = Object.fromEntries(Object.keys(seconds).sort().map((path) => [path, seconds[path]]));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

async function main(): Promise<number> {
  const count = Math.max(1, Number(process.env.TEST_LANES ?? 2));
  const record = process.argv.includes('--record');
  const args = process.argv.slice(2).filter((arg) => arg !== '--record');
  const work = mkdtempSync(join(tmpdir(), 'marketplace-lanes-'));
  try {
    const build = join(work, 'web-build');
    console.log('Building the SPA once for every lane…');
    buildSpa(build);
    const reports = Array.from({ length: count }, (_, lane) => join(work, `lane-${lane + 1}.json`));
    const runs = await Promise.all(
      reports.map((report, lane) => {
        const laneArgs = [...args, ...(args.length ? ['--passWithNoTests'] : []), ...(record ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [])];
        // Each lane's stack takes its ports from a block of its own (scripts/src/local/processes.ts).
        return runLane(lane + 1, count, laneArgs, { ...process.env, LM_WEB_BUILD: build, LM_PORT_BLOCK: String(lane + 1) });
      }),
    );
    const codes = runs.map((run) => run.code);
    runs.forEach((run, lane) => {
      if (run.code === 0) return;
      console.log(`\n── lane ${lane + 1} of ${count} failed; what it said ──`);
      for (const line of failureRecap(run.lines)) console.log(line);
    });
    codes.forEach((code, lane) => console.log(`lane ${lane + 1} of ${count}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`));
    if (record && codes.every((code) => code === 0)) recordDurations(reports);
    return codes.some((code) => code !== 0) ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
