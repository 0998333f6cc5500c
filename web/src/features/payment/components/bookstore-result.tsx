import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useBookstoreResult } from '../api/complete-bookstore-payment';
import '../i18n';
import '../payment.css';
import { bookstoreFailure, bookstoreFields, bookstoreOutcome } from '../utils/bookstore';
import { ordersHref, paymentHref } from '../utils/links';
import { EndedOutcome, NoteToOrders, OutcomeState, useOnToThankYou } from './outcome-parts';

/**
 * /chulabook/payment/result: the partner bookstore sends the buyer back here with its signed
 * result. The page posts the result, exactly as it came, to the server, which checks the signature
 * and applies it; only the server's answer decides what happens (the address's status alone is
 * never believed): paid moves on to the thank-you page, a cancelled payment leads back to paying
 * the order, and a result whose signature does not hold is refused.
 */
export function BookstoreResult() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fields = useMemo(() => bookstoreFields(params), [params]);
  const result = useBookstoreResult(fields);
  const outcome = result.data && fields ? bookstoreOutcome(result.data, fields.status) : undefined;
  const failure = result.isError ? bookstoreFailure(result.error) : undefined;
  useDocumentTitle(t('payment.result.title'));
  useOnToThankYou(outcome?.kind === 'paid' ? outcome.orderId : undefined);

  return (
    <main className="page sf-page pm-page pm-confirm" data-page="bookstorePaymentResult">
      <h1>{t('payment.result.title')}</h1>
      {!fields && <NoteToOrders text={t('payment.result.incomplete')} />}
      {fields && result.isPending && <OutcomeState text={t('payment.result.checking')} />}
      {(failure === 'refused' || failure === 'notFound') && (
        <div className="pm-outcome">
          <div className="pm-alert" role="alert">
            <p>{t(`payment.result.${failure}`)}</p>
          </div>
          <Link to={ordersHref}>{t('payment.toOrders')}</Link>
        </div>
      )}
      {failure === 'failed' && <LoadFailure error={result.error} message={t('payment.result.failed')} onRetry={() => void result.refetch()} />}
      {outcome?.kind === 'paid' && <OutcomeState text={t('payment.movingOn')} />}
      {(outcome?.kind === 'cancelled' || outcome?.kind === 'unconfirmed') && (
        <div className="pm-outcome">
          <p className="pm-outcome__lead">{t(`payment.result.${outcome.kind}`)}</p>
          <div className="pm-outcome__actions">
            <Link className="button button--primary" to={paymentHref(outcome.orderId)}>
              {t('payment.result.payAgain')}
            </Link>
            <Link to={ordersHref}>{t('payment.toOrders')}</Link>
          </div>
        </div>
      )}
      {outcome?.kind === 'ended' && <EndedOutcome status={outcome.status} />}
    </main>
  );
}
