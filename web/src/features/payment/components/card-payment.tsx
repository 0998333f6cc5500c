import type { Order } from '@lm/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatBaht } from '../../../lib/format-price';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePayOrder } from '../api/pay-order';
import { checkCard, EMPTY_CARD, expiryYears, formatCardNumber, type CardErrors, type CardFields } from '../utils/card';
import { thankYouHref } from '../utils/links';
import { CardTokenError, createCardToken, loadOmise } from '../utils/omise';
import { afterPaying } from '../utils/outcome';

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * A card payment: the card goes to the provider through Omise.js, which answers a one-time token;
 * only the token goes to our API, which charges it and answers the bank's 3-D Secure page to go
 * to. A declined card shows the bank's reason, and the form stays to try another card.
 */
export function CardPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const pay = usePayOrder(order.id);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [years] = useState(() => expiryYears(new Date()));

  // Omise.js starts loading with the form, so paying does not wait for it.
  const scriptUrl = config.data?.script_url;
  useEffect(() => {
    if (scriptUrl) loadOmise(scriptUrl).catch(() => undefined);
  }, [scriptUrl]);

  const change = (field: keyof CardFields) => (value: string) => {
    setCard((current) => ({ ...current, [field]: field === 'number' ? formatCardNumber(value) : value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !config.data) return;
    const checked = checkCard(card, new Date());
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setRefusal(undefined);
    setBusy(true);
    let omise;
    try {
      omise = await loadOmise(config.data.script_url);
    } catch {
      setBusy(false);
      return setRefusal(t('payment.card.noScript'));
    }
    try {
      const token = await createCardToken(omise, config.data.public_key, checked.card, t('payment.card.tokenFailed'));
      const next = afterPaying(await pay.mutateAsync({ card_token: token }));
      if (next.kind === 'authorize') return window.location.assign(next.uri);
      if (next.kind === 'paid') return navigate(thankYouHref(order.id), { replace: true });
      setRefusal(next.reason ? localMessage(t, next.reason) : t('payment.card.failed'));
    } catch (error) {
      setRefusal(error instanceof CardTokenError ? error.message : localMessageOf(t, error, t('payment.card.failed')));
    }
    setBusy(false);
  }

  const previous = order.payment;
  const waiting = previous?.status === 'pending' && previous.authorize_uri ? previous.authorize_uri : undefined;
  // The reason of the last charge (a 3-D Secure declined), until this form has tried again.
  const shown = refusal ?? (previous?.status === 'failed' ? (previous.failure_message ? localMessage(t, previous.failure_message) : t('payment.card.failed')) : undefined);

  const field = (name: keyof CardFields) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof CardFields) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="pm-field__error">
        {t(`payment.card.errors.${name}.${errors[name]}`)}
      </p>
    );

  return (
    <section className="pm-method" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-method__title">
        {t('payment.card.title')}
      </h2>
      {waiting && !refusal && (
        <div className="pm-note">
          <p>{t('payment.card.waiting')}</p>
          <a className="button" href={waiting}>
            {t('payment.card.continue')}
          </a>
        </div>
      )}
      {shown && (
        <div className="pm-alert" role="alert">
          {!refusal && <p>{t('payment.card.lastFailed')}</p>}
          <p>{shown}</p>
        </div>
      )}
      {config.isError && (
        <div className="pm-alert" role="alert">
          <p>{localMessageOf(t, config.error, t('payment.card.configFailed'))}</p>
          <button type="button" className="button" onClick={() => void config.refetch()}>
            {t('payment.retry')}
          </button>
        </div>
      )}
      <form className="pm-card" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <div className="pm-field">
          <label htmlFor={`${id}-number`}>{t('payment.card.number')}</label>
          <input
            {...field('number')}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={card.number}
            onChange={(event) => change('number')(event.target.value)}
          />
          {fieldError('number')}
        </div>
        <div className="pm-field">
          <label htmlFor={`${id}-name`}>{t('payment.card.name')}</label>
          <input {...field('name')} type="text" autoComplete="cc-name" value={card.name} onChange={(event) => change('name')(event.target.value)} />
          {fieldError('name')}
        </div>
        <div className="pm-card__row">
          <fieldset className="pm-field pm-card__expiry">
            <legend>{t('payment.card.expiry')}</legend>
            <div className="pm-card__selects">
              <label className="sf-visually-hidden" htmlFor={`${id}-month`}>
                {t('payment.card.month')}
              </label>
              <select {...field('month')} autoComplete="cc-exp-month" value={card.month} onChange={(event) => change('month')(event.target.value)}>
                <option value="">{t('payment.card.month')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {month}
                  </option>
                ))}
              </select>
              <span aria-hidden="true">/</span>
              <label className="sf-visually-hidden" htmlFor={`${id}-year`}>
                {t('payment.card.year')}
              </label>
              <select {...field('year')} autoComplete="cc-exp-year" value={card.year} onChange={(event) => change('year')(event.target.value)}>
                <option value="">{t('payment.card.year')}</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
            {fieldError('month')}
            {fieldError('year')}
          </fieldset>
          <div className="pm-field pm-card__code">
            <label htmlFor={`${id}-securityCode`}>{t('payment.card.securityCode')}</label>
            <input
              {...field('securityCode')}
              aria-describedby={[`${id}-securityCode-hint`, errors.securityCode ? `${id}-securityCode-error` : ''].join(' ').trim()}
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={card.securityCode}
              onChange={(event) => change('securityCode')(event.target.value)}
            />
            <p id={`${id}-securityCode-hint`} className="pm-field__hint">
              {t('payment.card.securityHint')}
            </p>
            {fieldError('securityCode')}
          </div>
        </div>
        <button type="submit" className="button button--primary pm-card__pay" disabled={busy || !config.data}>
          {busy ? t('payment.card.paying') : t('payment.card.pay', { amount: formatBaht(order.total) })}
        </button>
        <p className="pm-card__secure">{t('payment.card.secure')}</p>
      </form>
    </section>
  );
}
