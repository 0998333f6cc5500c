/** Jobs set the destination on this output group. */
const HLS_OUTPUT_GROUP_NAME = 'HLS';

const SEGMENT_SECONDS = 6;

const rendition = (name: string, width: number, height: number, maxBitrate: number) => ({
  NameModifier: `_${name}`,
  ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
  VideoDescription: {
    Width: width,
    Height: height,
    ScalingBehavior: 'DEFAULT',
    AntiAlias: 'ENABLED',
    CodecSettings: {
      Codec: 'H_264',
      H264Settings: {
        RateControlMode: 'QVBR',
        QvbrSettings: { QvbrQualityLevel: 7 },
        MaxBitrate: maxBitrate,
        CodecProfile: 'MAIN',
        CodecLevel: 'AUTO',
        // A keyframe every 2 s: segments of 6 s start on one, and seeking stays close.
        GopSize: 2,
        GopSizeUnits: 'SECONDS',
        GopClosedCadence: 1,
        NumberBFramesBetweenReferenceFrames: 2,
        SceneChangeDetect: 'TRANSITION_DETECTION',
        QualityTuningLevel: 'SINGLE_PASS_HQ',
        FramerateControl: 'INITIALIZE_FROM_SOURCE',
        ParControl: 'INITIALIZE_FROM_SOURCE',
        InterlaceMode: 'PROGRESSIVE',
      },
    },
  },
  AudioDescriptions: [
    {
      AudioSourceName: 'Audio Selector 1',
      CodecSettings: {
        Codec: 'AAC',
        AacSettings: { Bitrate: 128_000, CodingMode: 'CODING_MODE_2_0', SampleRate: 48_000 },
      },
    },
  ],
  OutputSettings: { HlsSettings: { IFrameOnlyManifest: 'EXCLUDE' } },
});

/**
 * Settings of the MediaConvert job template: one HLS output group with two
 * H.264 renditions (360p ~800 kb/s, 720p ~2800 kb/s), AAC 128 kb/s, 6 s
 * segments and a master playlist, as the local ffmpeg transcoder produces.
 * The destination (`s3://<media>/videos/<id>/master` gives `master.m3u8`) and
 * the input are set per job.
 */
export const HLS_JOB_SETTINGS = {
  TimecodeConfig: { Source: 'ZEROBASED' },
  Inputs: [
    {
      AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } },
      VideoSelector: {},
      TimecodeSource: 'ZEROBASED',
    },
  ],
  OutputGroups: [
    {
      Name: HLS_OUTPUT_GROUP_NAME,
      OutputGroupSettings: {
        Type: 'HLS_GROUP_SETTINGS',
        HlsGroupSettings: {
          SegmentLength: SEGMENT_SECONDS,
          MinSegmentLength: 0,
          SegmentControl: 'SEGMENTED_FILES',
          DirectoryStructure: 'SINGLE_DIRECTORY',
          ManifestDurationFormat: 'INTEGER',
          OutputSelection: 'MANIFESTS_AND_SEGMENTS',
          StreamInfResolution: 'INCLUDE',
          CodecSpecification: 'RFC_4281',
          ClientCache: 'ENABLED',
          ProgramDateTime: 'EXCLUDE',
        },
      },
      Outputs: [rendition('360p', 640, 360, 800_000), rendition('720p', 1280, 720, 2_800_000)],
    },
  ],
};
