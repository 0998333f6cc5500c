import { randomUUID } from 'node:crypto';
import type S3rver from 's3rver';
import { matchesWildcard, TRANSCODE_REQUEST_KEYS } from '@lm/shared/media/transcode-request';
import type { LambdaModule } from './lambda-invoke.js';

/**
 * The stack's rules on S3 "Object Created" events (EventBridge rules in AWS, infra's Media
 * construct): the bucket, the key pattern, and the function the gateway's Invoke endpoint runs.
 */
export const LOCAL_BUCKET_RULES = {
  transcodeRequests: {
    functionName: 'marketplace-local-on-transcode-request',
    load: (): Promise<LambdaModule> => import('@lm/functions/media/on-transcode-request'),
    bucket: 'uploads',
    keys: TRANSCODE_REQUEST_KEYS,
  },
} as const;

export const bucketEventFunctions = (): Record<string, () => Promise<LambdaModule>> =>
  Object.fromEntries(Object.values(LOCAL_BUCKET_RULES).map(({ functionName, load }) => [functionName, load]));

/** What s3rver emits on a write: S3's notification records. */
interface S3rverEvent {
  Records: { eventName: string; eventTime: string; s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string } } }[];
}

/** The event EventBridge delivers for an object created in a bucket with EventBridge notifications on. */
export function objectCreatedEvent(record: S3rverEvent['Records'][number], region: string) {
  const { bucket, object } = record.s3;
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: '000000000000',
    time: record.eventTime,
    region,
    resources: [`arn:aws:s3:::${bucket.name}`],
    detail: { version: '0', bucket: { name: bucket.name }, object: { key: object.key, size: object.size ?? 0, etag: object.eTag ?? '' }, reason: 'PutObject' },
  };
}

/**
 * Delivers s3rver's object-created events to the functions whose rules match them, through the
 * gateway's Invoke endpoint, as EventBridge does in AWS (asynchronously: a failure is reported,
 * not retried). Answers a stopper.
 */
export function startBucketEvents(options: { server: S3rver; gatewayUrl: string; buckets: Record<'uploads' | 'media', string>; region: string; report: (line: string) => void }): () => Promise<void> {
  const listener = (event: S3rverEvent) => {
    for (const record of event.Records) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      for (const rule of Object.values(LOCAL_BUCKET_RULES)) {
        if (record.s3.bucket.name !== options.buckets[rule.bucket] || !matchesWildcard(rule.keys, record.s3.object.key)) continue;
        fetch(`${options.gatewayUrl}/2015-03-31/functions/${rule.functionName}/invocations`, { method: 'POST', body: JSON.stringify(objectCreatedEvent(record, options.region)) })
          .then(async (response) => {
            if (response.headers.get('x-amz-function-error')) options.report(`${rule.functionName} failed: ${await response.text()}`);
          })
          .catch((error: unknown) => options.report(`${rule.functionName} was not reached: ${String(error)}`));
      }
    }
  };
  options.server.on('event', listener);
  return async () => void options.server.off('event', listener);
}
