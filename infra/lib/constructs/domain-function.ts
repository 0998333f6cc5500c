import { Annotations, ArnFormat, Duration, Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { acknowledgeWildcardResources } from '../nag.js';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Rule, type EventPattern } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { CfnPlaybackKeyPair } from 'aws-cdk-lib/aws-ivs';
import type { CfnJobTemplate, CfnQueue } from 'aws-cdk-lib/aws-mediaconvert';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsLogLevel, ParamsAndSecretsVersions, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LAMBDA_BUNDLING } from '@lm/functions/bundling';
import { bookstoreParameterName, omiseParameterName, TABLE, vapidParameterName } from '@lm/shared';
import { REPO_ROOT } from '../paths.js';
import { sharpLayer } from './sharp-layer.js';
import { broadcastPlaybackSecretName, mediaSigningSecretName, zoomSecretName } from '../settings.js';
import { StageStack } from '../stage-stack.js';

export interface DomainFunctionProps {
  /** Absolute path of the module exporting `handler`. */
  entry: string;
  /** POWERTOOLS_SERVICE_NAME: the domain the function serves. */
  serviceName: string;
  description: string;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  environment?: Record<string, string>;
  /**
   * Reads SSM parameters through the AWS Parameters and Secrets Lambda extension (a layer serving
   * them on localhost), so the bundle carries no SSM client (decision 0008).
   */
  readsParameters?: boolean;
  /**
   * Makes image variants with sharp (decision 0035): runs on x86_64, with sharp left out of the
   * bundle and loaded from the sharp layer, and with the memory and time a 10 MB picture takes.
   */
  makesImages?: boolean;
  /**
   * A folder of the sources copied beside the bundle, which the code reads at run time: the
   * certificates' fonts (decision 0042). The path is from the repository's root; the copy keeps
   * the folder's name.
   */
  assets?: string;
}

/**
 * Every operation the repositories issue (single items, queries on the GSIs,
 * batches and transactions, which IAM authorises per underlying action).
 * No Scan: no request path scans the table (ARCHITECTURE §4).
 */
const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * What the identity domain does to users server-side. Only what its handlers
 * call today: the account screens add their actions when they arrive.
 */
export const USER_ADMIN_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  // Sign-in without the password answers the custom challenge (decision 0023).
  'cognito-idp:AdminRespondToAuthChallenge',
  // Registration (create, permanent password, student group, removal when the profile write fails)
  // and the password reset (find by e-mail, set the new password).
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:ListUsers',
];

/**
 * What the people domain does to accounts (decision 0021): create one (confirmed, permanent
 * password, in its role's group), find an e-mail's account, change its e-mail, names, password
 * and disabled state, and delete it.
 */
export const PEOPLE_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:ListUsers',
];

/** What submitting a MediaConvert job takes: the role jobs run as, the stage's queue and its HLS template. */
export interface Transcoding {
  role: IRole;
  queue: CfnQueue;
  template: CfnJobTemplate;
}

/**
 * The browser's multipart upload of a video (decision 0032): starting it, the presigned part PUTs
 * and its completion are all PutObject; the Lambda also lists the parts S3 holds, aborts an
 * upload, reads the first bytes to check the file and removes a refused one.
 */
export const VIDEO_UPLOAD_ACTIONS = [
  's3:PutObject',
  's3:GetObject',
  's3:DeleteObject',
  's3:AbortMultipartUpload',
  's3:ListMultipartUploadParts',
];

/** What signing playback cookies takes (decision 0034): the key group's public key id and where media is served. */
export interface PlaybackSigning {
  keyPairId: string;
  /** `https://<distribution domain>/media`, no trailing slash. */
  mediaUrl: string;
  /** The parent domain API and media share, set on the cookies. */
  cookieDomain?: string;
}

/** What runs a function besides a route: a pattern of events (an EventBridge rule), and how a failed run is retried. */
export interface Trigger {
  description: string;
  eventPattern: EventPattern;
  retryAttempts: number;
  maxEventAge?: Duration;
}

