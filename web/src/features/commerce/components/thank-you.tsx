import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api/errors';
import { useMyOrder } from '../api/get-my-order';
import '../commerce.css';
import '../i18n';
import { formatAddress } from '../utils/format';
import { nextSteps, type NextStep } from '../utils/next-steps';
import { OrderSummary } from './order-summary';
import { useDocumentTitle } from '../../../hooks/use-document-title';

function Step({ step }: { step: NextStep }) {
  const { t } = useTranslation();
  switch (step.kind) {
    case 'paid':
      return <p className="cm-next__lead">{t('commerce.thankYou.paid')}</p>;
    case 'courses':
      return (
        <p>
          {t('commerce.thankYou.coursesReady')}{' '}
          <Link className="button button--primary" to={paths.studentCourses}>
            {t('commerce.thankYou.toCourses')}
          </Link>
        </p>
      );
    case 'ship':
      return <p>{t('commerce.thankYou.shipTo', { address: formatAddress(step.address) })}</p>;
    case 'pay':
      return <p className="cm-next__lead">{t('commerce.thankYou.pending')}</p>;
    case 'ended':
      return <p className="cm-next__lead">{t(`commerce.thankYou.${step.status}`)}</p>;
  }
}

/**
 * /thankyou?order={id}: the order as the server has it (its status is never taken from the
 * address), with what to do next: study the courses bought, wait for the parcel, or pay.
 */
export function ThankYou() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.thankYou.title'));
  const [params] = useSearchParams();
  const id = params.get('order')?.trim() ?? '';
  const order = useMyOrder(id);

  return (
    <main className="page sf-page cm-account" data-page="thankYou">
      <h1>{t('commerce.thankYou.title')}</h1>
      {!id && <p className="sf-state">{t('commerce.thankYou.noOrder')}</p>}
      {id && order.isPending && (
        <p className="sf-state" role="status">
          {t('commerce.orders.loadingOne')}
        </p>
      )}
      {id &&
        order.isError &&
        (order.error instanceof ApiError && order.error.status === 404 ? (
          <p className="sf-state">{t('commerce.orders.notFound')}</p>
        ) : (
          <LoadFailure error={order.error} message={t('commerce.orders.errorOne')} onRetry={() => void order.refetch()} />
        ))}
      {order.data && (
        <>
          <section className="cm-next" aria-live="polite">
            {nextSteps(order.data).map((step) => (
              <Step key={step.kind} step={step} />
            ))}
          </section>
          <OrderSummary order={order.data} />
        </>
      )}
      <p>
        <Link to={paths.studentOrders}>{t('commerce.thankYou.toOrders')}</Link>
      </p>
    </main>
  );
}
