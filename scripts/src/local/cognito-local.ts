import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startChild, waitForPort, type Child } from './processes.js';

const require = createRequire(import.meta.url);

export interface CognitoLocalOptions {
  host: string;
  port: number;
  /** cognito-local keeps its data in `<dataDir>/.cognito`. */
  dataDir: string;
  logFile: string;
}

export async function startCognitoLocal(options: CognitoLocalOptions): Promise<Child> {
  mkdirSync(join(options.dataDir, '.cognito'), { recursive: true });
  // cognito-local's default pools sign in by e-mail; ours sign in by username, as in infra.
  writeFileSync(join(options.dataDir, '.cognito', 'config.json'), JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }));
  const start = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = startChild('cognito-local', process.execPath, [start], {
    cwd: options.dataDir,
    logFile: options.logFile,
    env: { ...process.env, PORT: String(options.port), HOST: options.host },
  });
  await waitForPort(options.port, options.host, 'cognito-local', child);
  return child;
}