/**
 * A Lambda of the product with the house defaults: esbuild bundle (ESM,
 * minified, source maps, AWS SDK included), arm64 on Node 22, its own log
 * group and a role that starts with nothing but writing to that log group.
 * Resources are attached with the `bind…` methods, which grant and set the
 * environment together.
 */
export class DomainFunction extends Construct {
  readonly handler: NodejsFunction;
  readonly role: Role;
  private readonly readsParameters: boolean;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    super(scope, id);
    this.readsParameters = props.readsParameters ?? false;

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    // An own role instead of the default one, which carries the AWS managed
    // AWSLambdaBasicExecutionRole (logs on every log group of the account).
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (Lambda role)`,
    });
    logGroup.grantWrite(this.role);

    this.handler = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: props.makesImages ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: props.makesImages ? 1024 : 512,
      timeout: Duration.seconds(props.makesImages ? 29 : 10),
      ...(props.makesImages ? { layers: [sharpLayer(this)] } : {}),
      role: this.role,
      logGroup,
      ...(props.readsParameters
        ? { paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, { logLevel: ParamsAndSecretsLogLevel.WARN }) }
        : {}),
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}/package-lock.json`,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        // The same settings `npm run bench` measures (functions/bundling.ts).
        format: OutputFormat.ESM,
        target: LAMBDA_BUNDLING.target,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        minify: LAMBDA_BUNDLING.minify,
        banner: LAMBDA_BUNDLING.banner,
        esbuildArgs: { '--alias': Object.entries(LAMBDA_BUNDLING.alias).map(([name, path]) => `${name}=${path}`) },
        sourceMap: true,
        sourcesContent: false,
        // Pinned SDK clients from the lockfile rather than the runtime's copy.
        externalModules: [...LAMBDA_BUNDLING.external],
        forceDockerBundling: false,
        ...(props.assets
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => [`cp -r "${inputDir}/${props.assets}" "${outputDir}/"`],
              },
            }
          : {}),
      },
    });

    Validations.of(this.handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node 22 is the runtime the code is built and tested for (target node22); moving to a newer runtime is a deliberate upgrade.',
    });
  }

  /** An EventBridge rule, `id` in this construct, that runs the function on the events of its pattern. */
  runOn(id: string, { retryAttempts, maxEventAge, ...rule }: Trigger): this {
    new Rule(this, id, { ...rule, targets: [new LambdaFunction(this.handler, { retryAttempts, ...(maxEventAge ? { maxEventAge } : {}) })] });
    return this;
  }

  /**
   * An EventBridge Scheduler schedule, `id` in this construct, that runs the function every `rate`
   * and never retries a failed run: the next run is the retry. Its role may invoke this function only.
   */
  runEvery(id: string, rate: Duration, description: string): this {
    const role = new Role(this, `${id}Role`, {
      // Only this account's schedules assume it.
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
      description: `${description} (EventBridge Scheduler role)`,
    });
    new Schedule(this, id, { schedule: ScheduleExpression.rate(rate), target: new LambdaInvoke(this.handler, { role, retryAttempts: 0 }), description });
    acknowledgeWildcardResources(role, 'Granting the invoke names the versions of this one function too; the schedule invokes it unqualified.', [`${this.handler.functionArn}:*`]);
    return this;
  }

  /**
   * Lets another of the stack's functions invoke this one (Lambda's Invoke, this function's ARN
   * only) and names it to the caller in `variable`.
   */
  invokedBy(caller: DomainFunction, variable: string): this {
    caller.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.handler.functionArn] }));
    caller.handler.addEnvironment(variable, this.handler.functionName);
    return this;
  }

  /** Read/write on the single table and its GSIs, and TABLE_NAME. */
  bindTable(table: ITableV2): this {
    this.handler.addEnvironment('TABLE_NAME', table.tableName);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: TABLE_ACTIONS,
        resources: [table.tableArn, ...TABLE.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`)],
      }),
    );
    return this;
  }

  /** USER_POOL_ID and USER_POOL_CLIENT_ID, to verify tokens on routes that read an optional identity. */
  bindUserPool(userPool: IUserPool, client: IUserPoolClient): this {
    this.handler.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    this.handler.addEnvironment('USER_POOL_CLIENT_ID', client.userPoolClientId);
    return this;
  }

  /**
   * Web push (decision 0022): VAPID_PARAMETER, and reading that one SecureString parameter of the
   * stage, which `npm run vapid` creates, through the extension (`readsParameters`). The AWS
   * managed key aws/ssm needs no KMS grant.
   */
  bindVapidKeys(): this {
    return this.bindSecureParameter('VAPID_PARAMETER', vapidParameterName, 'VAPID keys');
  }

  /** Card and PromptPay payments (decision 0031): OMISE_PARAMETER, the stage's Omise keys, read the same way. */
  bindOmiseKeys(): this {
    return this.bindSecureParameter('OMISE_PARAMETER', omiseParameterName, 'Omise keys');
  }

  /** The partner bookstore's redirect checkout (decision 0031): BOOKSTORE_PARAMETER, read the same way. */
  bindBookstoreKeys(): this {
    return this.bindSecureParameter('BOOKSTORE_PARAMETER', bookstoreParameterName, 'Bookstore keys');
  }

  /**
   * Uploads under `prefix` of the private bucket (bank-transfer slips): presigned PUTs signed with
   * this role (PutObject), reading one back to check it, removing a refused one.
   */
  bindUploads(bucket: IBucket, prefix: string): this {
    this.handler.addEnvironment('UPLOADS_BUCKET', bucket.bucketName);
    const objects = bucket.arnForObjects(prefix);
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], resources: [objects] }));
    acknowledgeWildcardResources(this.role, `Uploads are one object each under ${prefix}, named when the upload is asked for; the role reaches that prefix only.`, [objects]);
    return this;
  }

  /**
   * Course video records (decision 0036): one file each under `video-records/<id>/` of the uploads
   * bucket, put by presigned PUT, read to check it and to watch it, and removed with its folder
   * when the record goes (ListBucket of that prefix only). UPLOADS_BUCKET.
   */
  bindVideoRecords(uploads: IBucket): this {
    this.bindUploads(uploads, 'video-records/*');
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploads.bucketArn], conditions: { StringLike: { 's3:prefix': 'video-records/*' } } }));
    return this;
  }

  /**
   * Download links of files in the uploads bucket: presigned GETs of `prefix` (the one-field form's
   * `files/*` by default, decision 0038), signed with this role, which may read that prefix and
   * nothing else. UPLOADS_BUCKET.
   */
  bindFileDownloads(bucket: IBucket, prefix = 'files/*'): this {
    this.handler.addEnvironment('UPLOADS_BUCKET', bucket.bucketName);
    const objects = bucket.arnForObjects(prefix);
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [objects] }));
    acknowledgeWildcardResources(this.role, `Files are one object each under ${prefix}; the role reads that prefix only.`, [objects]);
    return this;
  }

  /**
   * Images (decision 0035): originals put by presigned PUTs under `images/` of the uploads bucket,
   * read whole to check them and make their variants, which are written under `images/` of the
   * media bucket (served publicly); both removed by prefix when an image goes. UPLOADS_BUCKET,
   * MEDIA_BUCKET, and MEDIA_URL, which the variants' URLs start with.
   */
  bindImages(uploads: IBucket, media: IBucket, mediaUrl: string): this {
    this.handler.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
    this.handler.addEnvironment('MEDIA_BUCKET', media.bucketName);
    this.handler.addEnvironment('MEDIA_URL', mediaUrl);
    const originals = uploads.arnForObjects('images/*');
    const variants = media.arnForObjects('images/*');
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], resources: [originals] }));
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [variants] }));
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploads.bucketArn, media.bucketArn], conditions: { StringLike: { 's3:prefix': 'images/*' } } }),
    );
    acknowledgeWildcardResources(
      this.role,
      'An image is a folder of objects under images/<id>/: its originals, named per upload, and its variants; the role reaches that prefix of each bucket only.',
      [originals, variants],
    );
    return this;
  }

  /**
   * Videos (decision 0032): uploads in parts under `videos/` of the uploads bucket, and the
   * renditions under `videos/` of the media bucket, read and removed by prefix when a video goes;
   * a video kept as it is is copied in there (PutObject). UPLOADS_BUCKET and MEDIA_BUCKET.
   */
  bindVideoUploads(uploads: IBucket, media: IBucket): this {
    this.handler.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
    this.handler.addEnvironment('MEDIA_BUCKET', media.bucketName);
    const uploaded = uploads.arnForObjects('videos/*');
    const transcoded = media.arnForObjects('videos/*');
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: VIDEO_UPLOAD_ACTIONS, resources: [uploaded] }));
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [transcoded] }));
    this.role.addToPrincipalPolicy(
      // Removal by prefix lists both: a video's originals and transcoding requests, and its renditions.
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploads.bucketArn, media.bucketArn], conditions: { StringLike: { 's3:prefix': 'videos/*' } } }),
    );
    acknowledgeWildcardResources(
      this.role,
      'A video is a folder of objects under videos/<id>/, named per upload and per transcoding job; the role reaches that prefix of each bucket only.',
      [uploaded, transcoded],
    );
    return this;
  }

  /**
   * MediaConvert jobs (decision 0032): CreateJob on the stage's queue with its HLS template only,
   * and passing the MediaConvert role to MediaConvert alone. The MEDIACONVERT_* variables name them.
   */
  grantTranscoding({ role, queue, template }: Transcoding): this {
    this.handler.addEnvironment('MEDIACONVERT_ROLE_ARN', role.roleArn);
    this.handler.addEnvironment('MEDIACONVERT_QUEUE_ARN', queue.attrArn);
    this.handler.addEnvironment('MEDIACONVERT_TEMPLATE', template.attrName);
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['mediaconvert:CreateJob'], resources: [queue.attrArn, template.attrArn] }));
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );
    return this;
  }

  /**
   * Playback cookies (decision 0034): MEDIA_URL, MEDIA_KEY_PAIR_ID, MEDIA_COOKIE_DOMAIN, and
   * MEDIA_SIGNING_SECRET, the Secrets Manager secret of the stage's private key, which the operator
   * creates (`aws secretsmanager create-secret --name /marketplace/<stage>/media-signing-key
   * --secret-string file://private_key.pem`, with the default aws/secretsmanager key, which needs no
   * KMS grant), read through the extension (`readsParameters`). GetSecretValue on that secret only:
   * its ARN ends in six characters Secrets Manager adds.
   */
  bindPlaybackSigning({ keyPairId, mediaUrl, cookieDomain }: PlaybackSigning): this {
    this.bindSecret('MEDIA_SIGNING_SECRET', mediaSigningSecretName, 'The media signing key is');
    this.handler.addEnvironment('MEDIA_URL', mediaUrl);
    this.handler.addEnvironment('MEDIA_KEY_PAIR_ID', keyPairId);
    if (cookieDomain) this.handler.addEnvironment('MEDIA_COOKIE_DOMAIN', cookieDomain);
    return this;
  }

  /**
   * Zoom meetings of class sessions (decision 0051): ZOOM_SECRET, the Secrets Manager secret of
   * the stage's Zoom server-to-server OAuth app, which the operator creates (`aws secretsmanager
   * create-secret --name /marketplace/<stage>/zoom --secret-string
   * '{"account_id":"…","client_id":"…","client_secret":"…"}'`, default aws/secretsmanager key),
   * read through the extension (`readsParameters`). GetSecretValue on that secret only.
   */
  bindZoomKeys(): this {
    return this.bindSecret('ZOOM_SECRET', zoomSecretName, 'The Zoom keys are');
  }

  /**
   * Broadcast classes (decision 0051): IVS low-latency channels of this account and region, made
   * one per session (CreateChannel makes its stream key too, both tagged with the session), their
   * stream state read and stopped, and a stream key read when the instructor asks for it.
   */
  grantBroadcasts(): this {
    const stack = Stack.of(this);
    const channels = stack.formatArn({ service: 'ivs', resource: 'channel', resourceName: '*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
    const streamKeys = stack.formatArn({ service: 'ivs', resource: 'stream-key', resourceName: '*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ivs:CreateChannel', 'ivs:TagResource'], resources: [channels, streamKeys] }));
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ivs:GetStream', 'ivs:StopStream'], resources: [channels] }));
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ivs:GetStreamKey'], resources: [streamKeys] }));
    acknowledgeWildcardResources(this.role, "A channel is made per broadcast session, so its ARN is not known at deploy time; the role reaches this account's and region's IVS channels and stream keys only.", [channels, streamKeys]);
    return this;
  }

  /**
   * Private broadcasts (decision 0056), where the stage has `broadcastPlaybackPublicKey`: the key
   * imported into IVS as a playback key pair, and IVS_PLAYBACK_KEY_SECRET, the operator's secret
   * holding its private half, read through the extension with GetSecretValue on it alone. Channels
   * made then are private. Without the setting nothing is added and channels stay public.
   */
  bindBroadcastPlaybackKey(): this {
    const stack = Stack.of(this);
    if (!(stack instanceof StageStack)) throw new Error('The playback key is per stage: the function needs a stage stack.');
    const publicKey = stack.settings.broadcastPlaybackPublicKey;
    if (!publicKey) return this;
    this.bindSecret('IVS_PLAYBACK_KEY_SECRET', broadcastPlaybackSecretName, 'The playback key is');
    new CfnPlaybackKeyPair(this, 'BroadcastPlaybackKeyPair', { publicKeyMaterial: publicKey, name: `${stack.settings.appName}-${stack.settings.stage}-playback` });
    return this;
  }

  /**
   * One Secrets Manager secret of the stage, which the operator creates, named in `variable` and
   * read through the extension (`readsParameters`): GetSecretValue on that secret only (its ARN
   * ends in six characters Secrets Manager adds). `what` begins the errors' sentences.
   */
  private bindSecret(variable: string, nameOf: (stage: string) => string, what: string): this {
    if (!this.readsParameters) throw new Error(`${what} read through the Parameters and Secrets extension: build the function with readsParameters.`);
    const stack = Stack.of(this);
    if (!(stack instanceof StageStack)) throw new Error(`${what} per stage: the function needs a stage stack.`);
    const name = nameOf(stack.settings.stage);
    this.handler.addEnvironment(variable, name);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [stack.formatArn({ service: 'secretsmanager', resource: 'secret', resourceName: `${name}-??????`, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      }),
    );
    return this;
  }

  /** One SecureString parameter of the stage, named in `variable` and readable by this function alone. */
  private bindSecureParameter(variable: string, nameOf: (stage: string) => string, what: string): this {
    if (!this.readsParameters) throw new Error(`${what} are read through the Parameters and Secrets extension: build the function with readsParameters.`);
    const stack = Stack.of(this);
    if (!(stack instanceof StageStack)) throw new Error(`${what} are per stage: the function needs a stage stack.`);
    const name = nameOf(stack.settings.stage);
    this.handler.addEnvironment(variable, name);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') })],
      }),
    );
    return this;
  }

  /** The admin user actions of the identity domain, on this pool only. */
  grantUserAdministration(userPool: IUserPool): this {
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: USER_ADMIN_ACTIONS, resources: [userPool.userPoolArn] }));
    return this;
  }

  /**
   * E-mail (password resets, order e-mails, the staff's notices): SITE_URL for the links, and SES
   * sending from the stage's verified address only. Without an address the stage sends nothing,
   * and synth says so.
   */
  bindMailer(from: string | undefined, siteUrl: string): this {
    this.handler.addEnvironment('SITE_URL', siteUrl);
    if (!from) {
      Annotations.of(this).addWarningV2('marketplace:no-mail-from', 'No mailFrom for this stage: no e-mail can be sent (password resets, orders, staff notices). Set it in the stage settings or with -c mailFrom=…');
      return this;
    }
    this.handler.addEnvironment('MAIL_FROM', from);
    const stack = Stack.of(this);
    const domain = from.slice(from.indexOf('@') + 1);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        // SES authorises against the identity that verified the sender: the address, or its domain.
        resources: [from, domain].map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity })),
      }),
    );
    return this;
  }

  /** The account administration of the people domain, on this pool only. */
  grantPeopleAdministration(userPool: IUserPool): this {
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: PEOPLE_ADMIN_ACTIONS, resources: [userPool.userPoolArn] }));
    return this;
  }
}
