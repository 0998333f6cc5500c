import { CfnOutput } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { Api } from './constructs/api.js';
import type { PlaybackSigning } from './constructs/domain-function.js';
import { logRetentionOf, mailFromOf, removalPolicyOf } from './settings.js';
import { StageStack, type StageStackProps } from './stage-stack.js';

export interface ApiStackProps extends StageStackProps {
  table: ITableV2;
  userPool: IUserPool;
  client: IUserPoolClient;
  webOrigins: readonly string[];
  /** The private uploads bucket (bank-transfer slips, videos). */
  uploads?: IBucket;
  /** The media bucket transcoded videos are written to. */
  media?: IBucket;
  /** The distribution's media URL and trusted public key, for playback cookies. */
  playback?: PlaybackSigning;
}

/** The HTTP API and one Lambda per domain. */
export class ApiStack extends StageStack {
  readonly api: Api;

  constructor(scope: Construct, props: ApiStackProps) {
    super(scope, 'Api', { description: 'Marketplace API: HTTP API, JWT authorizer, domain Lambdas', ...props });
    this.api = new Api(this, 'Api', {
      table: props.table,
      userPool: props.userPool,
      client: props.client,
      allowedOrigins: props.webOrigins,
      throttle: this.settings.apiThrottle,
      logRetention: logRetentionOf(this.settings),
      removalPolicy: removalPolicyOf(this.settings),
      mailFrom: mailFromOf(this.settings, this.node.tryGetContext('mailFrom')),
      ...(props.uploads ? { uploads: props.uploads } : {}),
      ...(props.media ? { media: props.media } : {}),
      ...(props.playback ? { playback: props.playback } : {}),
    });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
  }
}
