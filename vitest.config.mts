import { defineConfig } from 'vitest/config';
import { ISOLATED_UNIT_FILES } from './scripts/src/testing/isolation';
import { LaneSequencer } from './scripts/src/testing/lane-sequencer';

const ignored = ['**/node_modules/**', '**/cdk.out/**', '**/dist/**', '.local/**'];

export default defineConfig({
  test: {
    // Handlers log JSON lines; tests that read logs set their own level.
    env: { POWERTOOLS_LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // `--shard=i/n` deals files by their recorded times; `npm test` runs the shards side by side.
    sequence: { sequencer: LaneSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,functions,scripts}/**/*.test.ts'],
          exclude: [...ignored, '**/*.int.test.ts', ...ISOLATED_UNIT_FILES],
          // One module registry for the files of a worker: each module is imported once, not once a file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: [...ISOLATED_UNIT_FILES],
          exclude: [...ignored, '**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['{functions,scripts,web}/**/*.int.test.ts'],
          exclude: ignored,
          globalSetup: ['scripts/src/local/test-stack.ts'],
          // The files share one local stack and its accounts' sessions.
          fileParallelism: false,
          // and one module registry: playwright-core, the AWS SDK and the route table are imported once a run.
          isolate: false,
          // A browser test walks several pages of the development server, which compiles each on first use.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser test's page comes from the development server, whose first load of a screen
          // compiles its modules on a busy machine: a second is too short a wait for what it shows.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
