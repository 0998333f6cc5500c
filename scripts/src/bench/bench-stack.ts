import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JAVA_MISSING, javaAvailable } from '../local/dynamodb-local.js';
import { BENCH_PORT_BLOCK, freePort } from '../local/processes.js';
import { startLocalStack, type LocalStack } from '../local/stack.js';

export interface BenchStack {
  stack: LocalStack;
  host: string;
  /** Where the web section serves the built SPA; the API accepts it as an origin. */
  previewPort: number;
  origin: string;
  dataDir: string;
}

let started: Promise<BenchStack> | undefined;

/**
 * The one local stack of a bench run. The handlers build their clients once
 * per process, as a Lambda does per cold start, so every section must talk to
 * the same stack: a second one on other ports would never be reached.
 */
export function benchStack(report: (line: string) => void): Promise<BenchStack> {
  started ??= (async () => {
    if (!javaAvailable()) throw new Error(JAVA_MISSING);
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    const host = '127.0.0.1';
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-'));
    const port = () => freePort(host, BENCH_PORT_BLOCK);
    const ports = { host, api: await port(), web: await port(), dynamodb: await port(), cognito: await port(), s3: await port(), payments: await port(), media: await port() };
    const origin = `http://${host}:${ports.web}`;
    const stack = await startLocalStack({ ports, dataDir, inMemory: true, allowedOrigins: [origin], report });
    return { stack, host, previewPort: ports.web, origin, dataDir };
  })();
  return started;
}

export async function stopBenchStack(): Promise<void> {
  const running = await started?.catch(() => undefined);
  started = undefined;
  if (!running) return;
  await running.stack.stop();
  rmSync(running.dataDir, { recursive: true, force: true });
}
