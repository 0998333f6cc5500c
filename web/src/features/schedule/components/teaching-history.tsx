import { useTranslation } from 'react-i18next';
import { SessionRecordings } from '../../../components/session-recordings';
import { useTeachingHistory } from '../api/schedule';
import { bangkokDayOf, dayText, timeText } from '../utils/bangkok';
import { ResourceState, useSessionTitle } from './session-item';
import '../i18n';
import '../schedule.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/list-table.css';

/** /insrutorhistory for a signed-in instructor: their past classes, newest first, with who came and for how long. */
export function TeachingHistory() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('schedule.history.title'));
  const history = useTeachingHistory();
  const titleOf = useSessionTitle();
  return (
    <main className="page sc-history">
      <h1>{t('schedule.history.title')}</h1>
      <p className="sc-muted">{t('schedule.history.intro')}</p>
      {history.status !== 'success' ? (
        <ResourceState status={history.status} retry={history.retry} />
      ) : history.data.sessions.length === 0 ? (
        <p>{t('schedule.history.none')}</p>
      ) : (
        history.data.sessions.map((session) => (
          <section key={session.id} className="sc-history__session" data-session-id={session.id} aria-label={titleOf(session)}>
            <h2>{titleOf(session)}</h2>
            <p className="sc-muted">
              {dayText(bangkokDayOf(session.starts_at), i18n.language)} · {timeText(session.starts_at, i18n.language)}–{timeText(session.ends_at, i18n.language)} · {t(`schedule.kind.${session.kind}`)}
              {session.status === 'cancelled' && <> · {t('schedule.cancelled')}</>}
            </p>
            {session.recorded && <SessionRecordings sessionId={session.id} token="instructor" title={titleOf(session)} />}
            <div className="sc-scroll" tabIndex={0}>
              <table className="list-table">
                <thead>
                  <tr>
                    <th scope="col">{t('schedule.history.person')}</th>
                    <th scope="col">{t('schedule.history.role')}</th>
                    <th scope="col">{t('schedule.history.minutes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {session.attendees.map((person) => (
                    <tr key={person.user_id}>
                      <td>
                        {person.name}
                        {!person.booked && <span className="sc-muted"> ({t('schedule.history.notBooked')})</span>}
                      </td>
                      <td data-label={t('schedule.history.role')}>{t(`schedule.history.${person.role}`)}</td>
                      <td data-label={t('schedule.history.minutes')}>{person.minutes > 0 ? person.minutes : t('schedule.history.absent')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
    </main>
  );
}
