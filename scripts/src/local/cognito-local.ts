import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { triggerFunctionNames } from './auth-triggers.js';
import { startChild, waitForPort, type Child } from './processes.js';

const require = createRequire(import.meta.url);

export interface CognitoLocalOptions {
  host: string;
  port: number;
  /** cognito-local keeps its data in `<dataDir>/.cognito`. */
  dataDir: string;
  logFile: string;
  /** Where Lambda's Invoke API answers for the pool's triggers (the local gateway). */
  lambdaEndpoint: string;
  region: string;
}

/** cognito-local with custom authentication (decision 0024), its triggers invoked at `lambdaEndpoint`. */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<Child> {
  mkdirSync(join(options.dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(options.dataDir, '.cognito', 'config.json'),
    JSON.stringify({
      // cognito-local's default pools sign in by e-mail; ours sign in by username, as in infra.
      UserPoolDefaults: { UsernameAttributes: [] },
      TriggerFunctions: triggerFunctionNames(),
      LambdaClient: { endpoint: options.lambdaEndpoint, region: options.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
    }),
  );
  // The entry is TypeScript; tsx is resolved here because the child's cwd is the data folder.
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const entry = join(import.meta.dirname, 'cognito-local-entry.ts');
  const child = startChild('cognito-local', process.execPath, ['--import', tsx, entry], {
    cwd: options.dataDir,
    logFile: options.logFile,
    env: { ...process.env, PORT: String(options.port), HOST: options.host },
  });
  await waitForPort(options.port, options.host, 'cognito-local', child);
  return child;
}
