/**
 * Unit test files that need a module registry of their own: they replace modules or globals
 * (`vi.mock`, aws-sdk-client-mock, stubbed globals and environment, fake timers), keep state in
 * shared singletons (the web's i18next), or build the CDK app. Every other unit file shares one
 * registry with the rest of its worker (`isolate: false`), so a module is imported once per run
 * instead of once per file; the integration files do too.
 */
export const ISOLATED_UNIT_FILES = [
  'web/**/*.test.ts',
  'infra/**/*.test.ts',
  'functions/src/adapters/**/*.test.ts',
  'functions/src/certificates/pdf.test.ts',
  'functions/src/certificates/renderer.test.ts',
  'functions/src/data/consent-repository.test.ts',
  'functions/src/data/room-repository.test.ts',
] as const;

/** What makes a test file need its own registry. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|\bmockClient\(|process\.env\.[A-Za-z_]+\s*=[^=]/;
