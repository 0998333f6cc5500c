/**
 * The HLS transcoding job of a video (decision 0032), in the shape of MediaConvert's CreateJob
 * request. Shared by the media Lambda, which submits one job per upload, and infra, whose job
 * template holds the same settings. Kept out of the package index: browsers never need it.
 *
 * The layout is the one the local ffmpeg transcoder writes: `videos/<id>/master.m3u8`, and per
 * rendition `master_<name>.m3u8` with 6 s segments `master_<name>_00001.ts`.
 */

/** One H.264 picture size of the adaptive stream. */
export interface Rendition {
  /** The NameModifier without its underscore: `720p` gives `master_720p.m3u8`. */
  name: string;
  width: number;
  height: number;
  /** The QVBR ceiling, in bits per second. */
  maxBitrate: number;
}

/** Every rendition a video may get, smallest first. */
export const RENDITIONS = {
  '360p': { name: '360p', width: 640, height: 360, maxBitrate: 800_000 },
  '720p': { name: '720p', width: 1280, height: 720, maxBitrate: 2_800_000 },
  '1080p': { name: '1080p', width: 1920, height: 1080, maxBitrate: 5_000_000 },
} as const satisfies Record<string, Rendition>;

/** Jobs name their destination on this output group. */
export const HLS_OUTPUT_GROUP_NAME = 'HLS';

/** Input audio the outputs take: the source's default track. */
const AUDIO_SELECTOR = 'Audio Selector 1';

const SEGMENT_SECONDS = 6;

/** How often MediaConvert reports a running job's progress (the template says the same). */
export const STATUS_UPDATE_INTERVAL = 'SECONDS_60';

/**
 * The renditions of a source `height` pixels tall: 360p always, the larger ones only when the
 * source is that tall, so nothing is upscaled. An unknown height (0) gets 720p as well.
 */
export function renditionsFor(height: number): Rendition[] {
  const renditions: Rendition[] = [RENDITIONS['360p']];
  if (height >= RENDITIONS['720p'].height || height === 0) renditions.push(RENDITIONS['720p']);
  if (height >= RENDITIONS['1080p'].height) renditions.push(RENDITIONS['1080p']);
  return renditions;
}

/** One HLS output of MediaConvert: a rendition's H.264 video (QVBR) and AAC stereo audio. */
export interface HlsOutput {
  NameModifier: string;
  ContainerSettings: { Container: 'M3U8'; M3u8Settings: Record<string, never> };
  VideoDescription: {
    Width: number;
    Height: number;
    ScalingBehavior: 'DEFAULT';
    AntiAlias: 'ENABLED';
    CodecSettings: {
      Codec: 'H_264';
      H264Settings: {
        RateControlMode: 'QVBR';
        QvbrSettings: { QvbrQualityLevel: number };
        MaxBitrate: number;
        CodecProfile: 'MAIN';
        CodecLevel: 'AUTO';
        GopSize: number;
        GopSizeUnits: 'SECONDS';
        GopClosedCadence: number;
        NumberBFramesBetweenReferenceFrames: number;
        SceneChangeDetect: 'TRANSITION_DETECTION';
        QualityTuningLevel: 'SINGLE_PASS_HQ';
        FramerateControl: 'INITIALIZE_FROM_SOURCE';
        ParControl: 'INITIALIZE_FROM_SOURCE';
        InterlaceMode: 'PROGRESSIVE';
      };
    };
  };
  AudioDescriptions: {
    AudioSourceName: string;
    CodecSettings: { Codec: 'AAC'; AacSettings: { Bitrate: number; CodingMode: 'CODING_MODE_2_0'; SampleRate: number } };
  }[];
  OutputSettings: { HlsSettings: { IFrameOnlyManifest: 'EXCLUDE' } };
}

/** MediaConvert's HLS output group: the playlists and segments of every rendition, and the master playlist. */
export interface HlsOutputGroup {
  Name: string;
  OutputGroupSettings: {
    Type: 'HLS_GROUP_SETTINGS';
    HlsGroupSettings: {
      /** `s3://<bucket>/<prefix>/master`: the master playlist is `<prefix>/master.m3u8`. Absent in the template. */
      Destination?: string;
      SegmentLength: number;
      MinSegmentLength: number;
      SegmentControl: 'SEGMENTED_FILES';
      DirectoryStructure: 'SINGLE_DIRECTORY';
      ManifestDurationFormat: 'INTEGER';
      OutputSelection: 'MANIFESTS_AND_SEGMENTS';
      StreamInfResolution: 'INCLUDE';
      CodecSpecification: 'RFC_4281';
      ClientCache: 'ENABLED';
      ProgramDateTime: 'EXCLUDE';
    };
  };
  Outputs: HlsOutput[];
}

