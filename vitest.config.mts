import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/cdk.out/**', '**/dist/**', '.local/**'];

/**
 * The browser suites the second local stack runs: the back office, teaching, learning, payments and
 * the live classes (about half the browser time).
 */
const SECOND_STACK = ['web/src/features/{admin,teaching,learn,payment,live-classes,private-classes,class-room,schedule,live-media}/**/*.int.test.ts'];

/**
 * A project of integration files against a local stack of its own (scripts/src/local/test-stack.ts):
 * its files run one after another, as they share the stack's accounts' sessions; two such
 * projects run side by side.
 */
function integration(name: string, include: string[], exclude: string[]) {
  return {
    test: {
      name,
      environment: 'node' as const,
      include,
      exclude: [...ignored, ...exclude],
      globalSetup: ['scripts/src/local/test-stack.ts'],
      fileParallelism: false,
      // A browser test walks several pages of the development server, which compiles each on first use.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // A browser test's page comes from the development server, whose first load of a screen
      // compiles its modules on a busy machine: a second is too short a wait for what it shows.
      expect: { poll: { timeout: 5_000 } },
    },
  };
}

export default defineConfig({
  test: {
    // Handlers log JSON lines; tests that read logs set their own level.
    env: { POWERTOOLS_LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,functions,scripts,infra,web}/**/*.test.ts'],
          exclude: [...ignored, '**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      integration('integration', ['{functions,scripts}/**/*.int.test.ts', 'web/**/*.int.test.ts'], SECOND_STACK),
      // Browser suites of their own stack, run beside the first: each stack's files share its accounts' sessions.
      integration('integration-2', SECOND_STACK, []),
    ],
  },
});
