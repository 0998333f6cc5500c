import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type BucketProps, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BUCKETS } from '@lm/shared';
import { acknowledge } from '../nag.js';

export interface StorageProps {
  removalPolicy: RemovalPolicy;
  logRetention: Duration;
}

/**
 * The product's buckets: uploads (private, the browser PUTs through presigned
 * URLs), media (HLS and images) and web (the SPA), plus the bucket that
 * receives their access logs and the CloudFront logs.
 */
export class Storage extends Construct {
  readonly logs: Bucket;
  readonly uploads: Bucket;
  readonly media: Bucket;
  readonly web: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const secure: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: props.removalPolicy,
    };

    this.logs = new Bucket(this, 'Logs', {
      ...secure,
      // CloudFront standard logging writes through ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: props.logRetention }],
    });
    acknowledge(this.logs, 'This is the access-log bucket; logging its own access would log into itself.', 'AwsSolutions-S1');

    const logged = (name: string): BucketProps => ({ ...secure, serverAccessLogsBucket: this.logs, serverAccessLogsPrefix: `s3/${name}/` });
    this.uploads = new Bucket(this, 'Uploads', {
      ...logged('uploads'),
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    // Its object events go to EventBridge, whose rules start transcoding jobs (the media stack). Set
    // on the CloudFormation bucket itself: `eventBridgeEnabled` would add CDK's notifications
    // custom resource, a Lambda with a managed-policy role, for what CloudFormation does natively.
    (this.uploads.node.defaultChild as CfnBucket).notificationConfiguration = { eventBridgeConfiguration: { eventBridgeEnabled: true } };
    this.media = new Bucket(this, 'Media', logged('media'));
    this.web = new Bucket(this, 'Web', logged('web'));
  }

  /**
   * CORS of the uploads bucket for presigned PUTs from these origins. Media and
   * web need none here: browsers read them only through CloudFront.
   */
  allowUploadsFrom(origins: readonly string[]): void {
    for (const rule of BUCKETS.uploads.cors) {
      this.uploads.addCorsRule({
        allowedOrigins: [...origins],
        allowedMethods: rule.allowedMethods.map((method) => HttpMethods[method]),
        allowedHeaders: [...rule.allowedHeaders],
        exposedHeaders: [...rule.exposedHeaders],
        maxAge: rule.maxAgeSeconds,
      });
    }
  }
}
