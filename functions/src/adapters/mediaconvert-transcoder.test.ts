import { CreateJobCommand, MediaConvertClient, type CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { createJobRequest } from '@lm/shared/media/hls-job';
import { mediaConvertTranscoder } from './mediaconvert-transcoder.js';

const mediaConvert = mockClient(MediaConvertClient);
const settings = {
  uploadsBucket: 'uploads-bucket',
  mediaBucket: 'media-bucket',
  role: 'arn:aws:iam::111122223333:role/MediaConvert',
  queue: 'arn:aws:mediaconvert:ap-southeast-1:111122223333:queues/Marketplace-dev',
  template: 'Marketplace-dev-hls',
};
const transcoder = () => mediaConvertTranscoder(settings);

describe('the MediaConvert transcoder', () => {
  beforeEach(() => {
    mediaConvert.reset();
    mediaConvert.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('submits one HLS job of the upload into videos/<id>/ of the media bucket and answers its id', async () => {
    // Prepare
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: '1700000000000-abc123', Role: settings.role, Settings: {} } });

    // Act
    const jobId = await transcoder().submit({ videoId: 'v-1', sourceKey: 'videos/v-1/original', height: 1080 });

    // Assess
    expect(jobId).toBe('1700000000000-abc123');
    expect(mediaConvert).toHaveReceivedCommandTimes(CreateJobCommand, 1);
    expect(mediaConvert).toHaveReceivedCommandWith(CreateJobCommand, {
      Role: settings.role,
      Queue: settings.queue,
      JobTemplate: 'Marketplace-dev-hls',
      UserMetadata: { videoId: 'v-1', sourceKey: 'videos/v-1/original' },
      StatusUpdateInterval: 'SECONDS_60',
      Settings: expect.objectContaining({
        Inputs: [expect.objectContaining({ FileInput: 's3://uploads-bucket/videos/v-1/original' })],
        OutputGroups: [
          expect.objectContaining({
            Name: 'HLS',
            OutputGroupSettings: expect.objectContaining({
              HlsGroupSettings: expect.objectContaining({ Destination: 's3://media-bucket/videos/v-1/master', SegmentLength: 6 }),
            }),
            Outputs: [
              expect.objectContaining({ NameModifier: '_360p' }),
              expect.objectContaining({ NameModifier: '_720p' }),
              expect.objectContaining({ NameModifier: '_1080p' }),
            ],
          }),
        ],
      }),
    });
  });

  it('sends exactly the shared CreateJob request, which is a valid CreateJob input of the SDK', async () => {
    // Prepare
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: 'job-2', Role: settings.role, Settings: {} } });
    // Typed as the SDK's input: a field or value MediaConvert does not know fails the typecheck.
    const expected: CreateJobCommandInput = createJobRequest({
      videoId: 'v-2',
      sourceBucket: settings.uploadsBucket,
      sourceKey: 'videos/v-2/original',
      mediaBucket: settings.mediaBucket,
      height: 480,
      role: settings.role,
      queue: settings.queue,
      template: settings.template,
    });

    // Act
    await transcoder().submit({ videoId: 'v-2', sourceKey: 'videos/v-2/original', height: 480 });

    // Assess
    expect(mediaConvert.commandCalls(CreateJobCommand)[0]?.args[0].input).toEqual(expected);
  });

  it('fails when MediaConvert answers no job id, and passes its refusals on', async () => {
    mediaConvert.on(CreateJobCommand).resolves({});
    await expect(transcoder().submit({ videoId: 'v-3', sourceKey: 'videos/v-3/original', height: 0 })).rejects.toThrow('no job id');

    mediaConvert.on(CreateJobCommand).rejects(Object.assign(new Error('Unable to assume role'), { name: 'ForbiddenException' }));
    await expect(transcoder().submit({ videoId: 'v-3', sourceKey: 'videos/v-3/original', height: 0 })).rejects.toThrow('Unable to assume role');
  });
});
