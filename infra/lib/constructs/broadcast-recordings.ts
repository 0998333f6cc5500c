import type { Plan } from '@lm/shared';
import { Stack, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnRecordingConfiguration } from 'aws-cdk-lib/aws-ivs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { FUNCTIONS_SRC } from '../paths.js';
import { DomainFunction } from './domain-function.js';

export interface BroadcastRecordingsProps {
  table: ITableV2;
  /** The media bucket: IVS writes recordings under `ivs/v1/`, served behind playback cookies. */
  media: IBucket;
  live: DomainFunction;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  defaultPlan: Plan;
}

/**
 * Recordings of broadcast classes (decision 0054): one IVS recording configuration writing HLS
 * to the media bucket, named on each channel made while settingLiveroom's `recording` is on; and
 * the Lambda that keeps each finished recording on its session, from IVS's "Recording End" event,
 * and its instructor's time on air as attendance, from "Stream Start" and "Stream End" (decision 0055).
 */
export class BroadcastRecordings extends Construct {
  readonly configuration: CfnRecordingConfiguration;

  constructor(scope: Construct, id: string, props: BroadcastRecordingsProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.configuration = new CfnRecordingConfiguration(this, 'Configuration', {
      name: `${stack.stackName}-broadcasts`.slice(0, 128),
      destinationConfiguration: { s3: { bucketName: props.media.bucketName } },
      // A broadcast that drops for a moment stays one recording.
      recordingReconnectWindowSeconds: 60,
    });
    props.live.handler.addEnvironment('IVS_RECORDING_CONFIGURATION_ARN', this.configuration.attrArn);
    // Naming the configuration on a new channel reads it.
    props.live.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ivs:GetRecordingConfiguration'], resources: [this.configuration.attrArn] }));

    new DomainFunction(this, 'IvsRecordings', {
      entry: `${FUNCTIONS_SRC}/live/ivs-recordings.ts`,
      serviceName: 'live',
      description: "Keeps a broadcast's recording and its instructor's time on air on its class session, from IVS's events",
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      environment: { DEFAULT_PLAN: props.defaultPlan },
    })
      .bindTable(props.table)
      .runOn('RecordingEnded', {
        description: 'IVS recordings of broadcast classes, once their files are all written',
        eventPattern: { source: ['aws.ivs'], detailType: ['IVS Recording State Change'], detail: { recording_status: ['Recording End'] } },
        retryAttempts: 2,
      })
      // The instructor is present while the class is on air (decision 0055).
      .runOn('OnAir', {
        description: "Broadcast classes going on air and off it: their instructor's attendance",
        eventPattern: { source: ['aws.ivs'], detailType: ['IVS Stream State Change'], detail: { event_name: ['Stream Start', 'Stream End'] } },
        retryAttempts: 2,
      });
  }
}
