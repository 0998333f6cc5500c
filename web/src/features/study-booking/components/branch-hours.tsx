import { addBangkokDays, bangkokDate, type PublicBranch, type StudySlot } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { localMessageOf } from '../../../lib/messages';
import { useBookStudySeat, useBranchSlots, useMyStudyBookings } from '../api/study-booking';
import { useBranchName } from '../utils/when';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';

const DAYS = 7;

/** The open hours grouped by their Bangkok date. */
function byDate(slots: readonly StudySlot[]): [string, StudySlot[]][] {
  const days = new Map<string, StudySlot[]>();
  for (const slot of slots) days.set(bangkokDate(slot.starts_at), [...(days.get(bangkokDate(slot.starts_at)) ?? []), slot]);
  return [...days];
}

type State = { kind: 'idle' } | { kind: 'booking'; at: string } | { kind: 'booked'; at: string } | { kind: 'failed'; message: string };

/** A week of a branch's open hours from today, each with its seats left, booked with one click. */
export function BranchHours({ branch }: { branch: PublicBranch }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const name = useBranchName();
  const today = bangkokDate(new Date());
  const [from, setFrom] = useState(today);
  const slots = useBranchSlots(branch.id, from, DAYS);
  const book = useBookStudySeat();
  // The hours the student already holds a seat at, here or at another branch: one seat an hour.
  const held = new Map((useMyStudyBookings().data?.upcoming ?? []).map((seat) => [seat.starts_at, seat.branch_id]));
  const [state, setState] = useState<State>({ kind: 'idle' });

  const choose = async (slot: StudySlot) => {
    setState({ kind: 'booking', at: slot.starts_at });
    try {
      const booked = await book(branch.id, slot.starts_at);
      setState({ kind: 'booked', at: booked.starts_at });
    } catch (error) {
      setState({ kind: 'failed', message: localMessageOf(t, error, t('studyBooking.slots.failed')) });
    }
  };

  return (
    <section aria-labelledby="sb-week" className="sb-week">
      <h2 id="sb-week">{t('studyBooking.slots.week', { branch: name(branch), from: format.date(from), to: format.date(addBangkokDays(from, DAYS - 1)) })}</h2>
      <p className="sb-row">
        <button type="button" className="button" disabled={from <= today} onClick={() => setFrom(from <= addBangkokDays(today, DAYS) ? today : addBangkokDays(from, -DAYS))}>
          {t('studyBooking.slots.previous')}
        </button>
        <button type="button" className="button" onClick={() => setFrom(addBangkokDays(from, DAYS))}>
          {t('studyBooking.slots.next')}
        </button>
      </p>
      {state.kind === 'booked' && <p role="status">{t('studyBooking.slots.booked', { when: `${format.when(state.at)}`, branch: name(branch) })}</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      {slots.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('studyBooking.slots.loading')}
        </p>
      )}
      {slots.status === 'error' && <LoadFailure error={slots.error} message={t('studyBooking.slots.error')} onRetry={() => void slots.refetch()} />}
      {slots.status === 'success' && slots.data.slots.length === 0 && <p className="sf-state">{t('studyBooking.slots.empty')}</p>}
      {slots.status === 'success' && (
        <ul className="sb-days">
          {byDate(slots.data.slots).map(([date, daySlots]) => (
            <li key={date}>
              <h3>{format.day(daySlots[0]?.starts_at ?? date)}</h3>
              <ul className="sb-hours">
                {daySlots.map((slot) => {
                  const time = `${format.time(slot.starts_at)}–${format.time(slot.ends_at)}`;
                  const left = `sb-left-${slot.starts_at}`;
                  const holder = held.get(slot.starts_at);
                  return (
                    <li key={slot.starts_at} data-testid="study-hour" data-starts-at={slot.starts_at}>
                      <button
                        type="button"
                        className="button"
                        aria-label={t('studyBooking.slots.bookAt', { day: format.day(slot.starts_at), time })}
                        aria-describedby={left}
                        disabled={slot.seats_left <= 0 || holder !== undefined || state.kind === 'booking'}
                        onClick={() => void choose(slot)}
                      >
                        {state.kind === 'booking' && state.at === slot.starts_at ? t('studyBooking.slots.booking') : t('studyBooking.slots.book', { time })}
                      </button>{' '}
                      <span id={left} className={slot.seats_left > 0 ? 'sb-left' : 'sb-left sb-left--full'}>
                        {slot.seats_left > 0 ? t('studyBooking.slots.seatsLeft', { count: slot.seats_left }) : t('studyBooking.slots.full')}
                        {holder !== undefined && ` · ${holder === branch.id ? t('studyBooking.slots.yours') : t('studyBooking.slots.elsewhere')}`}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
