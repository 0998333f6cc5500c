import type { PrivateClassRow } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { NoticeLine } from '../../../components/notice-line';
import '../../../components/storefront.css';
import { localMessageOf } from '../../../lib/messages';
import { useInstructorSlots } from '../api/instructor-slots';
import { useCancelPrivateClass, useMyPrivateClasses, useReschedulePrivateClass } from '../api/my-private-classes';
import '../i18n';
import '../private-classes.css';
import { roomHref } from '../../../config/paths';
import { instructorSlotsHref } from '../utils/when';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';
import { useNoticedAction, type Notice } from '../../../hooks/use-noticed-action';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/list-table.css';

/** /myaccount/student/course/private: hours per instructor, upcoming classes with join, cancel and move, past classes (decision 0048). */
export function MyPrivateClasses() {
  const { t } = useTranslation();
  useDocumentTitle(t('privateClasses.mine.title'));
  const classes = useMyPrivateClasses();
  const [notice, setNotice] = useState<Notice>();
  return (
    <main className="page sf-page pc-page" data-page="studentPrivateClasses">
      <header className="sf-page__header">
        <h1>{t('privateClasses.mine.title')}</h1>
      </header>
      {classes.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('privateClasses.mine.loading')}
        </p>
      )}
      {classes.status === 'error' && <LoadFailure error={classes.error} message={t('privateClasses.mine.error')} onRetry={() => void classes.refetch()} />}
      {classes.status === 'success' && (
        <>
          <NoticeLine notice={notice} />
          <section aria-labelledby="pc-hours">
            <h2 id="pc-hours">{t('privateClasses.mine.hours')}</h2>
            {classes.data.hours.length === 0 && <p>{t('privateClasses.mine.noHours')}</p>}
            <ul>
              {classes.data.hours.map((row) => (
                <li key={row.instructor_id}>
                  {t('privateClasses.mine.hoursRow', { name: row.instructor_name, count: Number((row.minutes / 60).toFixed(2)) })}{' '}
                  <Link to={instructorSlotsHref(row.instructor_id)}>{t('privateClasses.mine.bookMore')}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="pc-upcoming">
            <h2 id="pc-upcoming">{t('privateClasses.mine.upcoming')}</h2>
            <p>{t('privateClasses.mine.rule', { hours: classes.data.cancel_hours })}</p>
            <ClassTable rows={classes.data.rows.filter((row) => !row.past)} onNotice={setNotice} upcoming />
          </section>
          <section aria-labelledby="pc-past">
            <h2 id="pc-past">{t('privateClasses.mine.past')}</h2>
            <ClassTable rows={classes.data.rows.filter((row) => row.past)} onNotice={setNotice} />
          </section>
        </>
      )}
    </main>
  );
}

function ClassTable({ rows, upcoming = false, onNotice }: { rows: PrivateClassRow[]; upcoming?: boolean; onNotice(notice: Notice): void }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  if (rows.length === 0) return <p>{t('privateClasses.mine.none')}</p>;
  return (
    <table className="list-table">
      <thead>
        <tr>
          <th scope="col">{t('privateClasses.mine.when')}</th>
          <th scope="col">{t('privateClasses.mine.instructor')}</th>
          {upcoming && <th scope="col">{t('privateClasses.mine.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="private-class">
            <td>
              {format.when(row.starts_at)}–{format.time(row.ends_at)}
            </td>
            <td data-label={t('privateClasses.mine.instructor')}>{row.instructor_name}</td>
            {upcoming && (
              <td>
                <ClassActions row={row} onNotice={onNotice} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ClassActions({ row, onNotice }: { row: PrivateClassRow; onNotice(notice: Notice): void }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const cancel = useCancelPrivateClass();
  const [moving, setMoving] = useState(false);
  const { busy, run } = useNoticedAction(onNotice, t('privateClasses.mine.failed'));
  const act = (action: () => Promise<string>) => run(true, action);
  return (
    <div className="pc-row">
      {row.joinable ? (
        <Link className="button button--primary" to={roomHref(row.id)}>
          {t('privateClasses.mine.join')}
        </Link>
      ) : (
        <span>{t('privateClasses.mine.opensAt', { time: format.when(row.opens_at) })}</span>
      )}
      {row.changeable ? (
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void act(async () => (await cancel(row.id), t('privateClasses.mine.cancelled')))}>
            {t('privateClasses.mine.cancel')}
          </button>
          <button type="button" className="button" aria-expanded={moving} disabled={busy} onClick={() => setMoving(!moving)}>
            {t('privateClasses.mine.move')}
          </button>
          {moving && <MoveTo row={row} onMoved={(when) => onNotice({ kind: 'done', message: t('privateClasses.mine.moved', { when: format.when(when) }) })} onFailed={onNotice} />}
        </>
      ) : (
        <span>{t('privateClasses.mine.locked')}</span>
      )}
    </div>
  );
}

/** The instructor's other free times of the next two weeks, to move a class to. */
function MoveTo({ row, onMoved, onFailed }: { row: PrivateClassRow; onMoved(startsAt: string): void; onFailed(notice: Notice): void }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const slots = useInstructorSlots(row.instructor_id, undefined, 14);
  const reschedule = useReschedulePrivateClass();
  const [choice, setChoice] = useState('');
  if (slots.status !== 'success') return null;
  if (slots.data.slots.length === 0) return <p>{t('privateClasses.mine.noOtherTime')}</p>;
  const chosen = choice || slots.data.slots[0]?.starts_at || '';
  const move = async () => {
    try {
      const moved = await reschedule(row.id, chosen);
      onMoved(moved.starts_at);
    } catch (error) {
      onFailed({ kind: 'failed', message: localMessageOf(t, error, t('privateClasses.mine.failed')) });
    }
  };
  return (
    <span className="pc-row">
      <label>
        {t('privateClasses.mine.moveTo')}{' '}
        <select value={chosen} onChange={(event) => setChoice(event.target.value)}>
          {slots.data.slots.map((slot) => (
            <option key={slot.starts_at} value={slot.starts_at}>
              {format.when(slot.starts_at)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button" onClick={() => void move()}>
        {t('privateClasses.mine.moveHere')}
      </button>
    </span>
  );
}
