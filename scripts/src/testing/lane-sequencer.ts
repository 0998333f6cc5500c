import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each test file took in a recent run (`npm test -- --record` writes it). */
export const DURATIONS_FILE = new URL('./file-durations.json', import.meta.url);

/** What a file not yet recorded is taken to cost: a browser suite, another integration file, a unit file. */
export function guessedSeconds(path: string): number {
  if (!path.endsWith('.int.test.ts')) return 0.5;
  return path.startsWith('web/') ? 20 : 5;
}

/**
 * Deals files to `count` lanes so their recorded times come out even: the longest first, each to
 * the lane that has the least so far (ties by path, so every lane computes the same deal).
 */
export function dealLanes(paths: readonly string[], seconds: Readonly<Record<string, number>>, count: number): string[][] {
  const lanes = Array.from({ length: count }, () => ({ total: 0, paths: [] as string[] }));
  const weighed = paths.map((path) => ({ path, weight: seconds[path] ?? guessedSeconds(path) }));
  weighed.sort((a, b) => b.weight - a.weight || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const { path, weight } of weighed) {
    const lightest = lanes.reduce((least, lane) => (lane.total < least.total ? lane : least));
    lightest.total += weight;
    lightest.paths.push(path);
  }
  return lanes.map((lane) => lane.paths);
}

function recordedSeconds(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Vitest's `--shard=i/n` by recorded time instead of by a hash of the path: `npm test` runs the
 * lanes side by side, each on a local stack of its own, and the run lasts as long as its longest lane.
 */
export class LaneSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const root = this.ctx.config.root;
    const pathOf = (file: TestSpecification) => relative(root, file.moduleId).split('\\').join('/');
    const lanes = dealLanes([...new Set(files.map(pathOf))], recordedSeconds(), count);
    const mine = new Set(lanes[index - 1]);
    return files.filter((file) => mine.has(pathOf(file)));
  }
}
