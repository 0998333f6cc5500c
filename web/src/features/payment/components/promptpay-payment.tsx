import type { Order } from '@lm/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format-price';
import { localMessageOf } from '../../../lib/messages';
import { usePayOrder } from '../api/pay-order';
import { useCheckPayment } from '../api/refresh-order-payment';
import { useNow } from '../hooks/use-now';
import { countdownText, msUntil } from '../utils/countdown';
import { formatDateTime } from '../utils/format';

/**
 * A PromptPay payment: the QR of the order's charge (made when the order has none still payable),
 * until when it can be paid, and the time left. The page reads the order again every few seconds
 * and moves on once it is paid; "I have paid" asks the provider at once.
 */
export function PromptPayPayment({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const now = useNow(1_000);
  const { mutate: requestQr, ...qrRequest } = usePayOrder(order.id);
  const check = useCheckPayment(order.id);
  const payment = order.payment?.status === 'pending' && order.payment.qr_image ? order.payment : undefined;
  const expiresAt = payment?.qr_expires_at ?? order.expires_at;
  const left = payment ? msUntil(expiresAt, now) : 0;
  const amount = formatBaht(order.total);

  // One QR a visit, asked for when the order has none still payable; a new one only when asked.
  const asked = useRef(false);
  const payable = !!payment && left > 0;
  useEffect(() => {
    if (payable || asked.current) return;
    asked.current = true;
    requestQr(undefined);
  }, [payable, requestQr]);

  return (
    <section className="pm-method" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-method__title">
        {t('payment.promptpay.title')}
      </h2>
      {qrRequest.isError && (
        <div className="pm-alert" role="alert">
          <p>{localMessageOf(t, qrRequest.error, t('payment.promptpay.failed'))}</p>
          <button type="button" className="button" onClick={() => requestQr(undefined)}>
            {t('payment.retry')}
          </button>
        </div>
      )}
      {!payment && qrRequest.isPending && (
        <p className="sf-state" role="status">
          {t('payment.promptpay.preparing')}
        </p>
      )}
      {payment && left <= 0 && (
        <div className="pm-note">
          <p>{t('payment.promptpay.expired')}</p>
          <button type="button" className="button button--primary" onClick={() => requestQr(undefined)} disabled={qrRequest.isPending}>
            {t('payment.promptpay.newQr')}
          </button>
        </div>
      )}
      {payment && left > 0 && (
        <div className="pm-qr">
          <img className="pm-qr__image" src={payment.qr_image ?? ''} alt={t('payment.promptpay.qr', { amount })} width={240} height={264} />
          <p>{t('payment.promptpay.scan', { amount })}</p>
          <p className="pm-qr__deadline">{t('payment.promptpay.payBefore', { time: formatDateTime(expiresAt, i18n.language) })}</p>
          <p className="pm-qr__countdown" role="timer">
            {t('payment.promptpay.left', { time: countdownText(left) })}
          </p>
          <p className="sf-muted" aria-live="polite">
            {check.isSuccess && check.data.status === 'pending' ? t('payment.promptpay.notYet') : t('payment.promptpay.watching')}
          </p>
          <button type="button" className="button" onClick={() => check.mutate()} disabled={check.isPending}>
            {check.isPending ? t('payment.promptpay.checking') : t('payment.promptpay.check')}
          </button>
          {payment.authorize_uri && (
            <p className="pm-qr__test">
              <a href={payment.authorize_uri} target="_blank" rel="noreferrer">
                {t('payment.promptpay.testBank')}
              </a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
