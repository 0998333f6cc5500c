import type Hls from 'hls.js';
import type { Level } from 'hls.js';
import { useEffect, useRef, type RefObject } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** What the page hears of the stream: its renditions once known, and a failure it cannot recover from. */
export interface HlsEvents {
  levels?(levels: readonly Level[]): void;
  failure(kind: 'failed' | 'unsupported'): void;
}

/**
 * Plays an HLS playback in a video element: hls.js (loaded when first needed) where Media Source
 * Extensions run, with the playback cookies on every playlist and segment request; Safari's own
 * HLS otherwise. A media error is recovered from twice before it counts as a failure. Answers the
 * hls.js instance, for a quality choice. Nothing happens for a playback of another type.
 */
export function useHlsSource(video: RefObject<HTMLVideoElement | null>, playback: { type: string; url: string }, events: HlsEvents): RefObject<Hls | undefined> {
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
  }, [video, playback.type, playback.url]);

  return hls;
}
