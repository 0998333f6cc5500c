import { hlsJobSettings, renditionsFor } from '@lm/shared/media/hls-job';

/**
 * Settings of the MediaConvert job template: the HLS output group of 360p and 720p (the
 * renditions of a source of unknown height), built by the same function as the jobs the media
 * Lambda submits. The input and the destination (`s3://<media>/videos/<id>/master` gives
 * `master.m3u8`) are set per job, as are the renditions of its source.
 */
export const HLS_JOB_SETTINGS = hlsJobSettings({ renditions: renditionsFor(0) });
