import type { AvailabilityInput, AvailabilityView } from '@lm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { localMessageOf } from '../../../lib/messages';
import { useSaveTeachingTime, useTeachingTime } from '../api/teaching-time';
import '../i18n';
import '../private-classes.css';
import { instructorSlotsHref } from '../utils/when';
import { useDocumentTitle } from '../../../hooks/use-document-title';

type Draft = AvailabilityInput & { price_baht: string };

const draftOf = (view: AvailabilityView): Draft => ({
  weekly: view.weekly.map((hours) => ({ ...hours, weekday: hours.weekday })),
  dates_off: [...view.dates_off],
  extra_hours: view.extra_hours.map((hours) => ({ ...hours })),
  price_per_hour: view.price_per_hour,
  price_baht: String(view.price_per_hour / 100),
});

/** /myaccount/instructor/manageteachingtime: weekly hours, dates off, extra hours and the hourly price (decision 0048). */
export function TeachingTime() {
  const { t } = useTranslation();
  useDocumentTitle(t('privateClasses.time.title'));
  const time = useTeachingTime();
  return (
    <main className="page sf-page pc-page" data-page="instructorTeachingTime">
      <header className="sf-page__header">
        <h1>{t('privateClasses.time.title')}</h1>
        {time.status === 'success' && <p>{t('privateClasses.time.intro', { minutes: time.data.session_minutes })}</p>}
      </header>
      {time.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('privateClasses.time.loading')}
        </p>
      )}
      {time.status === 'error' && <LoadFailure error={time.error} message={t('privateClasses.time.error')} onRetry={() => void time.refetch()} />}
      {time.status === 'success' && <TeachingTimeForm key={time.data.instructor_id} view={time.data} />}
    </main>
  );
}

function TeachingTimeForm({ view }: { view: AvailabilityView }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveTeachingTime();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const { price_baht, ...input } = draft;
      await save({ ...input, price_per_hour: Math.round(Number(price_baht) * 100) });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: localMessageOf(t, error, t('privateClasses.time.failed')) });
    }
  };

  return (
    <form className="pc-form" onSubmit={(event) => void submit(event)} aria-label={t('privateClasses.time.title')}>
      <fieldset>
        <legend>{t('privateClasses.time.weekly')}</legend>
        {draft.weekly.length === 0 && <p>{t('privateClasses.time.none')}</p>}
        {draft.weekly.map((hours, index) => (
          <div className="pc-row" key={index} role="group" aria-label={`${t('privateClasses.time.weekly')} ${index + 1}`}>
            <label>
              {t('privateClasses.time.weekday')}{' '}
              <select value={hours.weekday} onChange={(event) => change({ weekly: draft.weekly.map((row, at) => (at === index ? { ...row, weekday: Number(event.target.value) } : row)) })}>
                {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
                  <option key={weekday} value={weekday}>
                    {t(`privateClasses.weekdays.${weekday}`)}
                  </option>
                ))}
              </select>
            </label>
            <TimeRange
              start={hours.start}
              end={hours.end}
              onChange={(range) => change({ weekly: draft.weekly.map((row, at) => (at === index ? { ...row, ...range } : row)) })}
            />
            <button type="button" className="button" onClick={() => change({ weekly: draft.weekly.filter((_, at) => at !== index) })}>
              {t('privateClasses.time.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => change({ weekly: [...draft.weekly, { weekday: 1, start: '09:00', end: '12:00' }] })}>
          {t('privateClasses.time.addWeekly')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('privateClasses.time.datesOff')}</legend>
        {draft.dates_off.length === 0 && <p>{t('privateClasses.time.none')}</p>}
        {draft.dates_off.map((date, index) => (
          <div className="pc-row" key={index}>
            <label>
              {t('privateClasses.time.dateOff')}{' '}
              <input type="date" required value={date} onChange={(event) => change({ dates_off: draft.dates_off.map((row, at) => (at === index ? event.target.value : row)) })} />
            </label>
            <button type="button" className="button" onClick={() => change({ dates_off: draft.dates_off.filter((_, at) => at !== index) })}>
              {t('privateClasses.time.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => change({ dates_off: [...draft.dates_off, ''] })}>
          {t('privateClasses.time.addDateOff')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('privateClasses.time.extra')}</legend>
        {draft.extra_hours.length === 0 && <p>{t('privateClasses.time.none')}</p>}
        {draft.extra_hours.map((hours, index) => (
          <div className="pc-row" key={index}>
            <label>
              {t('privateClasses.time.date')}{' '}
              <input
                type="date"
                required
                value={hours.date}
                onChange={(event) => change({ extra_hours: draft.extra_hours.map((row, at) => (at === index ? { ...row, date: event.target.value } : row)) })}
              />
            </label>
            <TimeRange
              start={hours.start}
              end={hours.end}
              onChange={(range) => change({ extra_hours: draft.extra_hours.map((row, at) => (at === index ? { ...row, ...range } : row)) })}
            />
            <button type="button" className="button" onClick={() => change({ extra_hours: draft.extra_hours.filter((_, at) => at !== index) })}>
              {t('privateClasses.time.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => change({ extra_hours: [...draft.extra_hours, { date: '', start: '18:00', end: '20:00' }] })}>
          {t('privateClasses.time.addExtra')}
        </button>
      </fieldset>

      <p>
        <label htmlFor={`${id}-price`}>{t('privateClasses.time.price')}</label>{' '}
        <input id={`${id}-price`} type="number" min="0" step="0.01" required value={draft.price_baht} onChange={(event) => change({ price_baht: event.target.value })} />
      </p>
      <p>
        <button type="submit" className="button button--primary" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('privateClasses.time.saving') : t('privateClasses.time.save')}
        </button>{' '}
        <Link to={instructorSlotsHref(view.instructor_id)}>{t('privateClasses.time.publicPage')}</Link>
      </p>
      {state.kind === 'saved' && <p role="status">{t('privateClasses.time.saved')}</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </form>
  );
}

/** Hours of a day as two times; `24:00` is midnight at the day's end. */
function TimeRange({ start, end, onChange }: { start: string; end: string; onChange(range: { start: string; end: string }): void }) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('privateClasses.time.start')} <input type="time" required value={start} onChange={(event) => onChange({ start: event.target.value, end })} />
      </label>
      <label>
        {t('privateClasses.time.end')}{' '}
        <input
          type="time"
          required
          value={end === '24:00' ? '00:00' : end}
          onChange={(event) => onChange({ start, end: event.target.value === '00:00' ? '24:00' : event.target.value })}
        />
      </label>
    </>
  );
}
