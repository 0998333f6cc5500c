import { createTokenVerifier } from '@lm/functions/adapters/jwt-verifier';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, createDocumentClient } from '@lm/functions/data/database';
import { migrate } from '@lm/functions/data/migrations';
import { seed } from '../seed/seed.js';
import { BOUGHT_COURSE_ID } from '../seed/commerce.js';
import { seedClassRecording, seedMedia, seedRecordedBroadcast } from '../seed/media.js';
import { seedImages } from '../seed/images.js';
import { seedFiles } from '../seed/files.js';
import { seedRecordedZoomClass } from '../seed/live-media.js';
import { triggerFunctions } from './auth-triggers.js';
import { startCognitoLocal } from './cognito-local.js';
import { startDynamoDbLocal } from './dynamodb-local.js';
import { startGateway, type Gateway } from './gateway.js';
import { invokedFunctions, invokedFunctionsEnvironment } from './invoked-functions.js';
import { assertPortFree } from './processes.js';
import { localMediaKeys, localPlaybackTokenKeys, mediaEnvironment, type MediaKeys } from './media-keys.js';
import { MEDIA_PATH, startMediaServer, type MediaServer } from './media-server.js';
import { localClients, provision, type LocalClients } from './provision.js';
import { awsEnvironment, lambdaEnvironment, LOCAL_REGION, type LocalPorts, type LocalResources } from './resources.js';
import { paymentEnvironment, startPaymentGateway, type LocalPaymentGateway } from './payment-gateway.js';
import { startZoomStandIn, zoomEnvironment, type LocalZoom } from './zoom-stand-in.js';
import { googleEnvironment, startGoogleStandIn } from './google-stand-in.js';
import { startS3Local } from './s3.js';
import { scheduledFunctions, startSchedules } from './schedules.js';
import { bucketEventFunctions, startBucketEvents } from './bucket-events.js';
import { localVapidKeys, vapidEnvironment } from './vapid.js';
import { createLocalRoomSocket, roomSocketEnvironment } from './room-socket.js';

export interface StackOptions {
  ports: LocalPorts;
  /** Where state and logs live (`.local/` for `npm start`, a temporary folder for tests). */
  dataDir: string;
  /** Keep DynamoDB in memory (tests) instead of under dataDir. */
  inMemory?: boolean;
  /** Origins the API and the upload bucket accept. */
  allowedOrigins: string[];
  /** Progress lines, for the console. */
  report?: (line: string) => void;
  /** More Lambda environment, over the stack's own. */
  lambdaEnv?: Record<string, string>;
}

