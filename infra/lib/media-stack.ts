import { CfnOutput } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { Media } from './constructs/media.js';
import { logRetentionOf, removalPolicyOf } from './settings.js';
import { StageStack, type StageStackProps } from './stage-stack.js';

export interface MediaStackProps extends StageStackProps {
  table: ITableV2;
  uploads: IBucket;
  media: IBucket;
}

/** Transcoding: MediaConvert queue, HLS job template, role, and the job-state Lambda. */
export class MediaStack extends StageStack {
  readonly media: Media;

  constructor(scope: Construct, props: MediaStackProps) {
    super(scope, 'Media', { description: 'Marketplace media: MediaConvert HLS transcoding', ...props });
    this.media = new Media(this, 'Media', {
      namePrefix: this.namePrefix,
      uploads: props.uploads,
      media: props.media,
      table: props.table,
      logRetention: logRetentionOf(this.settings),
      removalPolicy: removalPolicyOf(this.settings),
    });
    new CfnOutput(this, 'MediaConvertRoleArn', { value: this.media.role.roleArn });
    new CfnOutput(this, 'MediaConvertQueueArn', { value: this.media.queue.attrArn });
    new CfnOutput(this, 'HlsJobTemplateName', { value: this.media.jobTemplate.attrName });
  }
}
