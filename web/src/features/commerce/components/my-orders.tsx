import type { Order } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api/errors';
import { formatBaht } from '../../../lib/format-price';
import { useMyOrder } from '../api/get-my-order';
import { useMyOrders } from '../api/list-my-orders';
import '../commerce.css';
import '../i18n';
import { formatDateTime, orderNumber } from '../utils/format';
import { orderHref } from '../utils/links';
import { OrderStatus } from './order-status';
import { OrderSummary } from './order-summary';
import { useDocumentTitle } from '../../../hooks/use-document-title';

function OrderRow({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="cm-orders__row" data-order-id={order.id}>
      <h2 className="cm-orders__number">
        <Link to={orderHref(order.id)} aria-label={t('commerce.orders.view', { id: orderNumber(order.id) })}>
          {t('commerce.order.number', { id: orderNumber(order.id) })}
        </Link>
      </h2>
      <OrderStatus status={order.status} />
      <p className="cm-orders__date">{formatDateTime(order.created_at, i18n.language)}</p>
      <p className="cm-orders__lines">
        {order.lines.map((line) => line.name).join(', ')} <span className="sf-muted">({t('commerce.orders.lines', { count })})</span>
      </p>
      <p className="cm-orders__total">
        <span className="sf-visually-hidden">{t('commerce.order.total')} </span>
        {formatBaht(order.total)}
      </p>
    </li>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const orders = useMyOrders();
  if (orders.status === 'loading') {
    return (
      <p className="sf-state" role="status">
        {t('commerce.orders.loading')}
      </p>
    );
  }
  if (orders.status === 'error') return <LoadFailure error={orders.error} message={t('commerce.orders.error')} onRetry={orders.retry} />;
  if (orders.data.length === 0) {
    return (
      <div className="sf-state">
        <p>{t('commerce.orders.empty')}</p>
        <Link className="button button--primary" to={paths.courses}>
          {t('commerce.orders.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="cm-orders">
      {orders.data.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const order = useMyOrder(id);
  return (
    <>
      <p>
        <Link to={paths.studentOrders}>← {t('commerce.orders.all')}</Link>
      </p>
      {order.isPending && (
        <p className="sf-state" role="status">
          {t('commerce.orders.loadingOne')}
        </p>
      )}
      {order.isError &&
        (order.error instanceof ApiError && order.error.status === 404 ? (
          <p className="sf-state">{t('commerce.orders.notFound')}</p>
        ) : (
          <LoadFailure error={order.error} message={t('commerce.orders.errorOne')} onRetry={() => void order.refetch()} />
        ))}
      {order.data && <OrderSummary order={order.data} />}
    </>
  );
}

/** /myaccount/student/order: the student's orders, newest first (date, status, lines, total); `?id=` shows one in full. */
export function MyOrders() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.orders.title'));
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <main className="page sf-page cm-account" data-page="studentOrders">
      <h1>{t('commerce.orders.title')}</h1>
      {id ? <OrderDetail id={id} /> : <OrderList />}
    </main>
  );
}
