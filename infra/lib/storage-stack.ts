import { Annotations, CfnOutput, Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Cdn } from './constructs/cdn.js';
import { Storage } from './constructs/storage.js';
import { mediaSigningPublicKeyOf, mediaSigningSecretName, removalPolicyOf } from './settings.js';
import { StageStack, type StageStackProps } from './stage-stack.js';

/**
 * The buckets and the CloudFront distribution in front of them, together:
 * origin access control writes the distribution's ARN into the web and media
 * bucket policies, and the uploads bucket's CORS names the distribution's
 * domain, so splitting them across stacks would make a dependency cycle.
 */
export class StorageStack extends StageStack {
  readonly storage: Storage;
  readonly cdn: Cdn;
  /** The SPA's origins: the distribution's, then the configured extra ones. */
  readonly webOrigins: readonly string[];

  constructor(scope: Construct, props: StageStackProps) {
    super(scope, 'Storage', { description: 'Marketplace storage and delivery: S3 buckets and CloudFront', ...props });
    this.storage = new Storage(this, 'Storage', {
      removalPolicy: removalPolicyOf(this.settings),
      logRetention: Duration.days(this.settings.logRetentionDays),
    });
    const signingKey = mediaSigningPublicKeyOf(this.settings);
    this.cdn = new Cdn(this, 'Cdn', {
      web: this.storage.web,
      media: this.storage.media,
      logs: this.storage.logs,
      extraWebOrigins: this.settings.extraWebOrigins,
      mediaSigningPublicKey: signingKey.pem,
    });
    if (signingKey.placeholder) {
      Annotations.of(this.cdn).addWarningV2(
        'marketplace:no-media-signing-key',
        `No mediaSigningPublicKey for this stage: videos are served to no one. Set it in the stage settings, with its private key in the secret ${mediaSigningSecretName(this.settings.stage)}.`,
      );
    }
    this.webOrigins = [this.cdn.origin, ...this.settings.extraWebOrigins];
    this.storage.allowUploadsFrom(this.webOrigins);

    new CfnOutput(this, 'WebUrl', { value: this.cdn.origin });
    new CfnOutput(this, 'UploadsBucketName', { value: this.storage.uploads.bucketName });
    new CfnOutput(this, 'MediaBucketName', { value: this.storage.media.bucketName });
    new CfnOutput(this, 'WebBucketName', { value: this.storage.web.bucketName });
    new CfnOutput(this, 'MediaKeyPairId', { value: this.cdn.mediaSigningKey.publicKeyId });
  }
}
