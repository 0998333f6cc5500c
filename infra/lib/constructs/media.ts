import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnJobTemplate, CfnQueue } from 'aws-cdk-lib/aws-mediaconvert';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { STATUS_UPDATE_INTERVAL } from '@lm/shared/media/hls-job';
import { TRANSCODE_REQUEST_KEYS } from '@lm/shared/media/transcode-request';
import { acknowledgeWildcardResources } from '../nag.js';
import { FUNCTIONS_SRC } from '../paths.js';
import { HLS_JOB_SETTINGS } from '../media/hls-job-settings.js';
import { DomainFunction } from './domain-function.js';

export interface MediaProps {
  /** Prefix of the queue and template names, unique per account and region (`Marketplace-dev`). */
  namePrefix: string;
  uploads: IBucket;
  media: IBucket;
  table: ITableV2;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
}

/** Job states the product records (SUBMITTED is written by the caller that creates the job). */
const RECORDED_STATES = ['PROGRESSING', 'COMPLETE', 'ERROR', 'CANCELED'];

/**
 * Video transcoding: a MediaConvert queue of the stage, the HLS job template,
 * the role MediaConvert assumes (read uploads, write media), the Lambda that
 * submits a job when the API puts a transcoding request in the uploads bucket
 * (its S3 event, through EventBridge), and the Lambda that records job state
 * changes.
 */
export class Media extends Construct {
  readonly role: Role;
  readonly queue: CfnQueue;
  readonly jobTemplate: CfnJobTemplate;
  readonly onJobStateChange: DomainFunction;
  readonly onTranscodeRequest: DomainFunction;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);

    this.role = new Role(this, 'MediaConvertRole', {
      assumedBy: new ServicePrincipal('mediaconvert.amazonaws.com'),
      description: 'Assumed by MediaConvert: reads uploaded videos, writes HLS renditions',
    });
    const uploadedObjects = props.uploads.arnForObjects('*');
    const mediaObjects = props.media.arnForObjects('*');
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [uploadedObjects] }));
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [mediaObjects] }));
    acknowledgeWildcardResources(
      this.role,
      'Object keys are chosen per upload and per job: MediaConvert may read any uploaded object and write any media object, and do nothing else.',
      [uploadedObjects, mediaObjects],
    );

    // A queue per stage lets the rule below pick this stage's jobs only.
    this.queue = new CfnQueue(this, 'Queue', {
      name: props.namePrefix,
      description: 'Transcoding jobs of this stage',
      pricingPlan: 'ON_DEMAND',
      status: 'ACTIVE',
    });

    this.jobTemplate = new CfnJobTemplate(this, 'HlsJobTemplate', {
      name: `${props.namePrefix}-hls`,
      description: 'HLS: 360p and 720p H.264, AAC 128k, 6 s segments, master playlist',
      category: 'marketplace',
      queue: this.queue.attrArn,
      statusUpdateInterval: STATUS_UPDATE_INTERVAL,
      settingsJson: HLS_JOB_SETTINGS,
    });

    this.onTranscodeRequest = new DomainFunction(this, 'OnTranscodeRequest', {
      entry: `${FUNCTIONS_SRC}/media/on-transcode-request.ts`,
      serviceName: 'media',
      description: 'Submits the MediaConvert job of a transcoding request put in the uploads bucket',
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    })
      .bindTable(props.table)
      .grantTranscoding({ role: this.role, queue: this.queue, template: this.jobTemplate })
      .runOn('TranscodeRequest', {
        description: 'Transcoding requests put in the uploads bucket (the bucket sends its events to EventBridge)',
        eventPattern: {
          source: ['aws.s3'],
          detailType: ['Object Created'],
          detail: { bucket: { name: [props.uploads.bucketName] }, object: { key: [{ wildcard: TRANSCODE_REQUEST_KEYS }] } },
        },
        retryAttempts: 4,
        maxEventAge: Duration.hours(6),
      });
    // MediaConvert reads the original and writes the renditions with its own role: the function only names the buckets.
    this.onTranscodeRequest.handler.addEnvironment('UPLOADS_BUCKET', props.uploads.bucketName);
    this.onTranscodeRequest.handler.addEnvironment('MEDIA_BUCKET', props.media.bucketName);

    this.onJobStateChange = new DomainFunction(this, 'OnJobStateChange', {
      entry: `${FUNCTIONS_SRC}/media/on-job-state-change.ts`,
      serviceName: 'media',
      description: 'Records MediaConvert job state changes',
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    })
      .bindTable(props.table)
      .runOn('JobStateChange', {
        description: 'MediaConvert job state changes of this stage',
        eventPattern: {
          source: ['aws.mediaconvert'],
          detailType: ['MediaConvert Job State Change'],
          detail: { status: RECORDED_STATES, queue: [this.queue.attrArn] },
        },
        retryAttempts: 4,
        maxEventAge: Duration.hours(6),
      });
  }
}
