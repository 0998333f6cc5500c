import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionRecordings } from '../hooks/use-session-recordings';
import { LoadFailure } from './load-failure';
import { VideoPreview } from './video-preview';
import './session-recordings-i18n';
import './session-recordings.css';

interface Props {
  sessionId: string;
  /** The area the caller is in. */
  token: 'student' | 'instructor';
  /** The class's title, which names each player. */
  title: string;
}

/**
 * A past class's recordings behind a "watch" toggle (decision 0054): opened, they are read; a
 * broadcast's, with their playback cookies, each play in the learn page's player, and a Zoom
 * class's open on Zoom with their passcode.
 */
export function SessionRecordings(props: Props) {
  const { t } = useTranslation();
  const [watching, setWatching] = useState(false);
  return (
    <>
      <button type="button" className="button" aria-expanded={watching} onClick={() => setWatching(!watching)}>
        {t(watching ? 'sessionRecordings.hide' : 'sessionRecordings.watch')}
      </button>
      {watching && <Players {...props} />}
    </>
  );
}

function Players({ sessionId, token, title }: Props) {
  const { t } = useTranslation();
  const recordings = useSessionRecordings(sessionId, token);
  const failed = t('sessionRecordings.failed');
  if (recordings.status === 'pending') return <p role="status">{t('sessionRecordings.loading')}</p>;
  if (recordings.status === 'error') return <LoadFailure error={recordings.error} message={failed} onRetry={() => void recordings.refetch()} />;
  const { expires_at } = recordings.data;
  return (
    <div className="session-recordings">
      {recordings.data.recordings.map((recording, index) =>
        recording.kind === 'zoom' ? (
          <p key={recording.url} className="session-recordings-zoom">
            <a className="button" href={recording.url} target="_blank" rel="noopener noreferrer">
              {t('sessionRecordings.onZoom', { n: index + 1 })}
            </a>
            {recording.password && <span>{t('sessionRecordings.passcode', { passcode: recording.password })}</span>}
          </p>
        ) : (
          <VideoPreview key={recording.url} playback={{ type: 'hls', url: recording.url, expires_at }} title={t('sessionRecordings.title', { n: index + 1, title })} failed={failed} />
        ),
      )}
    </div>
  );
}
