import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../local/paths';
import { ISOLATED_UNIT_FILES, NEEDS_ISOLATION } from './isolation';

/** Whether a path is one of the isolated files: a folder's (`dir/**\/*.test.ts`) or named. */
const isIsolated = (path: string) =>
  ISOLATED_UNIT_FILES.some((pattern) => (pattern.endsWith('/**/*.test.ts') ? path.startsWith(pattern.slice(0, -'**/*.test.ts'.length)) : path === pattern));

const unitFilesOf = (workspace: string) =>
  (readdirSync(join(repoRoot, workspace), { recursive: true }) as string[])
    .map((path) => `${workspace}/${path.split('\\').join('/')}`)
    .filter((path) => !path.includes('node_modules/') && path.endsWith('.test.ts') && !path.endsWith('.int.test.ts'));

describe('unit files that share one module registry', () => {
  it('never replace modules, globals, the environment or timers: those run isolated', () => {
    const shared = ['shared', 'functions', 'scripts'].flatMap(unitFilesOf).filter((path) => !isIsolated(path) && path !== 'scripts/src/testing/isolation.test.ts');
    expect(shared.length).toBeGreaterThan(50);
    const replacing = shared.filter((path) => NEEDS_ISOLATION.test(readFileSync(join(repoRoot, path), 'utf8')));
    expect(replacing, 'add these to ISOLATED_UNIT_FILES (scripts/src/testing/isolation.ts)').toEqual([]);
  });

  it('knows a file that would', () => {
    expect(NEEDS_ISOLATION.test("vi.mock('../app.js', () => ({}));")).toBe(true);
    expect(NEEDS_ISOLATION.test('const sqs = mockClient(SQSClient);')).toBe(true);
    expect(NEEDS_ISOLATION.test("process.env.TABLE_NAME = 'x';")).toBe(true);
    expect(NEEDS_ISOLATION.test("expect(process.env.TABLE_NAME === 'x')")).toBe(false);
    expect(isIsolated('functions/src/adapters/ses-mailer.test.ts')).toBe(true);
    expect(isIsolated('functions/src/live/schedule.test.ts')).toBe(false);
  });
});
