import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyClasses } from '../api/schedule';
import { bangkokToday, timeText } from '../utils/bangkok';
import { CalendarFeed } from './calendar-feed';
import { roomHref } from '../../../config/paths';
import { hasEnded, ResourceState, SessionItem } from './session-item';
import '../i18n';
import '../schedule.css';

/**
 * The student dashboard's schedule tab (../shared/SPEC.md §3 scheduleDate): the classes booked on
 * one Bangkok day, today unless another is chosen, each with its way into the room.
 */
export function StudentSchedule({ date, onDate }: { date: string | undefined; onDate(date: string): void }) {
  const { t, i18n } = useTranslation();
  const day = date || bangkokToday();
  const classes = useMyClasses(day);
  return (
    <section className="sc-student" aria-labelledby="sc-student-heading">
      <h2 id="sc-student-heading">{t('schedule.student.title')}</h2>
      <label className="sc-student__date">
        {t('schedule.student.date')}
        <input type="date" value={day} onChange={(event) => event.target.value && onDate(event.target.value)} />
      </label>
      {classes.status !== 'success' ? (
        <ResourceState status={classes.status} retry={classes.retry} />
      ) : classes.data.sessions.length === 0 ? (
        <p className="sc-muted">{t('schedule.student.none')}</p>
      ) : (
        classes.data.sessions.map((entry) => (
          <SessionItem
            key={entry.id}
            entry={entry}
            action={
              entry.status === 'scheduled' &&
              !hasEnded(entry) && (
                <p className="sc-item__action">
                  <Link className="button button--primary" to={roomHref(entry.id)}>
                    {t('schedule.join')}
                  </Link>{' '}
                  <span className="sc-muted">{t('schedule.opensAt', { time: timeText(entry.opens_at, i18n.language) })}</span>
                </p>
              )
            }
          />
        ))
      )}
      <CalendarFeed token="student" />
    </section>
  );
}
