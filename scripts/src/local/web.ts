import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.js';
import { assertPortFree, startChild, waitForPort, type Child } from './processes.js';

const webDir = join(repoRoot, 'web');
const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');

/** The SPA's Vite server, answering `/config.json` with the local API's URL. */
export async function startWeb(options: { host: string; port: number; apiUrl: string; logFile: string }): Promise<Child> {
  // Another server on the port would answer in Vite's place: refused here, not found out by every page failing.
  await assertPortFree(options.port, options.host, 'the web server');
  const child = startChild('web', process.execPath, [vite, '--host', options.host, '--port', String(options.port), '--strictPort'], {
    cwd: webDir,
    logFile: options.logFile,
    env: { ...process.env, API_URL: options.apiUrl },
  });
  await waitForPort(options.port, options.host, 'the web server', child);
  return child;
}

/** The SPA built for production into outDir, as the Web stack builds it; fails with Vite's output. */
export function buildSpa(outDir: string): void {
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) {
    throw new Error(`The web build failed (exit ${result.status ?? result.signal}):\n${(result.stderr || result.stdout).slice(-4_000)}`);
  }
}

/**
 * `/config.json` beside the build, as the Web stack deploys it: the SPA reads
 * it at start-up (Vite's dev server answers it, `vite preview` only serves files).
 */
export function writeRuntimeConfig(outDir: string, apiUrl: string, stage = 'bench'): void {
  writeFileSync(join(outDir, 'config.json'), `${JSON.stringify({ apiUrl, stage })}\n`);
}

/** `vite preview` of the build (gzip on, SPA fallback to index.html), on host:port. */
export async function startPreview(options: { outDir: string; host: string; port: number; logFile: string }): Promise<Child> {
  const args = [vite, 'preview', '--outDir', options.outDir, '--host', options.host, '--port', String(options.port), '--strictPort'];
  await assertPortFree(options.port, options.host, 'vite preview');
  const child = startChild('web preview', process.execPath, args, { cwd: webDir, logFile: options.logFile });
  try {
    await waitForPort(options.port, options.host, 'vite preview', child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return child;
}
