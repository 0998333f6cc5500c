import type Hls from 'hls.js';
import type { HlsConfig, Level, LoaderConfig } from 'hls.js';
import { useEffect, useRef, type RefObject } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A live broadcast's playlist is not there for its first seconds (the first segment is still being
 * made; IVS answers 404 the same way until the stream reaches it): its loads are retried every
 * 2 s for half a minute, a 404 too, before the broadcast counts as failed.
 */
const LIVE_START: LoaderConfig = {
  maxTimeToFirstByteMs: Infinity,
  maxLoadTimeMs: 20_000,
  timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
  errorRetry: {
    maxNumRetry: 15,
    retryDelayMs: 2_000,
    maxRetryDelayMs: 2_000,
    backoff: 'linear',
    shouldRetry: (config, count, timeout, response, retry) => retry || (!!config && count < config.maxNumRetry && response?.code === 404),
  },
};
const LIVE: Partial<HlsConfig> = { manifestLoadPolicy: { default: LIVE_START }, playlistLoadPolicy: { default: LIVE_START } };

/** What the page hears of the stream: its renditions once known, and a failure it cannot recover from. */
export interface HlsEvents {
  levels?(levels: readonly Level[]): void;
  failure(kind: 'failed' | 'unsupported'): void;
}

/**
 * Plays an HLS playback in a video element: hls.js (loaded when first needed) where Media Source
 * Extensions run, with the playback cookies on every playlist and segment request; Safari's own
 * HLS otherwise. A media error is recovered from twice before it counts as a failure; a `live`
 * broadcast's playlist is waited for while it is being started (LIVE_START). Answers the
 * hls.js instance, for a quality choice. Nothing happens for a playback of another type.
 */
export function useHlsSource(video: RefObject<HTMLVideoElement | null>, playback: { type: string; url: string }, events: HlsEvents, { live = false } = {}): RefObject<Hls | undefined> {
  const hls = useRef<Hls | undefined>(undefined);
  const heard = useRef(events);
  heard.current = events;

  useEffect(() => {
    const element = video.current;
    if (!element || playback.type !== 'hls') return;
    let cancelled = false;
    let player: Hls | undefined;
    const playNatively = () => {
      if (element.canPlayType(HLS_TYPE)) element.src = playback.url;
      else heard.current.failure('unsupported');
    };
    import('hls.js').then(
      ({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) return playNatively();
        let recoveries = 0;
        const created = new HlsPlayer({
          ...(live ? LIVE : {}),
          xhrSetup: (xhr) => {
            xhr.withCredentials = true;
          },
        });
        player = created;
        hls.current = created;
        created.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => heard.current.levels?.(data.levels));
        created.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && recoveries++ < 2) return created.recoverMediaError();
          heard.current.failure('failed');
        });
        created.loadSource(playback.url);
        created.attachMedia(element);
      },
      () => {
        if (!cancelled) playNatively();
      },
    );
    return () => {
      cancelled = true;
      player?.destroy();
      hls.current = undefined;
    };
  }, [video, playback.type, playback.url, live]);

  return hls;
}
