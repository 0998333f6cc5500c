import type { MyStudyBooking } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { NoticeLine } from '../../../components/notice-line';
import { useCancelStudySeat, useMyStudyBookings } from '../api/study-booking';
import { useBranchName } from '../utils/when';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';
import { useNoticedAction, type Notice } from '../../../hooks/use-noticed-action';
import '../../../components/list-table.css';

/** The student's study seats: upcoming ones with their cancellation, and past ones. */
export function MyStudyTime() {
  const { t } = useTranslation();
  const mine = useMyStudyBookings();
  const [notice, setNotice] = useState<Notice>();
  return (
    <section aria-labelledby="sb-mine" className="sb-mine">
      <h2 id="sb-mine">{t('studyBooking.mine.title')}</h2>
      {mine.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('studyBooking.mine.loading')}
        </p>
      )}
      {mine.status === 'error' && <LoadFailure error={mine.error} message={t('studyBooking.mine.error')} onRetry={() => void mine.refetch()} />}
      {mine.status === 'success' && (
        <>
          <NoticeLine notice={notice} />
          <h3 id="sb-upcoming">{t('studyBooking.mine.upcoming')}</h3>
          <SeatTable rows={mine.data.upcoming} labelledBy="sb-upcoming" onNotice={setNotice} upcoming />
          <h3 id="sb-past">{t('studyBooking.mine.past')}</h3>
          <SeatTable rows={mine.data.past} labelledBy="sb-past" onNotice={setNotice} />
        </>
      )}
    </section>
  );
}

function SeatTable({ rows, labelledBy, upcoming = false, onNotice }: { rows: MyStudyBooking[]; labelledBy: string; upcoming?: boolean; onNotice(notice: Notice): void }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const name = useBranchName();
  if (rows.length === 0) return <p>{t('studyBooking.mine.none')}</p>;
  return (
    <table className="list-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('studyBooking.mine.when')}</th>
          <th scope="col">{t('studyBooking.mine.branch')}</th>
          {upcoming && <th scope="col">{t('studyBooking.mine.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.branch_id}~${row.starts_at}`} data-testid={upcoming ? 'study-seat' : 'past-study-seat'} data-starts-at={row.starts_at}>
            <td>
              {format.when(row.starts_at)}–{format.time(row.ends_at)}
            </td>
            <td>
              {name({ name_th: row.branch_name_th, name_en: row.branch_name_en }) || row.branch_id}
              {row.address && <div className="sb-muted">{row.address}</div>}
            </td>
            {upcoming && (
              <td>
                <SeatCancel row={row} onNotice={onNotice} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SeatCancel({ row, onNotice }: { row: MyStudyBooking; onNotice(notice: Notice): void }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const name = useBranchName();
  const cancel = useCancelStudySeat();
  const { busy, run } = useNoticedAction(onNotice, t('studyBooking.mine.failed'));
  const branch = name({ name_th: row.branch_name_th, name_en: row.branch_name_en }) || row.branch_id;
  if (!row.can_cancel) return <span>{t('studyBooking.mine.locked', { when: format.when(row.cancel_until) })}</span>;
  const act = () => run(true, async () => (await cancel(row.branch_id, row.starts_at), t('studyBooking.mine.cancelled', { when: format.when(row.starts_at), branch })));
  return (
    <span className="sb-row">
      <button type="button" className="button" disabled={busy} aria-label={t('studyBooking.mine.cancelAt', { when: format.when(row.starts_at), branch })} onClick={() => void act()}>
        {busy ? t('studyBooking.mine.cancelling') : t('studyBooking.mine.cancel')}
      </button>
      <span className="sb-muted">{t('studyBooking.mine.cancelUntil', { when: format.when(row.cancel_until) })}</span>
    </span>
  );
}
