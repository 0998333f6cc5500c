import type { Order } from '@lm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { formatBaht } from '../../../lib/format-price';
import { usePaymentMethods } from '../api/list-public-payment-methods';

/**
 * A bank transfer: the account to pay into, as the order's payment method gives it, and the
 * amount. Uploading the slip is not offered yet (the server takes no slip so far): the page says
 * it will come here.
 */
export function BankTransferPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const id = useId();
  const methods = usePaymentMethods();
  const method = methods.data?.find((candidate) => candidate.id === order.payment_method_id);
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
            {method.description && <p className="sf-muted">{method.description}</p>}
          </div>
        ) : (
          <p className="pm-note">{t('payment.transfer.missing')}</p>
        ))}
      <p className="pm-note">{t('payment.transfer.slip')}</p>
    </section>
  );
}