/** The `Settings` of a CreateJob request (or of the job template, without input and destination). */
export interface HlsJobSettings {
  TimecodeConfig: { Source: 'ZEROBASED' };
  Inputs: {
    /** `s3://<bucket>/<key>` of the original. Absent in the template. */
    FileInput?: string;
    AudioSelectors: Record<string, { DefaultSelection: 'DEFAULT' }>;
    VideoSelector: Record<string, never>;
    TimecodeSource: 'ZEROBASED';
  }[];
  OutputGroups: HlsOutputGroup[];
}

/** The CreateJob request of one video. */
export interface HlsJobRequest {
  Role: string;
  Queue: string;
  JobTemplate: string;
  /** Comes back in the job's state-change events. */
  UserMetadata: { videoId: string; sourceKey: string };
  StatusUpdateInterval: typeof STATUS_UPDATE_INTERVAL;
  Settings: HlsJobSettings;
}

function hlsOutput(rendition: Rendition): HlsOutput {
  return {
    NameModifier: `_${rendition.name}`,
    ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
    VideoDescription: {
      Width: rendition.width,
      Height: rendition.height,
      ScalingBehavior: 'DEFAULT',
      AntiAlias: 'ENABLED',
      CodecSettings: {
        Codec: 'H_264',
        H264Settings: {
          RateControlMode: 'QVBR',
          QvbrSettings: { QvbrQualityLevel: 7 },
          MaxBitrate: rendition.maxBitrate,
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
        AudioSourceName: AUDIO_SELECTOR,
        CodecSettings: { Codec: 'AAC', AacSettings: { Bitrate: 128_000, CodingMode: 'CODING_MODE_2_0', SampleRate: 48_000 } },
      },
    ],
    OutputSettings: { HlsSettings: { IFrameOnlyManifest: 'EXCLUDE' } },
  };
}

/** The HLS output group of these renditions: 6 s segments and a master playlist, all in one folder. */
export function hlsOutputGroup(renditions: readonly Rendition[], destinationUri?: string): HlsOutputGroup {
  return {
    Name: HLS_OUTPUT_GROUP_NAME,
    OutputGroupSettings: {
      Type: 'HLS_GROUP_SETTINGS',
      HlsGroupSettings: {
        ...(destinationUri === undefined ? {} : { Destination: destinationUri }),
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
    Outputs: renditions.map(hlsOutput),
  };
}

/**
 * Job settings: one input (its default audio track, zero-based timecode) into the HLS output group
 * of `renditions`. Without `sourceUri` and `destinationUri` these are the job template's settings,
 * which every job completes.
 */
export function hlsJobSettings({ sourceUri, destinationUri, renditions }: { sourceUri?: string; destinationUri?: string; renditions: readonly Rendition[] }): HlsJobSettings {
  return {
    TimecodeConfig: { Source: 'ZEROBASED' },
    Inputs: [
      {
        ...(sourceUri === undefined ? {} : { FileInput: sourceUri }),
        AudioSelectors: { [AUDIO_SELECTOR]: { DefaultSelection: 'DEFAULT' } },
        VideoSelector: {},
        TimecodeSource: 'ZEROBASED',
      },
    ],
    OutputGroups: [hlsOutputGroup(renditions, destinationUri)],
  };
}

/**
 * The CreateJob request that turns the upload `sourceKey` into HLS under `videos/<videoId>/` of
 * the media bucket, in the renditions a picture `height` pixels tall gets (0 when unknown). The
 * video id and the source's key travel in the job's metadata, so its state changes find the video
 * again, and change it only while it still holds that file (decision 0032).
 */
export function createJobRequest(input: {
  videoId: string;
  sourceBucket: string;
  sourceKey: string;
  mediaBucket: string;
  height: number;
  /** The ARN of the role MediaConvert assumes. */
  role: string;
  /** The ARN of the stage's queue. */
  queue: string;
  /** The name (or ARN) of the HLS job template. */
  template: string;
}): HlsJobRequest {
  return {
    Role: input.role,
    Queue: input.queue,
    JobTemplate: input.template,
    UserMetadata: { videoId: input.videoId, sourceKey: input.sourceKey },
    StatusUpdateInterval: STATUS_UPDATE_INTERVAL,
    Settings: hlsJobSettings({
      sourceUri: `s3://${input.sourceBucket}/${input.sourceKey}`,
      destinationUri: `s3://${input.mediaBucket}/videos/${input.videoId}/master`,
      renditions: renditionsFor(input.height),
    }),
  };
}
