import type {} from '@lm/functions/testing/provided-context';
import type {} from '@lm/functions/testing/outbox';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './processes.js';
import { startLocalStack } from './stack.js';
import { buildSpa, startPreview, startWeb, writeRuntimeConfig } from './web.js';

/** The push service origin integration tests subscribe browsers to (nothing is sent there). */
const TEST_PUSH_SERVICE = 'https://push.local.test';

/** Integration tests run against a stack of their own: in-memory table, temporary folder, free ports. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-it-'));
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const host = '127.0.0.1';
  // Every server of the stack gets its port here, the Zoom stand-in's too: a server left to pick
  // its own (port 0) could be given one of these, free between here and its server's start.
  const ports = { host, api: await freePort(), web: await freePort(), built: await freePort(), dynamodb: await freePort(), cognito: await freePort(), s3: await freePort(), payments: await freePort(), media: await freePort(), zoom: await freePort(), google: await freePort() };
  const origins = { web: `http://${host}:${ports.web}`, built: `http://${host}:${ports.built}` };
  const stack = await startLocalStack({
    ports,
    dataDir,
    inMemory: true,
    // The build first: the e-mailed links open it, as the browser tests do.
    allowedOrigins: [origins.built, origins.web],
    // Browsers here have no push service (no network): the tests subscribe them to this origin's,
    // which the API takes without the public-address check that refuses loopback and private ones.
    lambdaEnv: { PUSH_TRUSTED_ORIGINS: TEST_PUSH_SERVICE },
  });
  const builtDir = join(dataDir, 'web-build');
  const started = await Promise.allSettled([
    startWeb({ host, port: ports.web, apiUrl: stack.gateway.url, logFile: join(dataDir, 'logs', 'web.log') }),
    // The production build too, for what only a build does (module preloads, the entry's early page load).
    // `npm test` builds it once for all its lanes (scripts/src/testing/run-lanes.ts).
    Promise.resolve().then(() => {
      const prebuilt = process.env.LM_WEB_BUILD;
      if (prebuilt) cpSync(prebuilt, builtDir, { recursive: true });
      else buildSpa(builtDir);
      writeRuntimeConfig(builtDir, stack.gateway.url, 'local');
      return startPreview({ outDir: builtDir, host, port: ports.built, logFile: join(dataDir, 'logs', 'web-preview.log') });
    }),
  ]);
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    await stack.stop();
    throw failure.reason;
  }
  project.provide('apiUrl', stack.gateway.url);
  // Browser tests open the production build, as visitors do (and a page loads without the
  // development server compiling its modules first); the development server stays for what checks it.
  project.provide('webUrl', origins.built);
  project.provide('builtWebUrl', origins.built);
  project.provide('resources', stack.resources);
  project.provide('userIds', stack.userIds);
  project.provide('outboxDir', stack.outboxDir);
  project.provide('pushServiceOrigin', TEST_PUSH_SERVICE);
  project.provide('paymentWebhookSecret', stack.payments.keys.webhookSecret);
  project.provide('mediaKeys', stack.mediaKeys);
  project.provide('endpoints', {
    dynamodb: `http://${host}:${ports.dynamodb}`,
    cognito: `http://${host}:${ports.cognito}`,
    s3: `http://${host}:${ports.s3}`,
    web: `http://${host}:${ports.web}`,
    media: stack.media.url,
  });
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
