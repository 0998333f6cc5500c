import type { LiveClass, MyLiveClass } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartButtons } from '../../../components/cart-buttons';
import { LoadFailure } from '../../../components/load-failure';
import { NoticeLine } from '../../../components/notice-line';
import { SessionRecordings } from '../../../components/session-recordings';
import '../../../components/storefront.css';
import { formatBaht } from '../../../lib/format-price';
import { useBookLiveClass, useCancelLiveClass, useMyLiveClasses, useUpcomingLiveClasses } from '../api/live-classes';
import '../i18n';
import '../live-classes.css';
import { roomHref } from '../../../config/paths';
import { useTitle } from '../utils/when';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';
import { useNoticedAction, type Notice } from '../../../hooks/use-noticed-action';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useMyLearning } from '../../../hooks/use-my-learning';
import '../../../components/list-table.css';

/**
 * /myaccount/student/course/live: the student's booked classes (cancel before the cut-off, join
 * from the room's opening), the classes open for booking (free ones booked here, paid ones through
 * the cart) and past classes (decision 0047).
 */
export function StudentLiveClasses() {
  const { t } = useTranslation();
  useDocumentTitle(t('liveClasses.student.title'));
  const mine = useMyLiveClasses();
  const open = useUpcomingLiveClasses();
  const learning = useMyLearning();
  // The courses whose classes are free to this student (access not ended); unknown until read.
  const included = learning.status === 'success' ? new Set(learning.data.filter((course) => !course.expired).map((course) => course.id)) : undefined;
  const [notice, setNotice] = useState<Notice>();
  return (
    <main className="page sf-page" data-page="studentLiveClasses">
      <header className="sf-page__header">
        <h1>{t('liveClasses.student.title')}</h1>
        <p>{t('liveClasses.student.intro')}</p>
      </header>
      <NoticeLine notice={notice} />
      {(mine.status === 'pending' || open.status === 'pending') && (
        <p className="sf-state" role="status">
          {t('liveClasses.student.loading')}
        </p>
      )}
      {mine.status === 'error' && <LoadFailure error={mine.error} message={t('liveClasses.student.error')} onRetry={() => void mine.refetch()} />}
      {open.status === 'error' && <LoadFailure error={open.error} message={t('liveClasses.student.error')} onRetry={() => void open.refetch()} />}
      {mine.status === 'success' && (
        <section aria-labelledby="lc-mine">
          <h2 id="lc-mine">{t('liveClasses.student.mine')}</h2>
          {mine.data.upcoming.length === 0 ? <p>{t('liveClasses.student.noMine')}</p> : <MyClassTable rows={mine.data.upcoming} onNotice={setNotice} />}
        </section>
      )}
      {mine.status === 'success' && open.status === 'success' && (
        <section aria-labelledby="lc-open">
          <h2 id="lc-open">{t('liveClasses.student.upcoming')}</h2>
          <OpenClassTable rows={open.data.classes} booked={new Set(mine.data.upcoming.map((row) => row.session_id))} included={included} onNotice={setNotice} />
        </section>
      )}
      {mine.status === 'success' && (
        <section aria-labelledby="lc-past">
          <h2 id="lc-past">{t('liveClasses.student.past')}</h2>
          {mine.data.past.length === 0 ? (
            <p>{t('liveClasses.student.noPast')}</p>
          ) : (
            <ul>
              {mine.data.past.map((row) => (
                <PastClass key={row.session_id} row={row} />
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}

/** A past class; a broadcast that was recorded opens its recording here (decision 0054). */
function PastClass({ row }: { row: MyLiveClass }) {
  const format = useBangkokFormat();
  const title = useTitle();
  return (
    <li data-testid="past-live-class">
      {format.when(row.starts_at)} · {title(row)} {row.recorded && <SessionRecordings sessionId={row.session_id} token="student" title={title(row)} />}
    </li>
  );
}

function MyClassTable({ rows, onNotice }: { rows: MyLiveClass[]; onNotice(notice: Notice): void }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const title = useTitle();
  const cancel = useCancelLiveClass();
  const { busy, run } = useNoticedAction<string>(onNotice, t('liveClasses.student.failed'));
  const cancelOne = (row: MyLiveClass) => run(row.session_id, async () => (await cancel(row.session_id), t('liveClasses.student.cancelled', { title: title(row) })));
  return (
    <table className="list-table">
      <thead>
        <tr>
          <th scope="col">{t('liveClasses.student.when')}</th>
          <th scope="col">{t('liveClasses.student.class')}</th>
          <th scope="col">{t('liveClasses.student.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.session_id} data-testid="my-live-class">
            <td>
              {format.when(row.starts_at)}–{format.time(row.ends_at)}
            </td>
            <th scope="row">{title(row)}</th>
            <td>
              <div className="lc-actions">
                {row.joinable ? (
                  <Link className="button button--primary" to={roomHref(row.session_id)}>
                    {t('liveClasses.student.join')}
                  </Link>
                ) : (
                  <span className="lc-note">{t('liveClasses.student.opensAt', { time: format.when(row.opens_at) })}</span>
                )}
                {row.can_cancel ? (
                  <>
                    <button type="button" className="button" disabled={busy === row.session_id} onClick={() => void cancelOne(row)}>
                      {t('liveClasses.student.cancel')}
                    </button>
                    <span className="lc-note">{t('liveClasses.student.cancelUntil', { when: format.when(row.cancel_until) })}</span>
                  </>
                ) : (
                  <span className="lc-note">{row.source === 'order' ? t('liveClasses.student.paidSeat') : t('liveClasses.student.noCancel')}</span>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The open classes shown at first, and how many more each "show more" adds: a weekly class runs for months. */
export const OPEN_CLASSES_SHOWN = 10;

/**
 * The classes open for booking. A free class, or one of a course the student holds, is booked here;
 * any other is bought through the cart. While the student's courses are unknown, a paid class of a
 * course offers both, and the server decides.
 */
function OpenClassTable({ rows: all, booked, included, onNotice }: { rows: LiveClass[]; booked: Set<string>; included: Set<string> | undefined; onNotice(notice: Notice): void }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const title = useTitle();
  const book = useBookLiveClass();
  const { busy, run } = useNoticedAction<string>(onNotice, t('liveClasses.student.failed'));
  const [shown, setShown] = useState(OPEN_CLASSES_SHOWN);
  if (all.length === 0) return <p>{t('liveClasses.student.noUpcoming')}</p>;
  const rows = all.slice(0, shown);
  const isIncluded = (row: LiveClass) => row.course_id !== null && included?.has(row.course_id) === true;
  const bookable = (row: LiveClass) => row.price === 0 || isIncluded(row) || (row.course_id !== null && included === undefined);
  const bookOne = (row: LiveClass) => run(row.session_id, async () => (await book(row.session_id), t('liveClasses.student.booked', { title: title(row) })));
  return (
    <>
      <table className="list-table">
        <thead>
          <tr>
            <th scope="col">{t('liveClasses.student.when')}</th>
            <th scope="col">{t('liveClasses.student.class')}</th>
            <th scope="col">{t('liveClasses.student.seats')}</th>
            <th scope="col">{t('liveClasses.student.price')}</th>
            <th scope="col">{t('liveClasses.student.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.session_id} data-testid="open-live-class">
              <td>
                {format.when(row.starts_at)}–{format.time(row.ends_at)}
              </td>
              <th scope="row" id={`lc-${row.session_id}`}>
                {title(row)}
              </th>
              <td data-label={t('liveClasses.student.seats')}>{row.seats_left}</td>
              <td data-label={t('liveClasses.student.price')}>{row.price === 0 ? t('liveClasses.student.free') : isIncluded(row) ? t('liveClasses.student.included') : formatBaht(row.price)}</td>
              <td>
                <div className="lc-actions">
                  {booked.has(row.session_id) ? (
                    <span>{t('liveClasses.student.bookedAlready')}</span>
                  ) : row.seats_left === 0 ? (
                    <span>{t('liveClasses.student.full')}</span>
                  ) : (
                    <>
                      {bookable(row) && (
                        <button
                          type="button"
                          className="button button--primary"
                          aria-describedby={`lc-${row.session_id}`}
                          disabled={busy === row.session_id}
                          onClick={() => void bookOne(row)}
                        >
                          {busy === row.session_id ? t('liveClasses.student.booking') : t('liveClasses.student.book')}
                        </button>
                      )}
                      {row.price > 0 && !isIncluded(row) && <CartButtons kind="live_seat" id={row.session_id} describedBy={`lc-${row.session_id}`} />}
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {all.length > shown && (
        <p className="lc-more">
          <span role="status">{t('liveClasses.student.shownOf', { shown: rows.length, total: all.length })}</span>
          <button type="button" className="button" onClick={() => setShown((count) => count + OPEN_CLASSES_SHOWN)}>
            {t('liveClasses.student.showMore', { count: Math.min(OPEN_CLASSES_SHOWN, all.length - shown) })}
          </button>
        </p>
      )}
    </>
  );
}
