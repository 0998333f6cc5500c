import { MOBILE_BANKS, type MobileBank, type Order } from '@lm/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhone } from '../../../lib/device';
import { formatBaht } from '../../../lib/format-price';
import { localMessage } from '../../../lib/messages';
import { usePayAway } from '../hooks/use-pay-away';

/**
 * Paying in a bank's app (Omise's mobile banking sources), on a phone: the buyer picks their bank,
 * the server makes the charge, and the bank's page takes over; the bank sends them back to
 * /omiseconfirm, which reads the charge again from the provider. Elsewhere the page says to open
 * it on the phone with the bank's app.
 */
export function MobileBankingPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const id = useId();
  const { go, refusal, busy } = usePayAway(order, t('payment.mobileBanking.failed'));
  const [bank, setBank] = useState<MobileBank>();

  const lastFailed = !refusal && order.payment?.status === 'failed' ? order.payment.failure_message : null;
  if (!isPhone()) {
    return (
      <section className="pm-method" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="pm-method__title">
          {t('payment.mobileBanking.title')}
        </h2>
        <div className="pm-note">
          <p>{t('payment.mobileBanking.phoneOnly', { amount: formatBaht(order.total) })}</p>
        </div>
      </section>
    );
  }
  return (
    <section className="pm-method" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-method__title">
        {t('payment.mobileBanking.title')}
      </h2>
      <p>{t('payment.mobileBanking.intro', { amount: formatBaht(order.total) })}</p>
      <fieldset className="pm-banks">
        <legend>{t('payment.mobileBanking.choose')}</legend>
        {MOBILE_BANKS.map((one) => (
          <label key={one} className="pm-bank">
            <input type="radio" name={`${id}-bank`} value={one} checked={bank === one} onChange={() => setBank(one)} disabled={busy} />
            <span>{t(`payment.mobileBanking.banks.${one}`)}</span>
          </label>
        ))}
      </fieldset>
      {lastFailed && (
        <div className="pm-note">
          <p>{t('payment.mobileBanking.lastFailed', { reason: localMessage(t, lastFailed) })}</p>
        </div>
      )}
      {refusal && (
        <div className="pm-alert" role="alert">
          <p>{refusal}</p>
        </div>
      )}
      <button type="button" className="button button--primary pm-pay" onClick={() => bank && void go({ bank })} disabled={busy || !bank} aria-busy={busy}>
        {busy ? t('payment.mobileBanking.going') : t('payment.mobileBanking.pay', { amount: formatBaht(order.total) })}
      </button>
    </section>
  );
}
