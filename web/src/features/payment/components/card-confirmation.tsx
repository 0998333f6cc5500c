import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api/errors';
import { localMessage } from '../../../lib/messages';
import { useRefreshedOrder } from '../api/refresh-order-payment';
import '../i18n';
import '../payment.css';
import { ordersHref, paymentHref } from '../utils/links';
import { confirmation } from '../utils/outcome';
import { EndedOutcome, NoteToOrders, OutcomeState, useOnToThankYou } from './outcome-parts';

/**
 * /omiseconfirm?order={id}: the return from the bank's 3-D Secure page or app. The order's charge is read
 * again from the provider (nothing the address says is believed): paid moves on to the thank-you
 * page, a failed charge gives the bank's reason and the way back to pay, and a charge the bank has
 * not settled yet is read again a few times.
 */
export function CardConfirmation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('order')?.trim() ?? '';
  const { order: refreshed, rechecking } = useRefreshedOrder(id);
  const outcome = refreshed.data ? confirmation(refreshed.data) : undefined;
  useDocumentTitle(t('payment.confirm.title'));
  useOnToThankYou(outcome?.kind === 'paid' ? id : undefined);

  return (
    <main className="page sf-page pm-page pm-confirm" data-page="cardPaymentResult">
      <h1>{t('payment.confirm.title')}</h1>
      {!id && <NoteToOrders text={t('payment.confirm.noOrder')} />}
      {id && refreshed.isPending && <OutcomeState text={t('payment.confirm.checking')} />}
      {id &&
        refreshed.isError &&
        (refreshed.error instanceof ApiError && refreshed.error.status === 404 ? (
          <NoteToOrders text={t('payment.notFound')} />
        ) : (
          <LoadFailure error={refreshed.error} message={t('payment.error')} onRetry={() => void refreshed.refetch()} />
        ))}
      {outcome?.kind === 'paid' && <OutcomeState text={t('payment.movingOn')} />}
      {outcome?.kind === 'failed' && (
        <div className="pm-outcome">
          <div className="pm-alert" role="alert">
            <p className="pm-outcome__lead">{t('payment.confirm.failed')}</p>
            <p>{outcome.reason ? localMessage(t, outcome.reason) : t('payment.confirm.failedNoReason')}</p>
          </div>
          <Link className="button button--primary" to={paymentHref(id)}>
            {t('payment.confirm.tryAgain')}
          </Link>
        </div>
      )}
      {outcome?.kind === 'waiting' && (
        <div className="pm-outcome" aria-live="polite">
          {rechecking ? (
            <p className="sf-state" role="status">
              {t('payment.confirm.waiting')}
            </p>
          ) : (
            <>
              <p>{t('payment.confirm.stillWaiting')}</p>
              <div className="pm-outcome__actions">
                <button type="button" className="button button--primary" onClick={() => void refreshed.refetch()}>
                  {t('payment.confirm.checkAgain')}
                </button>
                <Link to={ordersHref}>{t('payment.toOrders')}</Link>
              </div>
            </>
          )}
        </div>
      )}
      {outcome?.kind === 'unpaid' && (
        <div className="pm-outcome">
          <p>{t('payment.confirm.unpaid')}</p>
          <Link className="button button--primary" to={paymentHref(id)}>
            {t('payment.confirm.pay')}
          </Link>
        </div>
      )}
      {outcome?.kind === 'ended' && <EndedOutcome status={outcome.status} />}
    </main>
  );
}
