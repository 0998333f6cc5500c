import type { Order } from '@lm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { formatBaht } from '../../../lib/format-price';
import { inLanguage } from '../../../lib/in-language';
import { usePaymentMethods } from '../api/list-public-payment-methods';
import { formatDateTime } from '../utils/format';
import { slipStep } from '../utils/slip';
import { SlipUpload } from './slip-upload';

/**
 * A bank transfer: the account to pay into, as the order's payment method gives it, and the
 * amount; then the transfer's slip (decision 0031): sent from here, waiting for an
 * administrator's review (the page reads the order now and then and moves on once it is
 * approved), or rejected with the reason, when another may be sent.
 */
export function BankTransferPayment({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const methods = usePaymentMethods();
  const method = methods.data?.find((candidate) => candidate.id === order.payment_method_id);
  const slip = slipStep(order);
  return (
    <section className="pm-method" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-method__title">
        {t('payment.transfer.title')}
      </h2>
      {methods.isPending && (
        <p className="sf-state" role="status">
          {t('payment.transfer.loading')}
        </p>
      )}
      {methods.isError && <LoadFailure error={methods.error} message={t('payment.transfer.error')} onRetry={() => void methods.refetch()} />}
      {methods.isSuccess &&
        (method?.account_details ? (
          <div className="pm-transfer">
            <p>{t('payment.transfer.amount', { amount: formatBaht(order.total) })}</p>
            <p className="pm-transfer__account">{method.account_details}</p>
            {(method.description_th || method.description_en) && <p className="sf-muted">{inLanguage(i18n.language, method.description_th, method.description_en)}</p>}
          </div>
        ) : (
          <p className="pm-note">{t('payment.transfer.missing')}</p>
        ))}
      {slip.kind === 'review' && (
        <div className="pm-note pm-slip__state" role="status">
          <p className="pm-slip__lead">{t('payment.slip.review')}</p>
          <p className="sf-muted">{t('payment.slip.sentAt', { time: formatDateTime(slip.submittedAt, i18n.language) })}</p>
          <p>{t('payment.slip.reviewNote')}</p>
        </div>
      )}
      {slip.kind === 'approved' && (
        <p className="sf-state" role="status">
          {t('payment.slip.approved')}
        </p>
      )}
      {slip.kind === 'send' && slip.rejected !== null && (
        <div className="pm-alert" role="alert">
          <p className="pm-slip__lead">{t('payment.slip.rejected')}</p>
          {slip.rejected && <p>{t('payment.slip.reason', { reason: slip.rejected })}</p>}
          <p>{t('payment.slip.rejectedNext')}</p>
        </div>
      )}
      {slip.kind === 'send' && <SlipUpload orderId={order.id} again={slip.rejected !== null} />}
    </section>
  );
}
