import { ChannelNotBroadcasting, CreateChannelCommand, GetStreamCommand, GetStreamKeyCommand, IvsClient, StopStreamCommand } from '@aws-sdk/client-ivs';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIvsBroadcasts, ivsBroadcasts } from './ivs-broadcasts.js';

const ivs = mockClient(IvsClient);
const broadcasts = () => ivsBroadcasts();
const CHANNEL = 'arn:aws:ivs:ap-southeast-1:111122223333:channel/abcd1234';
const KEY = 'arn:aws:ivs:ap-southeast-1:111122223333:stream-key/efgh5678';
const channel = { id: CHANNEL, ingest_server: 'rtmps://f99084460c35.global-contribute.live-video.net:443/app/', stream_key_ref: KEY, playback_url: 'https://f99084460c35.ap-southeast-1.playback.live-video.net/api/video/v1/x.m3u8', recorded: false };
const notBroadcasting = () => new ChannelNotBroadcasting({ message: 'Channel is not broadcasting', $metadata: {}, exceptionMessage: 'Channel is not broadcasting' });

describe('the IVS broadcast channels', () => {
  beforeEach(() => {
    ivs.reset();
    ivs.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('makes one low-latency channel per session, tagged with it, and keeps the stream key by ARN only', async () => {
    // Prepare
    ivs.on(CreateChannelCommand).resolves({
      channel: { arn: CHANNEL, ingestEndpoint: 'f99084460c35.global-contribute.live-video.net', playbackUrl: channel.playback_url },
      streamKey: { arn: KEY, value: 'sk_ap-southeast-1_secret', channelArn: CHANNEL },
    });

    // Act
    const made = await broadcasts().create({ session_id: 's-1:a', name: 'Maths', record: false });

    // Assess
    expect(made).toEqual(channel);
    expect(JSON.stringify(made)).not.toContain('sk_ap-southeast-1_secret');
    expect(ivs).toHaveReceivedCommandWith(CreateChannelCommand, { name: 'class-s-1-a', latencyMode: 'LOW', type: 'STANDARD', authorized: false, tags: { session_id: 's-1:a' } });
    // A public channel's participants get its playback URL as it is.
    expect(await broadcasts().viewerUrl(channel, new Date('2026-12-01T12:00:00Z'))).toBe(channel.playback_url);
  });

  it('makes private channels where the stage signs playback tokens, and gives each participant a URL with one', async () => {
    // Prepare
    ivs.on(CreateChannelCommand).resolves({ channel: { arn: CHANNEL, ingestEndpoint: 'e.global-contribute.live-video.net', playbackUrl: channel.playback_url }, streamKey: { arn: KEY } });
    const signed: [string, string][] = [];
    const privateChannels = createIvsBroadcasts(new IvsClient({ region: 'ap-southeast-1' }), {
      playbackToken: async (arn, expiresAt) => (signed.push([arn, expiresAt.toISOString()]), 'h.p.s'),
    });

    // Act
    const made = await privateChannels.create({ session_id: 's-5', name: 'Maths', record: false });
    const url = await privateChannels.viewerUrl(made, new Date('2026-12-01T12:00:00.000Z'));

    // Assess
    expect(ivs).toHaveReceivedCommandWith(CreateChannelCommand, { authorized: true });
    expect(url).toBe(`${channel.playback_url}?token=h.p.s`);
    expect(signed).toEqual([[CHANNEL, '2026-12-01T12:00:00.000Z']]);
  });

  it('names the stage’s recording configuration on a channel made to be recorded, and only then', async () => {
    // Prepare
    const RECORDING = 'arn:aws:ivs:ap-southeast-1:111122223333:recording-configuration/rc1';
    ivs.on(CreateChannelCommand).callsFake((input: { recordingConfigurationArn?: string }) => ({
      channel: { arn: CHANNEL, ingestEndpoint: 'e.global-contribute.live-video.net', playbackUrl: channel.playback_url, recordingConfigurationArn: input.recordingConfigurationArn ?? '' },
      streamKey: { arn: KEY },
    }));
    const recording = createIvsBroadcasts(new IvsClient({ region: 'ap-southeast-1' }), { recordingConfigurationArn: RECORDING });

    // Act
    const recorded = await recording.create({ session_id: 's-3', name: 'Maths', record: true });
    const unrecorded = await recording.create({ session_id: 's-4', name: 'Maths', record: false });

    // Assess
    expect([recorded.recorded, unrecorded.recorded]).toEqual([true, false]);
    expect(ivs.commandCalls(CreateChannelCommand).map((call) => call.args[0].input.recordingConfigurationArn)).toEqual([RECORDING, undefined]);
  });

  it('reads the stream key when the instructor asks, and says whether the channel is live', async () => {
    // Prepare
    ivs.on(GetStreamKeyCommand, { arn: KEY }).resolves({ streamKey: { arn: KEY, value: 'sk_value' } });
    ivs.on(GetStreamCommand).resolvesOnce({ stream: { channelArn: CHANNEL, state: 'LIVE' } }).rejectsOnce(notBroadcasting());

    // Act
    const key = await broadcasts().streamKey(channel);
    const live = await broadcasts().isLive(channel);
    const later = await broadcasts().isLive(channel);

    // Assess
    expect(key).toBe('sk_value');
    expect([live, later]).toEqual([true, false]);
    expect(ivs).toHaveReceivedCommandWith(GetStreamCommand, { channelArn: CHANNEL });
  });

  it('stops the stream, and takes a channel that was not broadcasting as stopped', async () => {
    // Prepare
    ivs.on(StopStreamCommand).resolvesOnce({}).rejectsOnce(notBroadcasting());

    // Act
    await broadcasts().stop(channel);
    await broadcasts().stop(channel);

    // Assess
    expect(ivs).toHaveReceivedCommandTimes(StopStreamCommand, 2);
    expect(ivs).toHaveReceivedCommandWith(StopStreamCommand, { channelArn: CHANNEL });
  });

  it('passes on any other refusal', async () => {
    ivs.on(CreateChannelCommand).rejects(new Error('Service quota exceeded'));
    await expect(broadcasts().create({ session_id: 's-2', name: 'x', record: false })).rejects.toThrow('Service quota exceeded');
  });
});
