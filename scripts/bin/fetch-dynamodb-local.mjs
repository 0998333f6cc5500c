#!/usr/bin/env node
// Fetches Amazon's DynamoDB Local (the jar shipped inside the npm package
// amplify-dynamodb-simulator) into .local/dynamodb-local. The package itself is
// not a dependency: it drags ~290 packages we never run. `npm pack` takes the
// tarball from the npm registry (or npm's cache) and verifies its integrity.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const DYNAMODB_LOCAL_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const root = resolve(import.meta.dirname, '..', '..');
const target = join(root, '.local', 'dynamodb-local');

if (existsSync(join(target, 'DynamoDBLocal.jar'))) process.exit(0);

const work = mkdtempSync(join(tmpdir(), 'ddb-local-'));
try {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const name = execFileSync(npm, ['pack', DYNAMODB_LOCAL_PACKAGE, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  }).trim().split('\n').pop();
  execFileSync('tar', ['-xzf', join(work, name), '-C', work, 'package/emulator']);
  mkdirSync(join(root, '.local'), { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(join(work, 'package', 'emulator'), target);
  console.log(`DynamoDB Local unpacked into ${target}`);
} catch (error) {
  // An install must not fail for this: `npm start` retries and says what is wrong.
  console.warn(`Could not fetch DynamoDB Local (${DYNAMODB_LOCAL_PACKAGE}): ${error.message}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
