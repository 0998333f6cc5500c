import type { Order } from '@lm/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api/errors';
import { useOrderToPay } from '../api/get-my-order';
import { useNow } from '../hooks/use-now';
import '../i18n';
import '../payment.css';
import { cartHref, ordersHref, thankYouHref } from '../utils/links';
import { paymentStep, type PaymentStep } from '../utils/outcome';
import { BankTransferPayment } from './bank-transfer-payment';
import { BookstorePayment } from './bookstore-payment';
import { CardPayment } from './card-payment';
import { MobileBankingPayment } from './mobile-banking-payment';
import { OrderSummary } from './order-summary';
import { PromptPayPayment } from './promptpay-payment';

function PayBy({ order, step }: { order: Order; step: Extract<PaymentStep, { kind: 'pay' }> }) {
  const { t } = useTranslation();
  switch (step.provider) {
    case 'card':
      return <CardPayment order={order} />;
    case 'promptpay':
      return <PromptPayPayment order={order} />;
    case 'bank_transfer':
      return <BankTransferPayment order={order} />;
    case 'bookstore':
      return <BookstorePayment order={order} />;
    case 'mobile_banking':
      return <MobileBankingPayment order={order} />;
    default:
      return (
        <section className="pm-method">
          <p className="pm-note">{t('payment.unsupported')}</p>
          <Link to={ordersHref}>{t('payment.toOrders')}</Link>
        </section>
      );
  }
}

/**
 * /paymentmethod/{id}: one of the student's orders, paid by the method chosen at checkout (card,
 * PromptPay, mobile banking, bank transfer or the partner bookstore), beside what it is for. A paid order moves on to the thank-you page;
 * one that can no longer be paid says so, with the way back to the cart.
 */
export function PaymentPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrderToPay(orderId);
  // The deadline passing while the page is open ends the order here too.
  const now = useNow(15_000);
  const step = order.data ? paymentStep(order.data, now) : undefined;
  const paid = step?.kind === 'paid';
  useDocumentTitle(t('payment.title'));

  useEffect(() => {
    if (paid) navigate(thankYouHref(orderId), { replace: true });
  }, [paid, orderId, navigate]);

  return (
    <main className="page sf-page pm-page" data-page="paymentMethod">
      <h1>{t('payment.title')}</h1>
      {order.isPending && (
        <p className="sf-state" role="status">
          {t('payment.loading')}
        </p>
      )}
      {order.isError &&
        (order.error instanceof ApiError && order.error.status === 404 ? (
          <div className="pm-note">
            <p>{t('payment.notFound')}</p>
            <Link to={ordersHref}>{t('payment.toOrders')}</Link>
          </div>
        ) : (
          <LoadFailure error={order.error} message={t('payment.error')} onRetry={() => void order.refetch()} />
        ))}
      {order.data && step?.kind === 'paid' && (
        <p className="sf-state" role="status">
          {t('payment.movingOn')}
        </p>
      )}
      {order.data && step?.kind === 'ended' && (
        <div className="pm-ended">
          <p className="pm-ended__text">{t(`payment.ended.${step.status}`)}</p>
          <Link className="button button--primary" to={cartHref}>
            {t('payment.toCart')}
          </Link>
          <OrderSummary order={order.data} deadline={false} />
        </div>
      )}
      {order.data && step?.kind === 'pay' && (
        <div className="pm-layout">
          {/* A slip under review holds the order: its deadline no longer applies. */}
          <OrderSummary order={order.data} deadline={order.data.slip?.status !== 'submitted'} />
          <PayBy order={order.data} step={step} />
        </div>
      )}
    </main>
  );
}
