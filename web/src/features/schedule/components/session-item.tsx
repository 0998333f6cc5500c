import type { ScheduleEntry } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { timeText } from '../utils/bangkok';
import { roomHref } from '../../../config/paths';
import { inLanguage } from '../../../lib/in-language';

/** Whether a session's time is over: its room only says so, so nothing offers to join it. */
export const hasEnded = (entry: Pick<ScheduleEntry, 'ends_at'>, now = Date.now()) => Date.parse(entry.ends_at) <= now;

/** A session's title in the reader's language, the other language's when it has none. */
export function useSessionTitle() {
  const { t, i18n } = useTranslation();
  return (entry: Pick<ScheduleEntry, 'title_th' | 'title_en' | 'kind'>) =>
    inLanguage(i18n.language, entry.title_th, entry.title_en) || t(entry.kind === 'private' ? 'schedule.untitledPrivate' : 'schedule.untitledLive');
}

/** One session in a schedule: its time in Bangkok, title, kind, seats, and the way into its room. */
export function SessionItem({ entry, compact = false, action }: { entry: ScheduleEntry; compact?: boolean; action?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const title = useSessionTitle()(entry);
  const cancelled = entry.status === 'cancelled';
  return (
    <article className={`sc-item sc-item--${entry.kind}${cancelled ? ' sc-item--cancelled' : ''}`} data-session-id={entry.id} aria-label={title}>
      <p className="sc-item__time">
        <time dateTime={entry.starts_at}>{timeText(entry.starts_at, i18n.language)}</time>–<time dateTime={entry.ends_at}>{timeText(entry.ends_at, i18n.language)}</time>
      </p>
      {cancelled ? (
        <p className="sc-item__title">
          {title} <span className="sc-badge">{t('schedule.cancelled')}</span>
        </p>
      ) : (
        <p className="sc-item__title">
          <Link to={roomHref(entry.id)}>{title}</Link>
          {hasEnded(entry) && <> <span className="sc-badge">{t('schedule.ended')}</span></>}
        </p>
      )}
      {!compact && (
        <p className="sc-item__meta">
          {t(`schedule.kind.${entry.kind}`)} · {t(`schedule.room.${entry.room_kind}`)} · {t('schedule.seats', { booked: entry.booked, capacity: entry.capacity })}
        </p>
      )}
      {action}
    </article>
  );
}

/** Loading, failure with a retry, or nothing: the states a schedule shows before its sessions. */
export function ResourceState({ status, retry }: { status: 'loading' | 'error'; retry: () => void }) {
  const { t } = useTranslation();
  if (status === 'loading') return <p className="sc-muted">{t('schedule.loading')}</p>;
  return (
    <p role="alert">
      {t('schedule.error')}{' '}
      <button type="button" className="button" onClick={retry}>
        {t('schedule.retry')}
      </button>
    </p>
  );
}
