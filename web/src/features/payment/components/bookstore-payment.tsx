import type { Order } from '@lm/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatBaht } from '../../../lib/format-price';
import { localMessageOf } from '../../../lib/messages';
import { usePayOrder } from '../api/pay-order';
import { thankYouHref } from '../utils/links';
import { afterPaying } from '../utils/outcome';

/**
 * Paying at the partner bookstore (decision 0031): the server signs the request and answers the
 * bookstore's checkout page, where the buyer pays; the bookstore sends them back to
 * /chulabook/payment/result, which has the server check its signed result.
 */
export function BookstorePayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const pay = usePayOrder(order.id);
  const [refusal, setRefusal] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  // Back from the bookstore by the browser's back button, the page may be the one left: usable again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  async function go() {
    setRefusal(undefined);
    try {
      const next = afterPaying(await pay.mutateAsync(undefined));
      if (next.kind === 'authorize') {
        setLeaving(true);
        return window.location.assign(next.uri);
      }
      if (next.kind === 'paid') return navigate(thankYouHref(order.id), { replace: true });
      setRefusal(t('payment.bookstore.failed'));
    } catch (error) {
      setRefusal(localMessageOf(t, error, t('payment.bookstore.failed')));
    }
  }

  const cancelled = !refusal && order.payment?.status === 'failed';
  const busy = pay.isPending || leaving;
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
