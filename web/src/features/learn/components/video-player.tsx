import type { Playback } from '@lm/shared';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useHlsSource } from '../../../hooks/use-hls-source';
import { inFormControl, playerKeyAction, seekTarget, type PlayerAction } from '../utils/player-keys';
import { createProgressThrottle, resumePosition } from '../utils/progress';
import { PLAYBACK_RATES, qualitiesOf, type Quality } from '../utils/quality';

/** Saves where the student is in the lesson; `keepalive` when the page is being left. */
/** The video's length as the player measured it, once it knows. */
const lengthOf = (element: HTMLVideoElement | null) => (element && Number.isFinite(element.duration) && element.duration > 0 ? { duration: element.duration } : {});

/** Saves where the player is; `duration` is the video's length as the player measured it. */
export type SavePosition = (position: number, options?: { completed?: boolean; keepalive?: boolean; duration?: number }) => void;

interface Props {
  playback: Playback & { type: 'hls' | 'mp4' };
  /** The lesson's title: the video's name. */
  title: string;
  /** Where the student left the video. */
  startAt: number;
  /** Undefined when nothing is saved (a visitor watching a free preview). */
  save?: SavePosition | undefined;
  /** The video's current position, for the lesson's "Mark complete". */
  position: RefObject<number>;
  /** Opens the lesson again (new playback cookies) after the video failed. */
  onRetry(): void;
}

function act(video: HTMLVideoElement, action: PlayerAction) {
  switch (action.kind) {
    case 'toggle':
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
      return;
    case 'seek':
      video.currentTime = seekTarget(video.currentTime, action.seconds, video.duration);
      return;
    case 'mute':
      video.muted = !video.muted;
      return;
    case 'fullscreen':
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void video.requestFullscreen?.().catch(() => undefined);
  }
}

/**
 * A lesson's video: HLS through hls.js (loaded when a video needs it) with the playback cookies on
 * every playlist and segment request, Safari's own HLS where hls.js cannot run, or the MP4 file.
 * The browser's controls, a quality and a speed choice, and the player's keys. It resumes where
 * the student left it and saves the position every 10 s while playing, on a pause and on leaving;
 * the end of the video marks the lesson done.
 */
export function VideoPlayer({ playback, title, startAt, save, position, onRetry }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const video = useRef<HTMLVideoElement>(null);
  const throttle = useRef(createProgressThrottle(startAt));
  const resumed = useRef(false);
  // Where the video is, as its last time update said: taking the source away on leaving rewinds the element.
  const time = useRef(startAt);
  const saveRef = useRef(save);
  saveRef.current = save;
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [level, setLevel] = useState(-1);
  const [rate, setRate] = useState(1);
  const [failure, setFailure] = useState<'failed' | 'unsupported'>();

  // The source: hls.js where Media Source Extensions run, Safari's own HLS otherwise.
  const hls = useHlsSource(video, playback, { levels: (levels) => setQualities(qualitiesOf(levels)), failure: setFailure });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [rate]);

  // The player's keys, anywhere on the page but in a form control.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = video.current;
      if (!element || event.defaultPrevented || inFormControl(event.target as HTMLElement | null)) return;
      const action = playerKeyAction(event);
      if (!action) return;
      event.preventDefault();
      act(element, action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Leaving: the tab hidden, the page left, or another lesson opened.
  useEffect(() => {
    const saveUnsaved = (keepalive: boolean) => {
      if (!saveRef.current || !throttle.current.unsaved(time.current)) return;
      throttle.current.saved(Date.now(), time.current);
      saveRef.current(time.current, { keepalive, ...lengthOf(video.current) });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveUnsaved(true);
    };
    const onPageHide = () => saveUnsaved(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      saveUnsaved(false);
    };
  }, []);

  const saveNow = (element: HTMLVideoElement, completed = false) => {
    if (!save) return;
    const at = completed && Number.isFinite(element.duration) ? element.duration : element.currentTime;
    throttle.current.saved(Date.now(), at);
    save(at, { ...(completed ? { completed } : {}), ...lengthOf(element) });
  };

  const chooseLevel = (next: number) => {
    setLevel(next);
    if (hls.current) hls.current.currentLevel = next;
  };

  return (
    <div className="ln-player">
      <video
        ref={video}
        className="ln-player__video"
        controls
        playsInline
        preload="metadata"
        crossOrigin="use-credentials"
        aria-label={title}
        aria-describedby={`${ids}-keys`}
        src={playback.type === 'mp4' ? playback.url : undefined}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          element.playbackRate = rate;
          if (resumed.current) return;
          resumed.current = true;
          const at = resumePosition(startAt, element.duration);
          if (at > 0) element.currentTime = at;
        }}
        onPlay={() => throttle.current.played(Date.now())}
        onTimeUpdate={(event) => {
          const element = event.currentTarget;
          time.current = element.currentTime;
          position.current = element.currentTime;
          if (!element.paused && !element.seeking && throttle.current.due(Date.now(), element.currentTime)) saveNow(element);
        }}
        onPause={(event) => {
          const element = event.currentTarget;
          if (!element.ended && throttle.current.unsaved(element.currentTime)) saveNow(element);
        }}
        onEnded={(event) => saveNow(event.currentTarget, true)}
        // hls.js reports its own errors (and recovers from some).
        onError={() => {
          if (!hls.current) setFailure('failed');
        }}
      />
      {failure && (
        <div className="ln-player__failure" role="alert">
          <p>{t(failure === 'unsupported' ? 'learn.video.unsupported' : 'learn.video.failed')}</p>
          {failure === 'failed' && (
            <button type="button" className="button" onClick={onRetry}>
              {t('learn.video.retry')}
            </button>
          )}
        </div>
      )}
      <div className="ln-player__controls">
        {qualities.length > 1 && (
          <label className="ln-player__choice">
            <span>{t('learn.video.quality')}</span>
            <select value={level} onChange={(event) => chooseLevel(Number(event.target.value))}>
              <option value={-1}>{t('learn.video.auto')}</option>
              {qualities.map((quality) => (
                <option key={quality.height} value={quality.level}>
                  {t('learn.video.height', { height: quality.height })}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="ln-player__choice">
          <span>{t('learn.video.speed')}</span>
          <select value={rate} onChange={(event) => setRate(Number(event.target.value))}>
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>
                {t('learn.video.rate', { rate: value })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={`${ids}-keys`} className="ln-player__keys">
        {t('learn.video.keys')}
      </p>
    </div>
  );
}
