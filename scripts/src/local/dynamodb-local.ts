import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { dynamoDbLocalDir, repoRoot } from './paths.js';
import { startChild, waitForPort, type Child } from './processes.js';

export const JAVA_MISSING = [
  'A Java development kit is needed to run DynamoDB Local, and `java` with its compiler was not found.',
  'Install one (17 or newer), then run `npm start` again:',
  '  sudo apt-get install -y openjdk-17-jdk-headless',
].join('\n');

/** Java 17 or newer with its compiler module, which runs the launcher from its source file. */
export function javaAvailable(): boolean {
  const modules = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  return modules.status === 0 && /^jdk\.compiler@/m.test(modules.stdout);
}

/** The jar comes from `npm install` (postinstall); fetch it now if that step could not. */
function ensureJar(): string {
  const jar = join(dynamoDbLocalDir, 'DynamoDBLocal.jar');
  if (!existsSync(jar)) execFileSync(process.execPath, [join(repoRoot, 'scripts/bin/fetch-dynamodb-local.mjs')], { stdio: 'inherit' });
  if (!existsSync(jar)) throw new Error('DynamoDB Local is missing and could not be fetched; run `npm install` with access to the npm registry.');
  return jar;
}

/** Java runs this one source file as it is (no build step). */
const LAUNCHER = join(repoRoot, 'scripts/java/DynamoDbLocalOnHost.java');

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
  const lib = join(dynamoDbLocalDir, 'DynamoDBLocal_lib');
  // Started through a launcher that binds it to `host`: on its own it listens on every interface.
  const child = startChild(
    'DynamoDB Local',
    'java',
    [
      `-Djava.library.path=${lib}`,
      `-Ddynamodb.host=${options.host}`,
      '-Xmx512m',
      '-cp',
      [jar, join(lib, '*')].join(delimiter),
      LAUNCHER,
      '-port',
      String(options.port),
      '-disableTelemetry',
      ...storage,
    ],
    { logFile: options.logFile, cwd: dynamoDbLocalDir },
  );
  await waitForPort(options.port, options.host, 'DynamoDB Local', child);
  return child;
}
