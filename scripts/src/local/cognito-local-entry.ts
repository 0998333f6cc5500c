import type { Logger } from 'pino';
import { createCognitoLocalServer, requireFromCognitoLocal } from './cognito-local-server.js';

/**
 * The cognito-local process of the local stack: what its `bin/start.js` does, with custom
 * authentication added (cognito-local-server.ts). Reads `.cognito/` in the working directory.
 */
const pino = requireFromCognitoLocal('pino') as (options: object, stream: unknown) => Logger;
const pretty = requireFromCognitoLocal('pino-pretty') as (options: object) => unknown;
const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  pretty({
    colorize: false,
    ignore: 'pid,name,hostname',
    singleLine: true,
    messageFormat: (log: Record<string, unknown>, messageKey: string) => `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
  }),
);

try {
  const { server } = await createCognitoLocalServer({ directory: process.cwd(), logger });
  const listening = await server.start();
  const address = listening.address();
  logger.info(`Cognito Local running on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`);
} catch (error) {
  logger.error(error);
  process.exit(1);
}
