import { Duration, NestedStack, Stack, type RemovalPolicy } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnRoute,
  CorsHttpMethod,
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpIntegration,
  HttpIntegrationType,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKey, routeList, type Domain, type Plan, type RouteDefinition } from '@lm/shared';
import { acknowledge } from '../nag.js';
import { FUNCTIONS_SRC } from '../paths.js';
import { defaultPlanOf } from '../settings.js';
import { StageStack } from '../stage-stack.js';
import { BroadcastRecordings } from './broadcast-recordings.js';
import { ClassRoom } from './class-room.js';
import { DomainFunction, type PlaybackSigning } from './domain-function.js';

export interface ApiProps {
  table: ITableV2;
  userPool: IUserPool;
  client: IUserPoolClient;
  /** Browser origins allowed by CORS (the CloudFront origin first). */
  allowedOrigins: readonly string[];
  throttle: { rateLimit: number; burstLimit: number };
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  /**
   * DEFAULT_PLAN of every domain Lambda: the plan the site runs while no plan
   * is stored. By default the stage's (its settings, or `-c plan=…` where the
   * stage allows it).
   */
  defaultPlan?: Plan;
  /** The SES-verified address the identity domain sends e-mail from; none sends nothing. */
  mailFrom?: string;
  /** The private uploads bucket (bank-transfer slips, videos); without it no domain handles uploads. */
  uploads?: IBucket;
  /** The media bucket, where transcoded videos are; with the uploads bucket, the media domain takes videos. */
  media?: IBucket;
  /** The key pair id and media URL the learning domain signs playback cookies for. */
  playback?: PlaybackSigning;
}

/** The stage's default plan, `-c plan=…` included; the construct needs a stage stack unless given one. */
function stagePlan(scope: Construct): Plan {
  const stack = Stack.of(scope);
  if (!(stack instanceof StageStack)) throw new Error('The Api needs a defaultPlan outside a stage stack.');
  return defaultPlanOf(stack.settings, scope.node.tryGetContext('plan'));
}

/** Grants a domain needs beyond the table and the pool ids every domain gets. */
const DOMAIN_GRANTS: Partial<Record<Domain, (fn: DomainFunction, props: ApiProps) => void>> = {
  // The CloudFront origin comes first: e-mailed links point there.
  identity: (fn, props) => fn.grantUserAdministration(props.userPool).bindMailer(props.mailFrom, props.allowedOrigins[0] ?? ''),
  // Web push: the account domain answers the public key, the content domain pushes announcements.
  account: (fn) => fn.bindVapidKeys(),
  content: (fn) => fn.bindVapidKeys(),
  people: (fn, props) => fn.grantPeopleAdministration(props.userPool),
  // Payments: the Omise keys, and the origin the bank's 3-D Secure step returns to.
  commerce: (fn, props) => {
    fn.bindOmiseKeys().bindBookstoreKeys().bindMailer(props.mailFrom, props.allowedOrigins[0] ?? '');
  },
  // Files in the uploads bucket: bank-transfer slips, and videos (their transcoding requests start
  // the media stack's jobs: the API submits none itself). A slip handed in leaves a staff notice in
  // the table, which the minute sweep e-mails: the media Lambda sends no e-mail.
  media: (fn, props) => {
    if (!props.uploads) return;
    fn.bindUploads(props.uploads, 'slips/*');
    // Files sent through the one-field form (decision 0038).
    fn.bindUploads(props.uploads, 'files/*');
    // Course video records' files (decision 0036).
    fn.bindVideoRecords(props.uploads);
    if (props.media) fn.bindVideoUploads(props.uploads, props.media);
    // Images' variants are public under the same media URL that playback cookies are signed for.
    if (props.media && props.playback) fn.bindImages(props.uploads, props.media, props.playback.mediaUrl);
  },
  // Certificates' PDFs, kept under certificates/ (decision 0042): this Lambda signs their download
  // links; the renderer Lambda draws them. The QR codes and links point at the web origin.
  certificates: (fn, props) => {
    if (props.uploads) fn.bindFileDownloads(props.uploads, 'certificates/*');
    if (props.allowedOrigins[0]?.startsWith('http')) fn.handler.addEnvironment('SITE_URL', props.allowedOrigins[0]);
  },
  // Zoom meetings from the stage's Zoom app, and IVS channels for broadcast classes (decision 0051).
  live: (fn, props) => {
    fn.bindZoomKeys().grantBroadcasts().bindBroadcastPlaybackKey();
    // A broadcast's recordings open with playback cookies, as videos do (decision 0054).
    if (props.playback) fn.bindPlaybackSigning(props.playback);
    // Calendar feeds link each class to its room on the web origin (decision 0050).
    if (props.allowedOrigins[0]?.startsWith('http')) fn.handler.addEnvironment('SITE_URL', props.allowedOrigins[0]);
  },
  // Playback cookies of a lesson's video (decision 0034), signed with the stage's key.
  learning: (fn, props) => {
    // Web push: a reply to a course comment is pushed to the comment's author (decision 0044).
    fn.bindVapidKeys();
    if (props.playback) fn.bindPlaybackSigning(props.playback);
    // A file lesson's download link (decision 0038).
    if (props.uploads) fn.bindFileDownloads(props.uploads);
  },
};

