import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/schedule';
import '../i18n';

/** The private ICS address of the caller's classes, to subscribe to in a calendar app, with a way to replace it. */
export function CalendarFeed({ token }: { token: 'student' | 'instructor' }) {
  const { t } = useTranslation();
  const feed = useCalendarFeed(token);
  const rotate = useRotateCalendarFeed(token);
  const [note, setNote] = useState('');
  if (feed.status !== 'success') return null;
  return (
    <details className="sc-feed">
      <summary>{t('schedule.feed.title')}</summary>
      <p className="sc-muted">{t('schedule.feed.intro')}</p>
      <label className="sc-feed__address">
        {t('schedule.feed.address')}
        <input type="text" readOnly value={feed.data.url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p>
        <a className="button" href={feed.data.url.replace(/^https?:/, 'webcal:')}>
          {t('schedule.feed.title')}
        </a>{' '}
        <button
          type="button"
          className="button"
          onClick={() => {
            void navigator.clipboard?.writeText(feed.data.url).then(() => setNote(t('schedule.feed.copied')));
          }}
        >
          {t('schedule.feed.copy')}
        </button>{' '}
        <button
          type="button"
          className="button"
          onClick={() => {
            void rotate().then(() => setNote(t('schedule.feed.rotated')));
          }}
        >
          {t('schedule.feed.rotate')}
        </button>
      </p>
      {note && <p role="status">{note}</p>}
    </details>
  );
}
