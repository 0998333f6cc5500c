import { addBangkokDays, bangkokDate, type TimeSlot } from '@lm/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartButtons } from '../../../components/cart-buttons';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { formatBaht } from '../../../lib/format-price';
import { localMessageOf } from '../../../lib/messages';
import { sessions } from '../../../lib/sessions';
import { useStore } from '../../../lib/store';
import { useInstructorSlots } from '../api/instructor-slots';
import { useBookPrivateClass } from '../api/my-private-classes';
import '../i18n';
import '../private-classes.css';
import { MY_PRIVATE_CLASSES } from '../utils/when';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';

const DAYS = 7;

/** The free slots grouped by their Bangkok date. */
function byDate(slots: readonly TimeSlot[]): [string, TimeSlot[]][] {
  const days = new Map<string, TimeSlot[]>();
  for (const slot of slots) days.set(bangkokDate(slot.starts_at), [...(days.get(bangkokDate(slot.starts_at)) ?? []), slot]);
  return [...days];
}

/**
 * The instructor's free private-class times for a week, on their page /private/instructors/{id}
 * under the profile; a student with hours books one (decision 0048).
 */
export function InstructorSlots({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const signedIn = useStore(sessions.student, (state) => Boolean(state.isAuthenticated));
  const [from, setFrom] = useState(() => bangkokDate(new Date()));
  const slots = useInstructorSlots(id, from, DAYS);
  const book = useBookPrivateClass();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'booking'; at: string } | { kind: 'booked'; at: string } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  const choose = async (slot: TimeSlot) => {
    setState({ kind: 'booking', at: slot.starts_at });
    try {
      const booked = await book(id, slot.starts_at);
      setState({ kind: 'booked', at: booked.starts_at });
    } catch (error) {
      setState({ kind: 'failed', message: localMessageOf(t, error, t('privateClasses.slots.failed')) });
    }
  };

  if (slots.status === 'pending') {
    return (
      <section className="ct-section pc-page" data-page="privateInstructor">
        <p className="sf-state" role="status">
          {t('privateClasses.slots.loading')}
        </p>
      </section>
    );
  }
  if (slots.status === 'error') {
    return (
      <section className="ct-section pc-page" data-page="privateInstructor">
        <LoadFailure error={slots.error} message={t('privateClasses.slots.error')} onRetry={() => void slots.refetch()} />
      </section>
    );
  }
  const data = slots.data;
  const hoursLeft = data.my_minutes / 60;
  const canBook = signedIn && data.my_minutes >= data.session_minutes;
  const today = bangkokDate(new Date());
  return (
    <section className="ct-section pc-page" data-page="privateInstructor" aria-labelledby="pc-title">
      <header>
        <h2 id="pc-title">{t('privateClasses.slots.title', { name: data.instructor_name })}</h2>
        <p>{t('privateClasses.slots.price', { price: formatBaht(data.price_per_hour), minutes: data.session_minutes, lead: data.booking_lead_hours })}</p>
        {!signedIn && <p>{t('privateClasses.slots.signIn')}</p>}
        {signedIn && (
          <p data-testid="hours-left">{data.my_minutes > 0 ? t('privateClasses.slots.hoursLeft', { count: Number(hoursLeft.toFixed(2)) }) : t('privateClasses.slots.noHours')}</p>
        )}
      </header>
      {data.price_per_hour > 0 && <BuyHours instructorId={data.instructor_id} />}
      {state.kind === 'booked' && (
        <p role="status">
          {t('privateClasses.slots.booked', { when: format.when(state.at) })} <Link to={MY_PRIVATE_CLASSES}>{t('privateClasses.slots.myClasses')}</Link>
        </p>
      )}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      <section aria-labelledby="pc-week">
        <h3 id="pc-week">{t('privateClasses.slots.week', { from: format.date(from), to: format.date(addBangkokDays(from, DAYS - 1)) })}</h3>
        <p>
          <button type="button" className="button" disabled={from <= today} onClick={() => setFrom(from <= addBangkokDays(today, DAYS) ? today : addBangkokDays(from, -DAYS))}>
            {t('privateClasses.slots.previous')}
          </button>{' '}
          <button type="button" className="button" onClick={() => setFrom(addBangkokDays(from, DAYS))}>
            {t('privateClasses.slots.next')}
          </button>
        </p>
        {data.slots.length === 0 && <p className="sf-state">{t('privateClasses.slots.empty')}</p>}
        <ul className="pc-days">
          {byDate(data.slots).map(([date, daySlots]) => (
            <li key={date}>
              <h4>{format.day(daySlots[0]?.starts_at ?? date)}</h4>
              <ul className="pc-slots">
                {daySlots.map((slot) => (
                  <li key={slot.starts_at}>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('privateClasses.slots.book', { time: format.when(slot.starts_at) })}
                      disabled={!canBook || state.kind === 'booking'}
                      onClick={() => void choose(slot)}
                    >
                      {state.kind === 'booking' && state.at === slot.starts_at
                        ? t('privateClasses.slots.booking')
                        : t('privateClasses.slots.book', { time: `${format.time(slot.starts_at)}–${format.time(slot.ends_at)}` })}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

/** Hours with this instructor go through the cart: one unit is one hour at the instructor's price. */
function BuyHours({ instructorId }: { instructorId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [hours, setHours] = useState(1);
  return (
    <section aria-labelledby={`${id}-title`} className="pc-row">
      <h3 id={`${id}-title`}>{t('privateClasses.slots.buy')}</h3>
      <label>
        {t('privateClasses.slots.hours')}{' '}
        <input type="number" min={1} max={50} value={hours} onChange={(event) => setHours(Math.max(1, Math.min(50, Math.floor(Number(event.target.value)) || 1)))} />
      </label>
      <CartButtons kind="private_hours" id={instructorId} quantity={hours} describedBy={`${id}-title`} />
    </section>
  );
}
