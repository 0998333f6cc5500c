import { loadConfig, type Config } from 'cognito-local/lib/server/config.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer, type Server } from 'cognito-local/lib/server/server.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { DateClock, LambdaService, MessagesService, TriggersService, type Services } from 'cognito-local/lib/services/index.js';
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createCustomAuth, lambdaTriggerInvoker, withCustomAuth, type CustomAuthTrigger, type LambdaClientLike, type TriggerInvoker } from './cognito-custom-auth.js';

const require = createRequire(import.meta.url);
/** Loads what cognito-local itself depends on (its AWS SDK v2, pino), as it resolves it. */
export const requireFromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));

/** cognito-local's config file, plus the names of the custom-auth triggers it does not know itself. */
export type CognitoLocalConfig = Config & { TriggerFunctions: Config['TriggerFunctions'] & Partial<Record<CustomAuthTrigger, string>> };

export interface CognitoLocalServerOptions {
  /** Holds `.cognito/config.json` and `.cognito/db`, as cognito-local's own start does in its cwd. */
  directory: string;
  logger: Logger;
  /** The triggers' runner; by default the Lambda client of the config (`LambdaClient`). */
  invoke?: TriggerInvoker;
  now?: () => number;
  sessionLifetimeMs?: number;
}

/**
 * cognito-local's own server (its `createDefaultServer`, from the library's modules) with Cognito's
 * custom authentication added to the router (decision 0024). Only the router is wrapped.
 */
export async function createCognitoLocalServer(options: CognitoLocalServerOptions): Promise<{ server: Server; config: CognitoLocalConfig }> {
  const { logger } = options;
  const configDirectory = join(options.directory, '.cognito');
  const dataDirectory = join(configDirectory, 'db');
  const ctx = { logger };
  const config = (await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory))) as CognitoLocalConfig;
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(
    ctx,
    config.UserPoolDefaults,
  );
  const AWS = requireFromCognitoLocal('aws-sdk') as { Lambda: new (config: Config['LambdaClient']) => LambdaClientLike };
  const lambdaClient = new AWS.Lambda(config.LambdaClient);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, lambdaClient as unknown as ConstructorParameters<typeof LambdaService>[1]),
    new CryptoService(config.KMSConfig),
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const customAuth = createCustomAuth({
    services,
    invoke: options.invoke ?? lambdaTriggerInvoker(lambdaClient, config.TriggerFunctions),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sessionLifetimeMs ? { sessionLifetimeMs: options.sessionLifetimeMs } : {}),
  });
  return { server: createServer(withCustomAuth(Router(services), customAuth), logger, config.ServerConfig, services), config };
}
