import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../local/paths.js';
import { startChild, waitForPort, type Child } from '../local/processes.js';

const webDir = join(repoRoot, 'web');
const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');

/** One JS file of the build: its path under the build folder, raw and gzip (level 9) bytes. */
export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
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
export function writeRuntimeConfig(outDir: string, apiUrl: string): void {
  writeFileSync(join(outDir, 'config.json'), `${JSON.stringify({ apiUrl, stage: 'bench' })}\n`);
}

export const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Every JS file of the build (source maps aside), largest first. */
export function buildChunks(outDir: string): Chunk[] {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));
  return files
    .map((file) => {
      const content = readFileSync(join(outDir, file));
      return { file: relative(outDir, join(outDir, file)), bytes: content.length, gzipBytes: gzipBytes(content) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** `vite preview` of the build (gzip on, SPA fallback to index.html), on host:port. */
export async function startPreview(options: { outDir: string; host: string; port: number; logFile: string }): Promise<Child> {
  const args = [vite, 'preview', '--outDir', options.outDir, '--host', options.host, '--port', String(options.port), '--strictPort'];
  const child = startChild('web preview', process.execPath, args, { cwd: webDir, logFile: options.logFile });
  try {
    await waitForPort(options.port, options.host, 'vite preview', child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return child;
}
