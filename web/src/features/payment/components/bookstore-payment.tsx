import type { Order } from '@lm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format-price';
import { usePayAway } from '../hooks/use-pay-away';

/**
 * Paying at the partner bookstore (decision 0031): the server signs the request and answers the
 * bookstore's checkout page, where the buyer pays; the bookstore sends them back to
 * /chulabook/payment/result, which has the server check its signed result.
 */
export function BookstorePayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const id = useId();
  const { go, refusal, busy } = usePayAway(order, t('payment.bookstore.failed'));

  const cancelled = !refusal && order.payment?.status === 'failed';
  return (
    <section className="pm-method" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-method__title">
        {t('payment.bookstore.title')}
      </h2>
      <p>{t('payment.bookstore.intro', { amount: formatBaht(order.total) })}</p>
      {cancelled && (
        <div className="pm-note">
          <p>{t('payment.bookstore.lastCancelled')}</p>
        </div>
      )}
      {refusal && (
        <div className="pm-alert" role="alert">
          <p>{refusal}</p>
        </div>
      )}
      <button type="button" className="button button--primary pm-pay" onClick={() => void go()} disabled={busy} aria-busy={busy}>
        {busy ? t('payment.bookstore.going') : t('payment.bookstore.pay')}
      </button>
    </section>
  );
}
