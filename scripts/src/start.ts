import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.js';
import { JAVA_MISSING, javaAvailable } from './local/dynamodb-local.js';
import { localDir } from './local/paths.js';
import { assertPortFree, type Child } from './local/processes.js';
import { readPorts } from './local/resources.js';
import { startLocalStack } from './local/stack.js';
import { startWeb } from './local/web.js';
import { OUTBOX_PAGE_PATH } from './local/outbox-page.js';

/** `npm start`: the whole marketplace on this machine, with demo data. */
async function main() {
  if (!javaAvailable()) {
    console.error(JAVA_MISSING);
    process.exit(1);
  }
  const started = Date.now();
  const ports = readPorts();
  const webOrigins = [`http://${ports.host}:${ports.web}`, `http://localhost:${ports.web}`];
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  await assertPortFree(ports.web, ports.host, 'the web server');
  const stack = await startLocalStack({ ports, dataDir: localDir, allowedOrigins: webOrigins, report: (line) => console.log(`  ${line}`) });

  const children: Child[] = [];
  let stopping = false;
  const stopAll = async (code: number) => {
    stopping = true;
    console.log('\nStopping the local stack…');
    for (const child of children) await child.stop();
    await stack.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  const web = await startWeb({ host: ports.host, port: ports.web, apiUrl: stack.gateway.url, logFile: join(localDir, 'logs', 'web.log') }).catch(
    async (error: unknown) => {
      await stack.stop();
      throw error;
    },
  );
  children.push(web);
  web.process.once('exit', (code) => {
    if (code && !stopping) console.error(`The web server stopped (code ${code}); see .local/logs/web.log.`);
  });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nThe marketplace is running (ready in ${seconds} s):`);
  console.log(`  Web  http://${ports.host}:${ports.web}`);
  console.log(`  API  ${stack.gateway.url}`);
  console.log(`  Mail ${stack.gateway.url}${OUTBOX_PAGE_PATH} (what the stack would have e-mailed)`);
  console.log(`  Media ${stack.media.url} (videos play with the cookies of their lesson)`);
  console.log(`  Pay  ${stack.payments.url} (the test payment gateway: card 4242 4242 4242 4242 pays, 4111 1111 1114 0011 is declined)`);
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(12)} ${account.note}`);
  console.log('\nState is kept under .local/ (logs in .local/logs). Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
