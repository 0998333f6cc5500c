import type { BroadcastView as BroadcastAnswer } from '@lm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHlsSource } from '../../../hooks/use-hls-source';
import { useControlBroadcast } from '../api/control-broadcast';
import { useWatchingBroadcast } from '../api/record-watching';
import { useSessionBroadcast } from '../api/get-session-broadcast';
import { closedReason, sessionTimes } from './format';
import { useClassRole } from './zoom-join';
import '../i18n';
import '../live-media.css';
import { localMessageOf } from '../../../lib/messages';
import { inLanguage } from '../../../lib/in-language';

/** A playback URL without its token: the channel it plays. */
const channelOf = (url: string) => url.split('?')[0];

/**
 * The live picture, through the learn page's hls.js hook; muted until the viewer turns the sound on, so it may start by itself.
 * Each reading of the class answers a new playback token (decision 0056): the player keeps the URL it started with while the
 * channel is the same, rather than start again every half minute. A student's player says while it plays, for the class's
 * attendance (decision 0055).
 */
function LivePlayer({ url: given, sessionId, student }: { url: string; sessionId: string; student: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<'failed' | 'unsupported'>();
  const [url, setUrl] = useState(given);
  if (channelOf(url) !== channelOf(given)) setUrl(given);
  useHlsSource(video, { type: 'hls', url }, { failure: setFailure }, { live: true });
  useWatchingBroadcast(video, sessionId, student);
  return (
    <div className="live-media-player">
      <video ref={video} aria-label={t('liveMedia.broadcast.player')} controls autoPlay muted playsInline />
      {failure ? (
        <p role="alert" className="live-media-closed">
          {t(`liveMedia.broadcast.${failure}`)}
        </p>
      ) : null}
    </div>
  );
}

function IngestDetails({ view, sessionId }: { view: BroadcastAnswer; sessionId: string }) {
  const { t } = useTranslation();
  const control = useControlBroadcast(sessionId);
  const [busy, setBusy] = useState<'start' | 'stop'>();
  const [failed, setFailed] = useState<string>();
  const [keyShown, setKeyShown] = useState(false);
  const ingest = view.ingest;
  if (!ingest) return null;
  const act = async (action: 'start' | 'stop') => {
    setBusy(action);
    setFailed(undefined);
    try {
      await control(action);
    } catch (error) {
      setFailed(localMessageOf(t, error, t('liveMedia.broadcast.controlFailed')));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="live-media-ingest">
      {ingest.server ? (
        <>
          <h3>{t('liveMedia.broadcast.ingest')}</h3>
          <dl>
            <dt>{t('liveMedia.broadcast.server')}</dt>
            <dd>
              <code>{ingest.server}</code>
            </dd>
            <dt>{t('liveMedia.broadcast.streamKey')}</dt>
            <dd>
              <code>{keyShown ? ingest.stream_key : '••••••••••••'}</code>{' '}
              <button type="button" onClick={() => setKeyShown(!keyShown)}>
                {keyShown ? t('liveMedia.broadcast.hide') : t('liveMedia.broadcast.show')}
              </button>
            </dd>
          </dl>
          <p className="live-media-note">{t('liveMedia.broadcast.keyNote')}</p>
        </>
      ) : null}
      <div className="live-media-controls">
        {ingest.test_source && !view.live ? (
          <button type="button" className="live-media-action" disabled={!!busy} onClick={() => void act('start')}>
            {busy === 'start' ? t('liveMedia.broadcast.starting') : t('liveMedia.broadcast.startTest')}
          </button>
        ) : null}
        {view.live ? (
          <button type="button" className="live-media-action" disabled={!!busy} onClick={() => void act('stop')}>
            {busy === 'stop' ? t('liveMedia.broadcast.stopping') : t('liveMedia.broadcast.stop')}
          </button>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="live-media-closed">
          {failed}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A broadcast class (decision 0051): the live picture for students (low-latency HLS), and for the
 * instructor also where to broadcast to, with start (where the stage has a test source) and stop.
 */
export function BroadcastView({ sessionId, role, heading = true }: { sessionId: string; role?: 'student' | 'instructor'; /** The class's title and times; off where the page shows them already. */ heading?: boolean }) {
  const { t, i18n } = useTranslation();
  const token = useClassRole(role);
  const broadcast = useSessionBroadcast(sessionId, token);

  if (broadcast.isPending) return <p className="live-media-note">{t('liveMedia.broadcast.loading')}</p>;
  if (broadcast.isError) {
    const closed = closedReason(broadcast.error, i18n.language);
    return (
      <p className="live-media-closed" role="alert">
        {closed ? t(closed.key, closed.values ?? {}) : localMessageOf(t, broadcast.error, t('liveMedia.broadcast.error'))}
      </p>
    );
  }
  const view = broadcast.data;
  const title = inLanguage(i18n.language, view.title_th, view.title_en);
  return (
    <section className="live-media" {...(heading ? { 'aria-labelledby': `broadcast-${sessionId}` } : { 'aria-label': title })}>
      {heading ? (
        <>
          <h2 id={`broadcast-${sessionId}`}>
            {title} {view.live ? <span className="live-media-live">{t('liveMedia.broadcast.live')}</span> : null}
          </h2>
          <p className="live-media-when">{t('liveMedia.when', sessionTimes(view.starts_at, view.ends_at, i18n.language))}</p>
        </>
      ) : view.live ? (
        <p>
          <span className="live-media-live">{t('liveMedia.broadcast.live')}</span>
        </p>
      ) : null}
      {view.live ? <LivePlayer url={view.playback_url} sessionId={sessionId} student={view.role === 'student'} /> : <p className="live-media-note">{t('liveMedia.broadcast.waiting')}</p>}
      <IngestDetails view={view} sessionId={sessionId} />
    </section>
  );
}
