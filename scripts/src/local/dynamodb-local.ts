import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dynamoDbLocalDir, repoRoot } from './paths.js';
import { startChild, waitForPort, type Child } from './processes.js';

export const JAVA_MISSING = [
  'Java is needed to run DynamoDB Local, and `java` was not found.',
  'Install a Java runtime (17 or newer), then run `npm start` again:',
  '  sudo apt-get install -y openjdk-17-jre-headless',
].join('\n');

export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** The jar comes from `npm install` (postinstall); fetch it now if that step could not. */
function ensureJar(): string {
  const jar = join(dynamoDbLocalDir, 'DynamoDBLocal.jar');
  if (!existsSync(jar)) execFileSync(process.execPath, [join(repoRoot, 'scripts/bin/fetch-dynamodb-local.mjs')], { stdio: 'inherit' });
  if (!existsSync(jar)) throw new Error('DynamoDB Local is missing and could not be fetched; run `npm install` with access to the npm registry.');
  return jar;
}

export interface DynamoDbLocalOptions {
  host: string;
  port: number;
  /** Persist under this folder; omit for an in-memory database (tests). */
  dataDir?: string;
  logFile: string;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<Child> {
  if (!javaAvailable()) throw new Error(JAVA_MISSING);
  const jar = ensureJar();
  const storage = options.dataDir ? ['-sharedDb', '-dbPath', options.dataDir] : ['-sharedDb', '-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = startChild(
    'DynamoDB Local',
    'java',
    [`-Djava.library.path=${join(dynamoDbLocalDir, 'DynamoDBLocal_lib')}`, '-Xmx512m', '-jar', jar, '-port', String(options.port), '-disableTelemetry', ...storage],
    { logFile: options.logFile, cwd: dynamoDbLocalDir },
  );
  await waitForPort(options.port, options.host, 'DynamoDB Local', child);
  return child;
}
