import type { RoomRole, RoomSessionView } from '@lm/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/errors';
import { formatDay } from '../../../lib/format-day';
import { sessions } from '../../../lib/sessions';
import { useStore } from '../../../lib/store';
import { useClassSession, type RoomToken } from '../api/class-session';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RoomStage } from './room-stage';
import '../i18n';
import '../class-room.css';
import { localMessageOf } from '../../../lib/messages';
import { inLanguage } from '../../../lib/in-language';

const time = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }).format(new Date(iso));
/** A moment in Bangkok's time: "26 Nov 2026, 14:05". */
const when = (iso: string, language: string) => `${formatDay(iso, language)}, ${time(iso)}`;
/** The longest a timer waits (setTimeout's limit is about 24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The session as the page's account reads it: the instructor's when one is signed in, else the
 * student's. A browser holding both (a student who also teaches) asks as the student once the
 * instructor's account finds no such class, so a class the student booked opens for them.
 */
function useRoomView(sessionId: string) {
  const instructor = useStore(sessions.instructor, (state) => state.isAuthenticated);
  const student = useStore(sessions.student, (state) => state.isAuthenticated);
  const [studentAfterAll, setStudentAfterAll] = useState(false);
  const token: RoomToken = instructor && !studentAfterAll ? 'instructor' : 'student';
  const view = useClassSession(sessionId, token);
  const notFound = view.error instanceof ApiError && view.error.status === 404;
  if (notFound && token === 'instructor' && student) setStudentAfterAll(true);
  return { view, token };
}

/** Reads the session again when its room opens, so a waiting visitor is let in without a reload. */
function useOpensAt(view: RoomSessionView | undefined, refetch: () => void) {
  useEffect(() => {
    if (!view || view.open_now || view.session.status !== 'scheduled') return;
    const wait = Date.parse(view.window.opens_at) - Date.now();
    if (wait <= 0 || wait > MAX_WAIT_MS) return;
    const timer = setTimeout(refetch, wait + 500);
    return () => clearTimeout(timer);
  }, [view, refetch]);
}

/**
 * `/privateclass/open/{sessionId}` (decision 0049): every session's room, for its instructor and
 * its booked students only. The in-browser room from a little before the start to the end; a Zoom
 * or broadcast class shows its own way in.
 */
export interface OtherRooms {
  /** A Zoom class's way in. */
  zoom: (sessionId: string, role: RoomRole) => ReactNode;
  /** A broadcast class's player or broadcaster. */
  broadcast: (sessionId: string, role: RoomRole) => ReactNode;
}

export function ClassRoom({ sessionId, otherRooms }: { sessionId: string; otherRooms: OtherRooms }) {
  const { t, i18n } = useTranslation();
  const { view, token } = useRoomView(sessionId);
  const [inside, setInside] = useState(true);
  useOpensAt(view.data, () => void view.refetch());
  const shown = view.data?.session;
  const title = (shown && inLanguage(i18n.language, shown.title_th, shown.title_en)) || t('classRoom.title');
  useDocumentTitle(title);

  if (view.isPending) return <main className="class-room class-room--message"><p>{t('classRoom.loading')}</p></main>;
  if (view.isError) {
    const notFound = view.error instanceof ApiError && view.error.status === 404;
    return (
      <main className="class-room class-room--message">
        <h1>{t('classRoom.title')}</h1>
        <p role="alert">{notFound ? t('classRoom.notFound') : localMessageOf(t, view.error, t('classRoom.loadFailed'))}</p>
      </main>
    );
  }

  const { session, role, window, open_now } = view.data;
  const ended = Date.now() >= Date.parse(window.closes_at);

  let body;
  if (session.status === 'cancelled') body = <p role="alert">{t('classRoom.cancelled')}</p>;
  else if (session.room_kind === 'zoom') body = otherRooms.zoom(session.id, role);
  else if (session.room_kind === 'broadcast') body = otherRooms.broadcast(session.id, role);
  else if (!open_now && ended) body = <p role="status">{t('classRoom.ended')}</p>;
  else if (!open_now) body = <p role="status">{t('classRoom.opensAt', { time: when(window.opens_at, i18n.language) })}</p>;
  else if (!inside) {
    body = (
      <div className="class-room-left">
        <p role="status">{t('classRoom.left')}</p>
        <button type="button" className="button button--primary" onClick={() => setInside(true)}>
          {t('classRoom.rejoin')}
        </button>
      </div>
    );
  } else body = <RoomStage view={view.data} token={token} onLeave={() => setInside(false)} />;

  return (
    <main className="class-room" data-session={session.id} data-role={role}>
      <header className="class-room-header">
        <h1>{title}</h1>
        <p>
          {t('classRoom.times', { from: when(session.starts_at, i18n.language), to: time(session.ends_at) })} · {t(role === 'instructor' ? 'classRoom.asInstructor' : 'classRoom.asStudent')}
        </p>
      </header>
      {body}
    </main>
  );
}
