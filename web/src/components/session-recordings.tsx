import { useState } from 'react';
import { useSessionRecordings } from '../hooks/use-session-recordings';
import { LoadFailure } from './load-failure';
import { VideoPreview } from './video-preview';
import './session-recordings.css';

export interface SessionRecordingsTexts {
  watch: string;
  hide: string;
  loading: string;
  failed: string;
  /** The player's name: the `n`th recording of the class. */
  title(n: number): string;
}

/**
 * A past broadcast's recordings behind a "watch" toggle (decision 0054): opened, they are read
 * with their playback cookies and each plays in the learn page's player.
 */
export function SessionRecordings({ sessionId, token, texts }: { sessionId: string; token: 'student' | 'instructor'; texts: SessionRecordingsTexts }) {
  const [watching, setWatching] = useState(false);
  return (
    <>
      <button type="button" className="button" aria-expanded={watching} onClick={() => setWatching(!watching)}>
        {watching ? texts.hide : texts.watch}
      </button>
      {watching && <Players sessionId={sessionId} token={token} texts={texts} />}
    </>
  );
}

function Players({ sessionId, token, texts }: { sessionId: string; token: 'student' | 'instructor'; texts: SessionRecordingsTexts }) {
  const recordings = useSessionRecordings(sessionId, token);
  if (recordings.status === 'pending') return <p role="status">{texts.loading}</p>;
  if (recordings.status === 'error') return <LoadFailure error={recordings.error} message={texts.failed} onRetry={() => void recordings.refetch()} />;
  const { expires_at } = recordings.data;
  return (
    <div className="session-recordings">
      {recordings.data.recordings.map((recording, index) => (
        <VideoPreview key={recording.url} playback={{ type: 'hls', url: recording.url, expires_at }} title={texts.title(index + 1)} failed={texts.failed} />
      ))}
    </div>
  );
}
