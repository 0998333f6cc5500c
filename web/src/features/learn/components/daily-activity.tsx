import type { MyActivity } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteResource } from '../../../hooks/use-resource';
import { useFeature } from '../../../hooks/use-site-settings';
import '../i18n';
import '../learn.css';

/** Bar heights of the chart, in the SVG's units. */
const CHART_HEIGHT = 60;
const BAR_WIDTH = 14;
const BAR_GAP = 6;

/** A day as the chart's label says it: the day of the month, and the weekday for screen readers. */
const dayLabel = (day: string, language: string, options: Intl.DateTimeFormatOptions) => new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'th' ? 'th-TH' : 'en-GB', { timeZone: 'UTC', ...options });

/**
 * The student dashboard's daily activity (decision 0045): the streak of days in a row, the
 * week's minutes, and the last 14 days' minutes as a small bar chart, with the same figures in a
 * table for screen readers.
 */
export function DailyActivity() {
  const on = useFeature('DAILY_ACTIVITY');
  return on ? <ActivityPanel /> : null;
}

function ActivityPanel() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const activity = useRouteResource(routes.getMyActivity, { token: 'student' });
  if (activity.status !== 'success') return null;
  const { streak, days, minutes_this_week: week } = activity.data;
  return (
    <section className="ln-activity" aria-labelledby={headingId}>
      <h2 id={headingId} className="ln-continue__heading">
        {t('learn.activity.title')}
      </h2>
      <p className="ln-activity__streak">
        <strong>{t('learn.activity.streak', { count: streak })}</strong>
        {streak === 0 && <span className="ln-muted"> {t('learn.activity.startStreak')}</span>}
      </p>
      <p className="ln-muted">{t('learn.activity.week', { count: week })}</p>
      <Chart days={days} language={i18n.language} caption={t('learn.activity.chart')} />
    </section>
  );
}

function Chart({ days, language, caption }: { days: MyActivity['days']; language: string; caption: string }) {
  const { t } = useTranslation();
  const most = Math.max(30, ...days.map((one) => one.minutes));
  const width = days.length * (BAR_WIDTH + BAR_GAP);
  return (
    <figure className="ln-activity__chart">
      <svg viewBox={`0 0 ${width} ${CHART_HEIGHT + 16}`} width={width} height={CHART_HEIGHT + 16} aria-hidden="true" focusable="false">
        {days.map((one, index) => {
          const height = Math.max(one.minutes > 0 ? 3 : 1, Math.round((one.minutes / most) * CHART_HEIGHT));
          const x = index * (BAR_WIDTH + BAR_GAP);
          return (
            <g key={one.day}>
              <rect x={x} y={CHART_HEIGHT - height} width={BAR_WIDTH} height={height} rx={2} className={one.minutes > 0 || one.lessons > 0 ? 'ln-activity__bar' : 'ln-activity__bar ln-activity__bar--none'} />
              <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT + 12} textAnchor="middle" className="ln-activity__label">
                {dayLabel(one.day, language, { day: 'numeric' })}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="ln-muted">{caption}</figcaption>
      {/* A table sizes to its content whatever its width: the wrapper is what is hidden, so it takes no room. */}
      <div className="sf-visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('learn.activity.day')}</th>
              <th scope="col">{t('learn.activity.minutes')}</th>
              <th scope="col">{t('learn.activity.lessons')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((one) => (
              <tr key={one.day}>
                <th scope="row">{dayLabel(one.day, language, { weekday: 'long', day: 'numeric', month: 'long' })}</th>
                <td>{one.minutes}</td>
                <td>{one.lessons}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
