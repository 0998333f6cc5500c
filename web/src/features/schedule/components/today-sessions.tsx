import { useTranslation } from 'react-i18next';
import { useMySchedule } from '../api/schedule';
import { bangkokToday } from '../utils/bangkok';
import { ResourceState, SessionItem } from './session-item';
import '../i18n';
import '../schedule.css';

/** The instructor home's block: their classes of today in Bangkok, each opening its room. */
export function TodaySessions() {
  const { t } = useTranslation();
  const today = bangkokToday();
  const schedule = useMySchedule(today, today);
  return (
    <section className="sc-today" aria-labelledby="sc-today-heading">
      <h2 id="sc-today-heading">{t('schedule.todaySessions')}</h2>
      {schedule.status !== 'success' ? (
        <ResourceState status={schedule.status} retry={schedule.retry} />
      ) : schedule.data.sessions.length === 0 ? (
        <p className="sc-muted">{t('schedule.calendar.noneToday')}</p>
      ) : (
        schedule.data.sessions.map((entry) => <SessionItem key={entry.id} entry={entry} />)
      )}
    </section>
  );
}
