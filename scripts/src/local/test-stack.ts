import type {} from '@lm/functions/testing/provided-context';
import type {} from '@lm/functions/testing/outbox';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './processes.js';
import { startLocalStack } from './stack.js';
import { startWeb } from './web.js';

/** Integration tests run against a stack of their own: in-memory table, temporary folder, free ports. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-it-'));
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const host = '127.0.0.1';
  const ports = { host, api: await freePort(), web: await freePort(), dynamodb: await freePort(), cognito: await freePort(), s3: await freePort() };
  const stack = await startLocalStack({ ports, dataDir, inMemory: true, allowedOrigins: [`http://${host}:${ports.web}`] });
  const web = await startWeb({ host, port: ports.web, apiUrl: stack.gateway.url, logFile: join(dataDir, 'logs', 'web.log') }).catch(
    async (error: unknown) => {
      await stack.stop();
      throw error;
    },
  );
  project.provide('apiUrl', stack.gateway.url);
  project.provide('webUrl', `http://${host}:${ports.web}`);
  project.provide('resources', stack.resources);
  project.provide('userIds', stack.userIds);
  project.provide('outboxDir', stack.outboxDir);
  project.provide('endpoints', {
    dynamodb: `http://${host}:${ports.dynamodb}`,
    cognito: `http://${host}:${ports.cognito}`,
    web: `http://${host}:${ports.web}`,
  });
  return async () => {
    await web.stop();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
