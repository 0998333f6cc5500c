import type { OrderStatus } from '@lm/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { cartHref, ordersHref, thankYouHref } from '../utils/links';

/**
 * The pieces the pages a payment comes back to share (/omiseconfirm, /chulabook/payment/result):
 * the move on to the thank-you page once the server says the order is paid, and what they say
 * while checking, when the address holds nothing to check, and when the order can no longer be paid.
 */
export function useOnToThankYou(paidOrderId: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (paidOrderId) navigate(thankYouHref(paidOrderId), { replace: true });
  }, [paidOrderId, navigate]);
}

/** A state line ("Checking your payment…", "Taking you on…"). */
export function OutcomeState({ text }: { text: string }) {
  return (
    <p className="sf-state" role="status">
      {text}
    </p>
  );
}

/** Nothing here to act on: what is wrong, and the way to the student's orders. */
export function NoteToOrders({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="pm-note">
      <p>{text}</p>
      <Link to={ordersHref}>{t('payment.toOrders')}</Link>
    </div>
  );
}

/** The order can no longer be paid (expired, cancelled, refunded): back to the cart. */
export function EndedOutcome({ status }: { status: Exclude<OrderStatus, 'pending' | 'paid' | 'fulfilled'> }) {
  const { t } = useTranslation();
  return (
    <div className="pm-outcome">
      <p>{t(`payment.ended.${status}`)}</p>
      <Link className="button button--primary" to={cartHref}>
        {t('payment.toCart')}
      </Link>
    </div>
  );
}
