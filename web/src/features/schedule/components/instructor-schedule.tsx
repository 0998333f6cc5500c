import type { ScheduleEntry } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMySchedule } from '../api/schedule';
import { addDays, addMonths, bangkokDayOf, bangkokToday, dayText, monthEnd, monthStart, monthText, weekStart } from '../utils/bangkok';
import { CalendarFeed } from './calendar-feed';
import { ResourceState, SessionItem } from './session-item';
import '../i18n';
import '../schedule.css';

export type CalendarView = 'month' | 'week' | 'day';
const VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

/** The days a view shows around `day`: a month's weeks from Monday, a week, or the day. */
function spanOf(view: CalendarView, day: string): { from: string; to: string; days: string[] } {
  let from = day;
  let to = day;
  if (view === 'week') {
    from = weekStart(day);
    to = addDays(from, 6);
  } else if (view === 'month') {
    from = weekStart(monthStart(day));
    to = addDays(weekStart(monthEnd(day)), 6);
  }
  const days: string[] = [];
  for (let cursor = from; cursor <= to; cursor = addDays(cursor, 1)) days.push(cursor);
  return { from, to, days };
}

const step = (view: CalendarView, day: string, direction: 1 | -1) => (view === 'month' ? addMonths(day, direction) : addDays(day, direction * (view === 'week' ? 7 : 1)));

/** A month's day shows this many sessions, then how many more. */
const MONTH_CELL_SESSIONS = 3;

/**
 * The instructor's calendar (decision 0050): their private classes and live classes by month,
 * week or day in Bangkok time, each opening its room.
 */
export function InstructorSchedule() {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<CalendarView>('week');
  const [day, setDay] = useState(bangkokToday);
  const span = spanOf(view, day);
  const schedule = useMySchedule(span.from, span.to);
  const today = bangkokToday();
  const heading = view === 'month' ? monthText(day.slice(0, 7), i18n.language) : view === 'week' ? `${dayText(span.from, i18n.language, { day: 'numeric', month: 'short' })} – ${dayText(span.to, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' })}` : dayText(day, i18n.language);
  const byDay = new Map<string, ScheduleEntry[]>();
  if (schedule.status === 'success') for (const entry of schedule.data.sessions) byDay.set(bangkokDayOf(entry.starts_at), [...(byDay.get(bangkokDayOf(entry.starts_at)) ?? []), entry]);
  return (
    <section className="sc-calendar" aria-labelledby="sc-calendar-heading">
      <div className="sc-toolbar">
        <div role="group" aria-label={t('schedule.calendar.view')} className="sc-toolbar__views">
          {VIEWS.map((one) => (
            <button key={one} type="button" className={`button${one === view ? ' button--primary' : ''}`} aria-pressed={one === view} onClick={() => setView(one)}>
              {t(`schedule.calendar.${one}`)}
            </button>
          ))}
        </div>
        <div className="sc-toolbar__nav">
          <button type="button" className="button" onClick={() => setDay(step(view, day, -1))}>
            {t('schedule.calendar.previous')}
          </button>
          <button type="button" className="button" onClick={() => setDay(today)}>
            {t('schedule.calendar.today')}
          </button>
          <button type="button" className="button" onClick={() => setDay(step(view, day, 1))}>
            {t('schedule.calendar.next')}
          </button>
        </div>
      </div>
      <h2 id="sc-calendar-heading">{heading}</h2>
      {schedule.status !== 'success' ? (
        <ResourceState status={schedule.status} retry={schedule.retry} />
      ) : view === 'month' ? (
        <MonthGrid days={span.days} month={day.slice(0, 7)} today={today} byDay={byDay} onDay={(one) => (setDay(one), setView('day'))} />
      ) : (
        <ol className={`sc-days sc-days--${view}`}>
          {span.days.map((one) => (
            <li key={one} className={`sc-day${one === today ? ' sc-day--today' : ''}`} data-day={one}>
              <h3 className="sc-day__name">{dayText(one, i18n.language, view === 'day' ? undefined : { weekday: 'short', day: 'numeric', month: 'short' })}</h3>
              {(byDay.get(one) ?? []).map((entry) => (
                <SessionItem key={entry.id} entry={entry} compact={view === 'week'} />
              ))}
            </li>
          ))}
        </ol>
      )}
      {schedule.status === 'success' && schedule.data.sessions.length === 0 && <p className="sc-muted">{t('schedule.calendar.none')}</p>}
      <CalendarFeed token="instructor" />
    </section>
  );
}

function MonthGrid({ days, month, today, byDay, onDay }: { days: string[]; month: string; today: string; byDay: Map<string, ScheduleEntry[]>; onDay(day: string): void }) {
  const { t, i18n } = useTranslation();
  const names = t('schedule.calendar.weekdays').split(' ');
  return (
    <table className="sc-month">
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: days.length / 7 }, (_, week) => (
          <tr key={days[week * 7]}>
            {days.slice(week * 7, week * 7 + 7).map((one) => {
              const entries = byDay.get(one) ?? [];
              return (
                <td key={one} data-day={one} className={`${one.startsWith(month) ? '' : 'sc-month__other'}${one === today ? ' sc-day--today' : ''}`}>
                  <button type="button" className="sc-month__date" onClick={() => onDay(one)} aria-label={dayText(one, i18n.language)}>
                    {Number(one.slice(8))}
                  </button>
                  {entries.slice(0, MONTH_CELL_SESSIONS).map((entry) => (
                    <SessionItem key={entry.id} entry={entry} compact />
                  ))}
                  {entries.length > MONTH_CELL_SESSIONS && (
                    <button type="button" className="sc-month__more" onClick={() => onDay(one)}>
                      {t('schedule.calendar.more', { count: entries.length - MONTH_CELL_SESSIONS })}
                    </button>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
