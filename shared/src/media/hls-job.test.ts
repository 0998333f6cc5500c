import { describe, expect, it } from 'vitest';
import { createJobRequest, hlsJobSettings, RENDITIONS, renditionsFor } from './hls-job.js';

const names = (height: number) => renditionsFor(height).map((rendition) => rendition.name);

const job = (height: number) =>
  createJobRequest({
    videoId: 'v-1',
    sourceBucket: 'uploads-bucket',
    sourceKey: 'videos/v-1/original',
    mediaBucket: 'media-bucket',
    height,
    role: 'arn:aws:iam::111122223333:role/MediaConvert',
    queue: 'arn:aws:mediaconvert:ap-southeast-1:111122223333:queues/Marketplace-dev',
    template: 'Marketplace-dev-hls',
  });

describe('the renditions of a video', () => {
  it('never upscales: a rendition comes only from a source at least as tall', () => {
    expect(names(240)).toEqual(['360p']);
    expect(names(480)).toEqual(['360p']);
    expect(names(719)).toEqual(['360p']);
    expect(names(720)).toEqual(['360p', '720p']);
    expect(names(1079)).toEqual(['360p', '720p']);
    expect(names(1080)).toEqual(['360p', '720p', '1080p']);
    expect(names(2160)).toEqual(['360p', '720p', '1080p']);
  });

  it('gives a source of unknown height 360p and 720p', () => {
    expect(names(0)).toEqual(['360p', '720p']);
  });

  it('sizes and caps each rendition', () => {
    expect(Object.values(RENDITIONS)).toEqual([
      { name: '360p', width: 640, height: 360, maxBitrate: 800_000 },
      { name: '720p', width: 1280, height: 720, maxBitrate: 2_800_000 },
      { name: '1080p', width: 1920, height: 1080, maxBitrate: 5_000_000 },
    ]);
  });
});

describe('the CreateJob request of a video', () => {
  it('runs as the MediaConvert role on the stage queue from the HLS template, and carries the video id back in its events', () => {
    const request = job(1080);
    expect(request).toMatchObject({
      Role: 'arn:aws:iam::111122223333:role/MediaConvert',
      Queue: 'arn:aws:mediaconvert:ap-southeast-1:111122223333:queues/Marketplace-dev',
      JobTemplate: 'Marketplace-dev-hls',
      UserMetadata: { videoId: 'v-1', sourceKey: 'videos/v-1/original' },
      StatusUpdateInterval: 'SECONDS_60',
    });
  });

  it('reads the upload and writes master.m3u8 under videos/<id>/ of the media bucket', () => {
    const { Settings } = job(720);
    expect(Settings.Inputs).toEqual([
      {
        FileInput: 's3://uploads-bucket/videos/v-1/original',
        AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } },
        VideoSelector: {},
        TimecodeSource: 'ZEROBASED',
      },
    ]);
    expect(Settings.OutputGroups).toHaveLength(1);
    const [group] = Settings.OutputGroups;
    expect(group?.Name).toBe('HLS');
    expect(group?.OutputGroupSettings).toEqual({
      Type: 'HLS_GROUP_SETTINGS',
      HlsGroupSettings: expect.objectContaining({
        Destination: 's3://media-bucket/videos/v-1/master',
        SegmentLength: 6,
        MinSegmentLength: 0,
        SegmentControl: 'SEGMENTED_FILES',
        DirectoryStructure: 'SINGLE_DIRECTORY',
        ManifestDurationFormat: 'INTEGER',
        OutputSelection: 'MANIFESTS_AND_SEGMENTS',
      }),
    });
  });

  it('makes one H.264 QVBR output with AAC stereo per rendition of the source, named master_<name>', () => {
    const outputs = job(1080).Settings.OutputGroups[0]?.Outputs ?? [];
    expect(outputs.map((output) => output.NameModifier)).toEqual(['_360p', '_720p', '_1080p']);
    expect(outputs.map((output) => [output.VideoDescription.Width, output.VideoDescription.Height])).toEqual([
      [640, 360],
      [1280, 720],
      [1920, 1080],
    ]);
    for (const output of outputs) {
      expect(output.ContainerSettings.Container).toBe('M3U8');
      expect(output.VideoDescription.CodecSettings).toMatchObject({
        Codec: 'H_264',
        H264Settings: { RateControlMode: 'QVBR', QvbrSettings: { QvbrQualityLevel: 7 }, GopSize: 2, GopSizeUnits: 'SECONDS' },
      });
      expect(output.AudioDescriptions).toEqual([
        {
          AudioSourceName: 'Audio Selector 1',
          CodecSettings: { Codec: 'AAC', AacSettings: { Bitrate: 128_000, CodingMode: 'CODING_MODE_2_0', SampleRate: 48_000 } },
        },
      ]);
    }
    expect(outputs.map((output) => output.VideoDescription.CodecSettings.H264Settings.MaxBitrate)).toEqual([800_000, 2_800_000, 5_000_000]);
    expect(job(480).Settings.OutputGroups[0]?.Outputs.map((output) => output.NameModifier)).toEqual(['_360p']);
  });

  it('leaves the input and the destination to each job in the template settings', () => {
    const template = hlsJobSettings({ renditions: renditionsFor(0) });
    expect(template.Inputs[0]).not.toHaveProperty('FileInput');
    expect(template.OutputGroups[0]?.OutputGroupSettings.HlsGroupSettings).not.toHaveProperty('Destination');
    // Apart from them, a job of a source of unknown height asks for what the template holds.
    const { Settings } = job(0);
    expect(JSON.stringify(Settings).replace(/"FileInput":"[^"]*",|"Destination":"[^"]*",/g, '')).toBe(JSON.stringify(template));
  });
});
