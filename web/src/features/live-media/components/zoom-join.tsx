import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store';
import { sessions } from '../../../lib/sessions';
import { useSessionZoom } from '../api/get-session-zoom';
import { closedReason, sessionTimes } from './format';
import '../i18n';
import '../live-media.css';
import { localMessageOf } from '../../../lib/messages';
import { inLanguage } from '../../../lib/in-language';

/** Which account opens the class: the one named, else the instructor's when that one is signed in. */
export function useClassRole(role?: 'student' | 'instructor'): 'student' | 'instructor' {
  const instructor = useStore(sessions.instructor, (state) => state.isAuthenticated);
  return role ?? (instructor ? 'instructor' : 'student');
}

/**
 * A Zoom class (decision 0051): "Join on Zoom" for a seated student, "Start the meeting" for the
 * instructor, with the class's times in Bangkok's time. The meeting is made on the first visit.
 */
export function ZoomJoin({ sessionId, role, heading = true }: { sessionId: string; role?: 'student' | 'instructor'; /** The class's title and times; off where the page shows them already. */ heading?: boolean }) {
  const { t, i18n } = useTranslation();
  const token = useClassRole(role);
  const zoom = useSessionZoom(sessionId, token);

  if (zoom.isPending) return <p className="live-media-note">{t('liveMedia.zoom.loading')}</p>;
  if (zoom.isError) {
    const closed = closedReason(zoom.error, i18n.language);
    return (
      <p className="live-media-closed" role="alert">
        {closed ? t(closed.key, closed.values ?? {}) : localMessageOf(t, zoom.error, t('liveMedia.zoom.error'))}
      </p>
    );
  }
  const link = zoom.data;
  const title = inLanguage(i18n.language, link.title_th, link.title_en);
  const host = link.role === 'instructor';
  return (
    <section className="live-media" {...(heading ? { 'aria-labelledby': `zoom-${sessionId}` } : { 'aria-label': title })}>
      {heading ? (
        <>
          <h2 id={`zoom-${sessionId}`}>{title}</h2>
          <p className="live-media-when">{t('liveMedia.when', sessionTimes(link.starts_at, link.ends_at, i18n.language))}</p>
        </>
      ) : null}
      <a className="live-media-action" href={link.url} target="_blank" rel="noopener noreferrer">
        {host ? t('liveMedia.zoom.start') : t('liveMedia.zoom.join')}
      </a>
      <p className="live-media-note">{t('liveMedia.zoom.meetingId', { id: link.meeting_id })}</p>
      {!host && link.password ? <p className="live-media-note">{t('liveMedia.zoom.passcode', { passcode: link.password })}</p> : null}
      <p className="live-media-note">{host ? t('liveMedia.zoom.hostNote') : t('liveMedia.zoom.studentNote')}</p>
    </section>
  );
}