export interface LocalStack {
  ports: LocalPorts;
  resources: LocalResources;
  clients: LocalClients;
  gateway: Gateway;
  payments: LocalPaymentGateway;
  /** The Zoom stand-in: its recorded create calls at `<url>/calls` (decision 0051). */
  zoom: LocalZoom;
  /** The media bucket under /media, videos behind playback cookies (decision 0034). */
  media: MediaServer;
  /** The key pair the media server trusts and the Lambdas sign playback cookies with. */
  mediaKeys: MediaKeys;
  userIds: Record<string, string>;
  /** Where the Lambdas' mailer writes each e-mail (OUTBOX_DIR), one JSON file per message. */
  outboxDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole backend on real engines (DynamoDB Local, cognito-local,
 * s3rver), provisions it from the shared definitions, seeds the demo data and
 * mounts the route table on the local gateway.
 */
export async function startLocalStack(options: StackOptions): Promise<LocalStack> {
  const { ports, dataDir } = options;
  const report = options.report ?? (() => {});
  const logs = join(dataDir, 'logs');
  const outboxDir = join(dataDir, 'outbox');
  mkdirSync(logs, { recursive: true });
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => {});
    stoppers.length = 0;
  };

  try {
    await Promise.all([
      assertPortFree(ports.api, ports.host, 'the API'),
      assertPortFree(ports.dynamodb, ports.host, 'DynamoDB Local'),
      assertPortFree(ports.cognito, ports.host, 'cognito-local'),
      assertPortFree(ports.s3, ports.host, 's3rver'),
      assertPortFree(ports.payments, ports.host, 'the test payment gateway'),
      assertPortFree(ports.media, ports.host, 'the media server'),
      ...(ports.zoom ? [assertPortFree(ports.zoom, ports.host, 'the Zoom stand-in')] : []),
      ...(ports.google ? [assertPortFree(ports.google, ports.host, 'the Google sign-in stand-in')] : []),
    ]);
    Object.assign(process.env, awsEnvironment(ports));
    const [dynamodb, cognito, s3] = await Promise.all([
      startDynamoDbLocal({
        host: ports.host,
        port: ports.dynamodb,
        logFile: join(logs, 'dynamodb.log'),
        ...(options.inMemory ? {} : { dataDir: join(dataDir, 'dynamodb') }),
      }),
      startCognitoLocal({
        host: ports.host,
        port: ports.cognito,
        dataDir: join(dataDir, 'cognito'),
        logFile: join(logs, 'cognito.log'),
        // The pool's custom-auth triggers run on the gateway, which serves Lambda's Invoke API for them.
        lambdaEndpoint: `http://${ports.host}:${ports.api}`,
        region: LOCAL_REGION,
      }),
      startS3Local({ host: ports.host, port: ports.s3, dataDir: join(dataDir, 's3') }),
    ]);
    stoppers.push(dynamodb.stop, cognito.stop, s3.stop);
    report(`engines up: DynamoDB Local :${ports.dynamodb}, cognito-local :${ports.cognito}, s3rver :${ports.s3}`);

    const clients = localClients(ports);
    stoppers.push(async () => {
      clients.dynamodb.destroy();
      clients.cognito.destroy();
      clients.s3.destroy();
    });
    const resources = await provision(clients, ports, join(dataDir, 'cognito', 'pool.json'), options.allowedOrigins);
    // A table kept from an earlier run is brought up to this release before the demo data joins it.
    // Only a step run now is worth a line: those run before would say so at every start.
    await migrate({ table: resources.tableName, client: createDocumentClient(clients.dynamodb) }, (line, ranNow) => {
      if (ranNow) report(`migration ${line}`);
    });
    const userIds = await seed({
      cognito: clients.cognito,
      dynamodb: clients.dynamodb,
      tableName: resources.tableName,
      userPoolId: resources.userPoolId,
    });
    report('table, user pool and buckets provisioned; demo data seeded');
    const mediaTarget = {
      options: { table: resources.tableName, client: createDocumentClient(clients.dynamodb) },
      s3: clients.s3,
      s3Config: { endpoint: `http://${ports.host}:${ports.s3}` },
      buckets: resources.buckets,
      ffmpeg: process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
      report,
    };
    await seedMedia(mediaTarget);
    await seedClassRecording(mediaTarget, BOUGHT_COURSE_ID);
    await seedRecordedBroadcast(mediaTarget, { instructorId: userIds.instructor ?? '', studentId: userIds.student ?? '' });
    await seedImages({
      options: { table: resources.tableName, client: createDocumentClient(clients.dynamodb) },
      s3Config: { endpoint: `http://${ports.host}:${ports.s3}` },
      buckets: resources.buckets,
      mediaUrl: `http://${ports.host}:${ports.media}${MEDIA_PATH}`,
      report,
    });

    await seedFiles({ options: { table: resources.tableName, client: createDocumentClient(clients.dynamodb) }, s3: clients.s3, buckets: resources.buckets });

    // The test payment gateway sends its webhooks to the API about to start on its port.
    const payments = await startPaymentGateway({ host: ports.host, port: ports.payments, apiUrl: `http://${ports.host}:${ports.api}`, allowedOrigins: options.allowedOrigins });
    stoppers.push(payments.close);
    report(`test payment gateway :${ports.payments} (Omise's test cards; 3-D Secure and PromptPay pages)`);

    const zoom = await startZoomStandIn({ host: ports.host, port: ports.zoom ?? 0, webhookUrl: `http://${ports.host}:${ports.api}/public/zoom/events` });
    stoppers.push(zoom.close);
    report(`Zoom stand-in ${zoom.url} (the meetings the API made)`);
    const zoomRecording = await seedRecordedZoomClass(createDatabase({ table: resources.tableName, client: createDocumentClient(clients.dynamodb) }), { instructorId: userIds.instructor ?? '', studentId: userIds.student ?? '' }, zoom.url);
    if (zoomRecording) zoom.remember(zoomRecording);

    const google = await startGoogleStandIn({ host: ports.host, port: ports.google ?? 0 });
    stoppers.push(google.close);
    report(`Google sign-in stand-in ${google.url} (any address signs in there)`);

    const mediaKeys = localMediaKeys(dataDir);
    const playbackTokenKeys = localPlaybackTokenKeys(dataDir);
    const media = await startMediaServer({
      host: ports.host,
      port: ports.media,
      s3: clients.s3,
      bucket: resources.buckets.media,
      allowedOrigins: options.allowedOrigins,
      publicKeys: { [mediaKeys.keyPairId]: mediaKeys.publicKey },
      playbackTokenKey: playbackTokenKeys.publicKey,
    });
    stoppers.push(media.close);
    report(`media server ${media.url} (videos need playback cookies)`);

    const roomSocket = createLocalRoomSocket(() => import('@lm/functions/live/room-socket'), report);
    const gateway = await startGateway({
      host: ports.host,
      port: ports.api,
      allowedOrigins: options.allowedOrigins,
      outboxDir,
      functions: { ...triggerFunctions(), ...scheduledFunctions(), ...bucketEventFunctions(), ...invokedFunctions() },
      roomSocket,
      verifyToken: createTokenVerifier({ userPoolId: resources.userPoolId, clientId: resources.userPoolClientId, issuer: resources.issuer }),
      lambdaEnv: {
        ...lambdaEnvironment(resources, options.allowedOrigins),
        OUTBOX_DIR: outboxDir,
        // The first allowed origin is the web server the e-mailed links open.
        ...(options.allowedOrigins[0] ? { SITE_URL: options.allowedOrigins[0] } : {}),
        ...vapidEnvironment(localVapidKeys(dataDir)),
        ...paymentEnvironment(payments),
        ...zoomEnvironment(zoom),
        ...googleEnvironment(google),
        ...mediaEnvironment(mediaKeys, media.url),
        PLAYBACK_TOKEN_KEY: playbackTokenKeys.privateKey,
        ...roomSocketEnvironment(ports.host, ports.api),
        ...invokedFunctionsEnvironment(`http://${ports.host}:${ports.api}`),
        ...options.lambdaEnv,
      },
    });
    stoppers.push(gateway.close);
    // Open sockets would hold the gateway's server open: they close first.
    stoppers.push(async () => roomSocket.close());
    stoppers.push(startSchedules(gateway.url, report));
    stoppers.push(startBucketEvents({ server: s3.server, gatewayUrl: gateway.url, buckets: resources.buckets, region: LOCAL_REGION, report }));
    return { ports, resources, clients, gateway, payments, zoom, media, mediaKeys, userIds, outboxDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
