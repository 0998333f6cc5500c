import { join } from 'node:path';
import { repoRoot } from './paths.js';
import { startChild, waitForPort, type Child } from './processes.js';

/** The SPA's Vite server, answering `/config.json` with the local API's URL. */
export async function startWeb(options: { host: string; port: number; apiUrl: string; logFile: string }): Promise<Child> {
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const child = startChild('web', process.execPath, [vite, '--host', options.host, '--port', String(options.port), '--strictPort'], {
    cwd: join(repoRoot, 'web'),
    logFile: options.logFile,
    env: { ...process.env, API_URL: options.apiUrl },
  });
  await waitForPort(options.port, options.host, 'the web server', child);
  return child;
}