/** The domains that read SSM parameters or secrets (the VAPID keys of web push, the Omise keys, the media signing key). */
const READS_PARAMETERS: ReadonlySet<Domain> = new Set(['account', 'content', 'commerce', 'learning', 'live']);

/** The domain that makes image variants with sharp (decision 0035): x86_64, with the sharp layer. */
const MAKES_IMAGES: ReadonlySet<Domain> = new Set(['media']);

/** The domains that serve at least one route, in route-table order: one Lambda each. */
export function routedDomains(routes: readonly RouteDefinition[]): Domain[] {
  return [...new Set(routes.map((route) => route.domain))];
}

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * The HTTP API: one route per route-table entry, integrated with its domain's
 * Lambda, behind the Cognito JWT authorizer unless the route is public.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<Domain, DomainFunction>;
  /** The nested stacks holding the routes, one per domain. */
  readonly routeStacks: readonly NestedStack[];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'The marketplace API (routes from the shared route table)',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.allowedOrigins],
        allowHeaders: ['authorization', 'content-type', 'x-access-token'],
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.PATCH,
          CorsHttpMethod.DELETE,
          CorsHttpMethod.OPTIONS,
        ],
        maxAge: Duration.hours(1),
        // The SPA takes a lesson's playback cookies from the API's answer (decision 0034).
        allowCredentials: true,
      },
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    const issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${props.userPool.userPoolId}`;
    const authorizer = new HttpAuthorizer(this, 'CognitoJwt', {
      httpApi: this.httpApi,
      type: HttpAuthorizerType.JWT,
      authorizerName: 'cognito-jwt',
      jwtIssuer: issuer,
      jwtAudience: [props.client.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });

    const defaultPlan = props.defaultPlan ?? stagePlan(this);
    const functions = new Map<Domain, DomainFunction>();
    const integrations = new Map<Domain, HttpIntegration>();
    for (const domain of routedDomains(routeList)) {
      const fn = new DomainFunction(this, `Domain-${domain}`, {
        entry: `${FUNCTIONS_SRC}/${domain}/index.ts`,
        serviceName: domain,
        description: `The ${domain} domain of the marketplace API`,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        environment: { ALLOWED_ORIGINS: props.allowedOrigins.join(','), DEFAULT_PLAN: defaultPlan },
        readsParameters: READS_PARAMETERS.has(domain),
        makesImages: MAKES_IMAGES.has(domain),
      })
        .bindTable(props.table)
        .bindUserPool(props.userPool, props.client);
      DOMAIN_GRANTS[domain]?.(fn, props);
      functions.set(domain, fn);
      integrations.set(
        domain,
        new HttpIntegration(this, `${domain}-integration`, {
          httpApi: this.httpApi,
          integrationType: HttpIntegrationType.AWS_PROXY,
          integrationUri: fn.handler.functionArn,
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        }),
      );
      // One invoke permission per function for the whole API: a permission per
      // route would outgrow the Lambda resource-policy size limit as routes are added.
      fn.handler.addPermission(`${domain}-invoke`, {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: Stack.of(this).formatArn({ service: 'execute-api', resource: this.httpApi.apiId, resourceName: '*/*' }),
      });
    }
    this.functions = functions;

    // The class room's WebSocket, ticket secret and Chime meetings (decision 0049).
    const live = functions.get('live');
    if (live) new ClassRoom(this, 'ClassRoom', { table: props.table, live, logRetention: props.logRetention, removalPolicy: props.removalPolicy, throttle: props.throttle, defaultPlan });

    // Broadcasts recorded to the media bucket, and their recordings kept on their sessions (decision 0054).
    if (live && props.media) new BroadcastRecordings(this, 'BroadcastRecordings', { table: props.table, media: props.media, live, logRetention: props.logRetention, removalPolicy: props.removalPolicy, defaultPlan });

    // Certificates' PDFs are drawn by a Lambda of their own, with pdfkit and the fonts, which the
    // certificates domain invokes (decision 0042); only it writes under certificates/.
    const certificates = functions.get('certificates');
    if (certificates && props.uploads) {
      new DomainFunction(this, 'CertificateRenderer', {
        entry: `${FUNCTIONS_SRC}/certificates/renderer.ts`,
        serviceName: 'certificates',
        description: "Draws certificates' PDFs and removes withdrawn ones, for the certificates domain",
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        assets: 'functions/src/certificates/fonts',
      })
        .bindUploads(props.uploads, 'certificates/*')
        .invokedBy(certificates, 'CERTIFICATE_RENDERER_FUNCTION');
    }

    // Unpaid orders expire (decision 0030): the commerce domain's sweep, every minute.
    new DomainFunction(this, 'ExpireOrders', {
      entry: `${FUNCTIONS_SRC}/commerce/expire-orders.ts`,
      serviceName: 'commerce',
      description: 'Expires unpaid orders past their hold, giving back their stock and coupon uses',
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      readsParameters: true,
      environment: { DEFAULT_PLAN: defaultPlan },
    })
      .bindTable(props.table)
      .bindOmiseKeys()
      .bindMailer(props.mailFrom, props.allowedOrigins[0] ?? '')
      .runEvery('EveryMinute', Duration.minutes(1), 'The expiry sweep of unpaid orders');

    // Class reminders (decision 0050): web push and e-mail a day and a quarter of an hour before a class, every five minutes.
    new DomainFunction(this, 'SendReminders', {
      entry: `${FUNCTIONS_SRC}/live/send-reminders.ts`,
      serviceName: 'live',
      description: 'Reminds booked students and instructors of their classes by web push and e-mail',
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      readsParameters: true,
      environment: { DEFAULT_PLAN: defaultPlan },
    })
      .bindTable(props.table)
      .bindVapidKeys()
      .bindMailer(props.mailFrom, props.allowedOrigins[0] ?? '')
      // Each reminder is claimed once; the next run sends what this one could not.
      .runEvery('EveryFiveMinutes', Duration.minutes(5), 'The sweep of class reminders');

    // A stack holds at most 500 resources and the route table outgrew that: each domain's routes
    // are a nested stack of their own (one resource here), bound to the API, its integration and
    // the authorizer through the nested stack's parameters.
    const routeStacks = new Map<Domain, NestedStack>();
    for (const route of routeList) {
      const integration = integrations.get(route.domain);
      if (!integration) throw new Error(`No Lambda for the ${route.domain} domain of ${routeKey(route)}`);
      let routes = routeStacks.get(route.domain);
      if (!routes) {
        routes = new NestedStack(this, `Routes-${route.domain}`, { description: `The ${route.domain} domain's routes of the marketplace API` });
        routeStacks.set(route.domain, routes);
      }
      const isPublic = route.access === 'public';
      const httpRoute = new CfnRoute(routes, `Route-${route.id}`, {
        apiId: this.httpApi.apiId,
        routeKey: routeKey(route),
        target: `integrations/${integration.integrationId}`,
        authorizationType: isPublic ? 'NONE' : 'JWT',
        ...(isPublic ? {} : { authorizerId: authorizer.authorizerId }),
      });
      if (isPublic) {
        acknowledge(
          httpRoute,
          `${routeKey(route)} is public in the route table: callers have no token (sign-in, public data); the handler reads an optional identity itself.`,
          'AwsSolutions-APIG4',
        );
      }
    }
    this.routeStacks = [...routeStacks.values()];
  }

  /** `https://<api id>.execute-api.<region>.amazonaws.com`: the routes sit at its root ($default stage). */
  get url(): string {
    return this.httpApi.apiEndpoint;
  }
}
